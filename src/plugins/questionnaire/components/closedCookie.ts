import { readCookie, writeCookie } from '@core';
import { CLOSED_COOKIE, CLOSED_HOURS } from '../model';

export function questionnaireClosed(): boolean {
  return readCookie(CLOSED_COOKIE) !== null;
}

/** Keeps the questionnaire bar away for 72 hours, after sending or closing it. */
export function closeQuestionnaire(): void {
  writeCookie(CLOSED_COOKIE, '1', { maxAgeSeconds: CLOSED_HOURS * 3600 });
}
