import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import SignedOutShell from './SignedOutShell';

export function mount(element: HTMLElement) {
  createRoot(element).render(
    <StrictMode>
      <SignedOutShell />
    </StrictMode>,
  );
}
