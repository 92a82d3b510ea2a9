/**
 * Surveys (part 1 §5): the choices, limits, flags and paths the survey modals share with the API,
 * without zod (the dashboard loads this, not contract.ts).
 */

/** Profile survey choices (part 1 §5). */
export const GROUPS = ['developer', 'agency', 'reseller', 'designer', 'single', 'other'] as const;
export const GOALS = ['manage_sites', 'email_service', 'single_site', 'high_traffic', 'other'] as const;
export const WEBSITES = ['0', '1', '2', '5', '10', '50', '100'] as const;
export const ORIGINS = ['google', 'instagram', 'facebook', 'youtube', 'recommendation', 'other'] as const;
export const OTHER_GROUP_MAX = 100;
export const SCHEDULE_TIMES = ['M', 'A'] as const;
export const REFUSAL_REASONS = ['NO_INTEREST', 'NO_TIME', 'TESTING', 'PARTNER', 'OTHER'] as const;
export const REASON_OTHER_MAX = 500;
/** GET /user/surveys: part 1 §3 User.showSurveyProfile, showSurveyProfileSimple, showPartnerSurvey. */
export interface SurveyFlags {
  showSurveyProfile: boolean;
  showSurveyProfileSimple: boolean;
  showPartnerSurvey: boolean;
  preferences: { hide_auto_recharge_alert: boolean };
}

export const surveyPaths = { flags: '/user/surveys', group: '/user/group', partner: '/user/partner', preferences: '/user/preferences', event: '/user/event' };
