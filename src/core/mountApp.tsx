import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { adminI18nProvider } from './i18n/adminI18nProvider';
import { NOT_FOUND_PATH } from './routing/corePaths';
import { isDrawnPath } from './runtime/registry';
import { warmStart } from './runtime/warmStart';

/** The full app, with react-admin: every page load with a session, or to a page the signed-out shell does not draw. */
export async function mount(element: HTMLElement) {
  // An unknown path goes to /404 before anything is drawn: through the router it would draw the shell first.
  if (!isDrawnPath(window.location.pathname)) window.history.replaceState(window.history.state, '', NOT_FOUND_PATH);
  warmStart(window.location.pathname);
  const root = createRoot(element);
  const i18nProvider = await adminI18nProvider();
  // As a transition React draws the first page in slices and lets the browser answer between them,
  // instead of one long task per wave of code that arrives (Lighthouse's blocking time on "/": 310 to 196 ms).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App i18nProvider={i18nProvider} />
      </StrictMode>,
    ),
  );
}
