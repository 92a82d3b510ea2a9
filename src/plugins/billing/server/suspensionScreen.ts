import { SUSPENSION_SCREEN_DEFAULTS, type SuspensionScreen } from '../contract';
import type { BillingDatabase } from './tables';

/** The screen a user's suspended sites show to visitors: their own, or the defaults. */
export async function suspensionScreenOf(db: BillingDatabase, userId: number): Promise<SuspensionScreen> {
  const row = await db.selectFrom('suspension_screens').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return row ? { title: row.title, subtitle: row.subtitle, bgColor: row.bg_color, textColor: row.text_color } : SUSPENSION_SCREEN_DEFAULTS;
}

export async function saveSuspensionScreen(db: BillingDatabase, userId: number, screen: SuspensionScreen): Promise<SuspensionScreen> {
  const values = { title: screen.title, subtitle: screen.subtitle, bg_color: screen.bgColor, text_color: screen.textColor };
  await db.insertInto('suspension_screens').values({ user_id: userId, ...values }).onConflict((oc) => oc.column('user_id').doUpdateSet(values)).execute();
  return suspensionScreenOf(db, userId);
}

export async function resetSuspensionScreen(db: BillingDatabase, userId: number): Promise<SuspensionScreen> {
  await db.deleteFrom('suspension_screens').where('user_id', '=', userId).execute();
  return SUSPENSION_SCREEN_DEFAULTS;
}
