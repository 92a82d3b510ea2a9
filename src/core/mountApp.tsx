import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { warmStart } from './runtime/warmStart';

/** The full app, with react-admin: every page load with a session, or to a page the signed-out shell does not draw. */
export function mount(element: HTMLElement) {
  warmStart(window.location.pathname);
  createRoot(element).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
