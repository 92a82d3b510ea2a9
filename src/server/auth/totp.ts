import { verify } from 'otplib';
import type { Database } from '../db/database';

/** Codes of the step before and after the current one still count, for clocks a little off. */
const TOLERANCE_SECONDS = 30;

export type TotpCheck = { outcome: 'accepted'; step: number } | { outcome: 'wrong' | 'used' };

/** Whether `code` is a current code of `secret` from a later time step than `lastStep`. */
export async function checkTotpCode(secret: string, code: string, lastStep: number | null): Promise<TotpCheck> {
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS }).catch(() => null);
  if (!result?.valid || !('timeStep' in result)) return { outcome: 'wrong' };
  if (lastStep !== null && result.timeStep <= lastStep) return { outcome: 'used' };
  return { outcome: 'accepted', step: result.timeStep };
}

/**
 * Checks a user's authenticator code and spends it: once accepted, a code is refused for the rest
 * of its window, because only a code of a later time step than the last accepted one passes.
 */
export async function spendTotpCode(db: Database, userId: number, secret: string, code: string): Promise<TotpCheck['outcome']> {
  const user = await db.selectFrom('users').select('totp_last_step').where('id', '=', userId).executeTakeFirstOrThrow();
  const check = await checkTotpCode(secret, code, user.totp_last_step);
  if (check.outcome !== 'accepted') return check.outcome;
  // Two requests racing with one code: only the one that moves the step forward wins.
  const moved = await db
    .updateTable('users')
    .set({ totp_last_step: check.step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', check.step)]))
    .executeTakeFirst();
  return moved.numUpdatedRows > 0n ? 'accepted' : 'used';
}
