import { balanceForecast } from '@server/billing/forecast';
import type { Database } from '@server/db/database';
import { BONUS_PERCENT, type Period } from '../../recharge/contract';
import type { CreditForecast } from '../contract';

const reais = (cents: number) => cents / 100;

/** The balance's days now and after a recharge with its period bonus, from the engine's own prices (server/billing/forecast.ts). */
export async function creditForecast(db: Database, userId: number, amount: number | undefined, period: Period): Promise<CreditForecast> {
  const now = await balanceForecast(db, userId);
  // The daily cost to the cent as shown; the days are counted at the exact hourly price.
  const base = { balance: reais(now.balanceCents), dailyCost: reais(Math.round(now.hourCents * 24)), days: now.days };
  if (amount === undefined) return { ...base, recharge: null };
  const amountCents = Math.round(amount * 100);
  // The bonus exactly as the recharge API credits it.
  const bonusCents = Math.round((amountCents * BONUS_PERCENT[period]) / 100);
  const after = await balanceForecast(db, userId, amountCents + bonusCents);
  return {
    ...base,
    recharge: { amount: reais(amountCents), period, bonusPercent: BONUS_PERCENT[period], bonus: reais(bonusCents), balance: reais(after.balanceCents), days: after.days },
  };
}
