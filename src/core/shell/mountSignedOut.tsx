import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import SignedOutShell from './SignedOutShell';
import { loadSignedOutPage } from './signedOutPages';
import { signedOutModuleFor } from './signedOutRoutes';

/** Draws the shell once the page it opens on is there (its load started beside the shell's), so the page shows at once. */
export async function mount(element: HTMLElement) {
  const first = signedOutModuleFor(window.location.pathname);
  // A page that fails to load is drawn lazily, to fail inside the shell's error boundary.
  if (first) await loadSignedOutPage(first).catch(() => undefined);
  createRoot(element).render(
    <StrictMode>
      <SignedOutShell />
    </StrictMode>,
  );
}
