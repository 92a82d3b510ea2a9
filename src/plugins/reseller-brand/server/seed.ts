import { hashPassword } from '@server/auth/passwords';
import { accountBillingDb } from '@server/billing/accountTables';
import { nowIso, type Database } from '@server/db/database';
import { DEMO_PASSWORD } from '@server/db/seed';
import { resellerDb } from './store';

export const DEMO_RESELLER = { email: 'revenda@exemplo.com.br', name: 'Rita Revendedora', suspendedSite: 'sitedocliente.com.br' } as const;

/**
 * A reseller of her own: her customer is convidado@exemplo.com.br (whose panel shows her logo),
 * and one site she hosts for a client is suspended for lack of credits (its domain serves her
 * suspension screen). Kept apart from the other demo accounts so their hostings stay as they are.
 */
export async function seedReseller(db: Database): Promise<void> {
  const now = nowIso();
  const reseller = await db
    .insertInto('users')
    .values({ email: DEMO_RESELLER.email, name: DEMO_RESELLER.name, password_hash: await hashPassword(DEMO_PASSWORD), email_verified_at: now, created_at: now, phone: null, photo: null, cpf: null, is_affiliate: 0, is_first_access: 0, register_domain: null, totp_secret: null, promotion_type: null, promotion_expires_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const hosting = await db
    .insertInto('hostings')
    .values({
      domain: DEMO_RESELLER.suspendedSite,
      domain_alt: 'sitedocliente9.painel-temp.com.br',
      owner_id: reseller.id,
      status: 'Suspended',
      product: 'php',
      plan_id: 1,
      plan_name: 'Nuvem Start',
      monthly_price: 29.9,
      server: 'cloud-1.painel.net.br',
      server_ip: '203.0.113.19',
      region: 'BR',
      username: 'sitedocliente9',
      is_tester: 0,
      has_domain: 1,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await accountBillingDb(db).insertInto('hosting_suspensions').values({ hosting_id: hosting.id, previous_status: 'Active', suspended_at: now }).execute();
  const customer = await db.selectFrom('users').select('id').where('email', '=', 'convidado@exemplo.com.br').executeTakeFirst();
  if (customer) await resellerDb(db).insertInto('reseller_customers').values({ customer_id: customer.id, reseller_id: reseller.id, created_at: now }).execute();
}
