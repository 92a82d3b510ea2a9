import { HOUR_MS } from './clock';

/**
 * The trial (tester) rule. A hosting created before its owner's first paid recharge is a tester
 * (`hostings.is_tester`, set by the creation wizard's "Continuar com o período de teste").
 *
 * - For TRIAL_DAYS after its creation it costs nothing: those hours are never charged, then or later.
 * - After that it is billed like any other hosting, so with no credits to pay its next hour the
 *   account's hostings are suspended (the red banner); nothing is ever charged into debt for it.
 * - The first paid recharge ends the trial of all the owner's hostings (invoiceCredits.ts): from then
 *   on they are billed, and suspended ones come back when the balance pays their next hour.
 * - Emergency credit is for accounts that have paid before: never for a trial (emergency.ts).
 * - A tester cannot pause until that first recharge (part 1 §4, core/access/rules.ts).
 */
export const TRIAL_DAYS = 7;
const TRIAL_MS = TRIAL_DAYS * 24 * HOUR_MS;

export interface TrialHosting {
  is_tester: number;
  created_at: string;
}

/** The first hour start that is charged: the hour after the trial ends, or 0 when the hosting is not on trial. */
export function firstChargedHour(hosting: TrialHosting): number {
  if (hosting.is_tester !== 1) return 0;
  return Math.ceil((Date.parse(hosting.created_at) + TRIAL_MS) / HOUR_MS) * HOUR_MS;
}
