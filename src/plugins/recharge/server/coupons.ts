import type { Kysely } from 'kysely';
import { billingNow } from '@server/billing/clock';
import type { Database } from '@server/db/database';
import { fieldError } from '@server/http/errors';
import { COUPON_TEXTS, type CouponAnswer } from '../schemas';
import { rechargeDb, type RechargeDatabase, type RechargeTables } from './tables';

export const normalizeCoupon = (code: string) => code.trim().toUpperCase();

/** The coupon as the customer may use it now, or a 422 under `coupon` saying why not. */
export async function usableCoupon(db: RechargeDatabase, userId: number, code: string): Promise<CouponAnswer> {
  const coupon = await db.selectFrom('coupons').selectAll().where('code', '=', normalizeCoupon(code)).executeTakeFirst();
  if (!coupon) throw fieldError('coupon', COUPON_TEXTS.invalid);
  // The billing clock, so the development clock can make a coupon expire.
  if (Date.parse(coupon.expires_at) <= (await billingNow(db as unknown as Database)).getTime()) throw fieldError('coupon', COUPON_TEXTS.expired);
  const used = await db.selectFrom('coupon_redemptions').select('id').where('coupon_code', '=', coupon.code).where('user_id', '=', userId).executeTakeFirst();
  if (used) throw fieldError('coupon', COUPON_TEXTS.used);
  return { code: coupon.code, bonusPercent: coupon.bonus_percent, description: coupon.description };
}

/**
 * Takes the coupon for this invoice inside the caller's transaction. The unique (coupon, user)
 * index decides between two recharges sent at once: the second is refused as already used.
 */
export async function redeemCoupon(trx: Kysely<RechargeTables>, userId: number, code: string, invoiceId: string, at: string): Promise<void> {
  const result = await trx
    .insertInto('coupon_redemptions')
    .values({ coupon_code: code, user_id: userId, invoice_id: invoiceId, created_at: at })
    .onConflict((oc) => oc.columns(['coupon_code', 'user_id']).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) throw fieldError('coupon', COUPON_TEXTS.used);
}

const FAR = '2099-12-31T23:59:59.000Z';

/** Demo coupons: two to use, one already expired. */
export async function seedCoupons(database: Database): Promise<void> {
  await rechargeDb(database)
    .insertInto('coupons')
    .values([
      { code: 'BEMVINDO10', bonus_percent: 10, expires_at: FAR, description: 'Boas-vindas: 10% de bônus na recarga' },
      { code: 'HOSPEDA20', bonus_percent: 20, expires_at: FAR, description: '20% de bônus na recarga' },
      { code: 'VERAO2024', bonus_percent: 15, expires_at: '2024-03-20T03:00:00.000Z', description: 'Promoção de verão 2024' },
    ])
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
