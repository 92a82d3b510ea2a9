import { CLOSED_COOKIE, CLOSED_HOURS } from '../model';

export function questionnaireClosed(): boolean {
  return document.cookie.split('; ').some((c) => c.startsWith(`${CLOSED_COOKIE}=`));
}

/** Keeps the questionnaire bar away for 72 hours, after sending or closing it. */
export function closeQuestionnaire(): void {
  document.cookie = `${CLOSED_COOKIE}=1; max-age=${CLOSED_HOURS * 3600}; path=/; SameSite=Strict`;
}
