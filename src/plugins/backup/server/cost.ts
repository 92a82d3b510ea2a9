import { addOnsOf } from '@server/billing/addOns';
import { hourlyConsumption, ledgerBalance } from '@server/billing/credits';
import { addOnFactor, chargedMonthly, HOURS_PER_MONTH } from '@server/billing/hourlyPrice';
import type { Database } from '@server/db/database';
import { DAILY_BACKUP_MONTHLY_PRICE, type DailyBackupCost } from '../contract';

const daysOf = (balance: number, hourly: number) => (hourly > 0 ? Math.max(0, Math.floor(balance / (hourly * 24))) : null);

/**
 * What turning the daily backup on changes, with the figures `GET /user/credits` uses: the
 * hosting's hourly cost, and for the owner (who pays) the account's hourly cost and days of
 * credit left. A guest sees the price and the hosting's cost, never the owner's balance.
 */
export async function dailyBackupCost(db: Database, hostingId: number, userId: number): Promise<DailyBackupCost> {
  const hosting = await db.selectFrom('hostings').select(['owner_id', 'status', 'monthly_price', 'addons_monthly_price']).where('id', '=', hostingId).executeTakeFirstOrThrow();
  // The extras now, and with the daily backup on (already on: no change).
  const addOnNow = hosting.addons_monthly_price;
  const addOnAfter = addOnNow - ((await addOnsOf(db, hostingId)).dailyBackup ?? 0) + DAILY_BACKUP_MONTHLY_PRICE;
  const hostingHourly = (addOns: number) => chargedMonthly(hosting.status, hosting.monthly_price, addOns) / HOURS_PER_MONTH;
  const extraHourly = ((addOnAfter - addOnNow) * addOnFactor(hosting.status)) / HOURS_PER_MONTH;
  const base = { monthlyPrice: DAILY_BACKUP_MONTHLY_PRICE, hostingHourlyNow: hostingHourly(addOnNow), hostingHourlyAfter: hostingHourly(addOnAfter) };
  if (hosting.owner_id !== userId) return { ...base, accountHourlyNow: null, accountHourlyAfter: null, daysNow: null, daysAfter: null };
  const { credit, bonus } = await ledgerBalance(db, userId);
  const balance = Math.round((credit + bonus) * 100) / 100;
  const accountHourlyNow = await hourlyConsumption(db, userId);
  const accountHourlyAfter = accountHourlyNow + extraHourly;
  return { ...base, accountHourlyNow, accountHourlyAfter, daysNow: daysOf(balance, accountHourlyNow), daysAfter: daysOf(balance, accountHourlyAfter) };
}
