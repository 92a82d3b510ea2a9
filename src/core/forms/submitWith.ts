import { publishError } from '../http/errorBus';
import { applyFieldErrors } from './applyFieldErrors';
import type { FieldValues, UseFormSetError } from 'react-hook-form';

/** Runs a dialog's save: closes on success, puts 422 messages under the fields, else the global alert. */
export async function submitWith<T extends FieldValues>(save: () => Promise<unknown>, close: () => void, setError: UseFormSetError<T>, fields: readonly string[]) {
  try {
    await save();
    close();
  } catch (error) {
    if (!applyFieldErrors(error, setError, fields)) publishError(error);
  }
}
