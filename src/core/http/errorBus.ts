import type { ErrorAlert } from './errorCatalogue';

/** Failures the shell handles globally, and alerts any page may raise; the alert modal listens. */
type Event = { kind: 'error'; error: unknown } | { kind: 'alert'; alert: Partial<ErrorAlert> & { message: string } };
type Listener = (event: Event) => void;
const listeners = new Set<Listener>();

/** Whether anything heard it: failures before the alert modal is drawn (the app's first reads) are not. */
function publish(event: Event): boolean {
  for (const listener of listeners) listener(event);
  return listeners.size > 0;
}

export function publishError(error: unknown): boolean {
  return publish({ kind: 'error', error });
}

/** The global alert modal, with a plain message (title "Notificação" unless given). */
export function showAlert(alert: Partial<ErrorAlert> & { message: string }): void {
  publish({ kind: 'alert', alert });
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
