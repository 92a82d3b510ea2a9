import { Alert } from '@mui/material';
import { ApiError, errorMessage } from '@core/signed-out';

/** What a signed-out form shows above its fields after a failure that is not under one field. */
export function bannerText(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  if (error instanceof Error && !(error instanceof ApiError)) return error.message;
  return errorMessage(error);
}

export function FormBanner({ message, severity = 'error' }: { message: string | null | undefined; severity?: 'error' | 'success' | 'info' }) {
  if (!message) return null;
  return <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'}>{message}</Alert>;
}
