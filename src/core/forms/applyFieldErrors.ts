import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../http/client';

/**
 * Puts a 422 answer's messages under the matching fields of a react-hook-form form.
 * Returns true when the error was a field error and is now shown; anything else is the caller's.
 */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  const entries = Object.entries(error.fieldErrors);
  const known = entries.filter(([field]) => fields.includes(field));
  for (const [field, message] of known) setError(field as Path<T>, { type: 'server', message });
  // No field of the form is named: the field's own message says what is wrong; "check the highlighted fields" would not.
  if (known.length === 0) setError('root.server' as Path<T>, { type: 'server', message: entries[0]?.[1] || error.message });
  return true;
}
