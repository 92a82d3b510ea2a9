/** Each survey at most once per session (part 1 §4): remembered in session storage when shown. */
export type SurveyKind = 'profile' | 'partner';

const key = (kind: SurveyKind) => `painel.survey.${kind}.shown`;

export const shownThisSession = (kind: SurveyKind) => window.sessionStorage.getItem(key(kind)) !== null;
export const markShown = (kind: SurveyKind) => window.sessionStorage.setItem(key(kind), '1');
