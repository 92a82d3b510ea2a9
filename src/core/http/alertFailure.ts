import { publishError, showAlert } from './errorBus';
import { handledByShell } from './errorCatalogue';

/**
 * Shows the feature's own failure text, except for the answers the shell handles for every
 * call (session gone, no permission), which go to the global catalogue.
 */
export function alertFailure(error: unknown, message: string): void {
  if (handledByShell(error)) publishError(error);
  else showAlert({ title: 'Erro', message });
}
