import { ApiError } from './client';
import { publishError, showAlert } from './errorBus';

/**
 * Shows the feature's own failure text, except for the answers the shell handles for every
 * call (session gone, no permission), which go to the global catalogue.
 */
export function alertFailure(error: unknown, message: string): void {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) publishError(error);
  else showAlert({ title: 'Erro', message });
}
