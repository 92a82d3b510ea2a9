import { ApiError } from '@core';

/** The field messages of a 422 answer, for the few inputs that are not in a react-hook-form form (the logo picker). */
export const ApiErrorFields = {
  of(error: unknown): Record<string, string> {
    return error instanceof ApiError && error.status === 422 ? error.fieldErrors : {};
  },
};
