import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadModule } from './runtime/registry';
import { signedOutModuleFor, signedOutStart } from './shell/signedOutRoutes';

/**
 * A visit without a session to a signed-out page (sign-in, sign-up, reset, verification) loads the light
 * signed-out shell, with no react-admin; everything else loads the full app with `<Admin>`.
 */
async function loadShell(): Promise<ComponentType> {
  const signedOut = signedOutStart(window.location.pathname);
  if (signedOut === null) return (await import('./App')).App;
  // The page's code and strings load beside the shell's, not after it.
  const page = signedOutModuleFor(signedOut);
  if (page) void preloadModule(page).catch(() => undefined);
  return (await import('./shell/SignedOutShell')).default;
}

void loadShell().then((Shell) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Shell />
    </StrictMode>,
  ),
);
