import type { Kysely, Migration } from 'kysely';
import type { SignUp } from '@server/account/signUpEvents';
import type { PaidInvoice } from '@server/billing/invoiceCredits';
import { billingNow } from '@server/billing/clock';
import { reactivateIfPaid } from '@server/billing/suspension';
import type { CoreDatabase } from '@server/db/schema';
import { referrerOfCode } from '@server/account/referralCodes';
import { REFERRAL_BONUS_CAP } from '../contract';

/** Who brought whom: one row per referred account, so a referee has one referrer and earns them one bonus. */
export interface ReferralsTable {
  referee_id: number;
  referrer_id: number;
  via: 'ref' | 'aff';
  created_at: string;
  /** Set once, when the referee's first recharge is paid. */
  bonus_cents: number | null;
  rewarded_at: string | null;
}

type ReferralDatabase = CoreDatabase & { referrals: ReferralsTable };
const referralDb = (db: Kysely<CoreDatabase>) => db.withTables<{ referrals: ReferralsTable }>() as Kysely<ReferralDatabase>;

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const referralMigrations: Record<string, Migration> = {
  '0001_referrals': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('referrals')
        .addColumn('referee_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('referrer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('via', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('bonus_cents', 'integer')
        .addColumn('rewarded_at', 'text')
        .execute();
      await db.schema.createIndex('referrals_referrer').on('referrals').column('referrer_id').execute();
    },
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */


/** The ledger key of a referee's bonus: with the ledger's unique (invoice_id, kind) index, it can be written once only. */
export const bonusKey = (refereeId: number) => `referral-${refereeId}`;
export const BONUS_DESCRIPTION = 'Bônus de indicação';

/**
 * Attributes a new account to the customer whose link it came through: `?ref=` a customer who is
 * not an affiliate, `?aff=` an affiliate. An unknown code, or one of the wrong kind, is ignored.
 */
export async function attributeSignUp(db: Kysely<CoreDatabase>, { userId, ref, aff }: SignUp): Promise<void> {
  const via = aff ? 'aff' : ref ? 'ref' : null;
  if (!via) return;
  const referrerId = await referrerOfCode(db, (aff ?? ref)!);
  if (referrerId === undefined || referrerId === userId) return;
  const referrer = await db.selectFrom('users').select(['id', 'is_affiliate']).where('id', '=', referrerId).executeTakeFirst();
  if (!referrer || (referrer.is_affiliate === 1) !== (via === 'aff')) return;
  await referralDb(db)
    .insertInto('referrals')
    .values({ referee_id: userId, referrer_id: referrer.id, via, created_at: new Date().toISOString(), bonus_cents: null, rewarded_at: null })
    .onConflict((oc) => oc.column('referee_id').doNothing())
    .execute();
}

/**
 * Part 1 §9: when a referred customer's first recharge is paid, the referrer earns its value as
 * bonus, up to R$ 20,00. Runs in the crediting transaction; the referral row moves from unrewarded
 * once and the ledger's unique key refuses a second bonus, so retries and races pay it once.
 */
export async function rewardReferrer(db: Kysely<CoreDatabase>, invoice: PaidInvoice): Promise<void> {
  const rdb = referralDb(db);
  const referral = await rdb.selectFrom('referrals').select(['referrer_id']).where('referee_id', '=', invoice.userId).where('rewarded_at', 'is', null).executeTakeFirst();
  if (!referral) return;
  const bonus_cents = Math.min(invoice.creditCents, REFERRAL_BONUS_CAP * 100);
  const created_at = (await billingNow(db)).toISOString();
  const moved = await rdb.updateTable('referrals').set({ bonus_cents, rewarded_at: created_at }).where('referee_id', '=', invoice.userId).where('rewarded_at', 'is', null).executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0 || bonus_cents <= 0) return;
  await db
    .insertInto('credit_ledger')
    .values({ user_id: referral.referrer_id, kind: 'bonus', amount_cents: bonus_cents, description: BONUS_DESCRIPTION, invoice_id: bonusKey(invoice.userId), created_at })
    .onConflict((oc) => oc.columns(['invoice_id', 'kind']).doNothing())
    .execute();
  await reactivateIfPaid(db, referral.referrer_id);
}

/** What a referrer's links brought: the accounts and the bonus earned so far. */
export async function referralSummary(db: Kysely<CoreDatabase>, referrerId: number): Promise<{ referred: number; rewarded: number; bonus: number }> {
  const rows = await referralDb(db).selectFrom('referrals').select(['bonus_cents']).where('referrer_id', '=', referrerId).execute();
  const rewarded = rows.filter((r) => r.bonus_cents !== null);
  return { referred: rows.length, rewarded: rewarded.length, bonus: rewarded.reduce((sum, r) => sum + (r.bonus_cents ?? 0), 0) / 100 };
}
