/**
 * Questionnaires (part 1 §3, §4, §9): question kinds, limits, paths and the closing cookie the bar
 * shares with the API, without zod (the dashboard loads this, not contract.ts).
 */

/** Question kinds (part 1 §3 "Questionnaire"): a 1-10 scale, one or several choices, free text. */
export const QUESTION_TYPES = ['quantitative', 'single_choice', 'multiple_choice', 'text'] as const;
export const SCALE = { min: 1, max: 10 } as const;
export const MAX_ANSWER_TEXT = 1000;

export type AnswerValue = number | string | string[] | null;

export const questionnairePaths = {
  pending: '/questionnaire',
  one: (id: number) => `/questionnaire/${id}`,
  answer: (id: number) => `/questionnaire/${id}/answer`,
};

/** Closed for 72 hours after sending or closing (part 1 §4, §9). */
export const CLOSED_COOKIE = 'painel_questionnaire_closed';
export const CLOSED_HOURS = 72;
export const SHOW_AFTER_MS = 2000;
