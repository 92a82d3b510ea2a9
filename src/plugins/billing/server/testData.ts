import type { TestApp } from '../../../../tests/support/apiApp';
import { nowIso } from '@server/db/database';

/** A customer of its own, so a test reads only the charges and ledger rows it caused. */
export async function addCustomer(app: TestApp, email: string, ledger: { credit?: number; bonus?: number } = {}): Promise<number> {
  const { db } = app.context;
  const { id } = await db
    .insertInto('users')
    .values({ name: email, email, password_hash: 'x', phone: null, photo: null, cpf: null, is_affiliate: 0, is_first_access: 0, register_domain: null, email_verified_at: nowIso(), totp_secret: null, promotion_type: null, promotion_expires_at: null, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const kind of ['credit', 'bonus'] as const) {
    const cents = ledger[kind];
    if (cents) await db.insertInto('credit_ledger').values({ user_id: id, kind, amount_cents: cents, description: 'Recarga de teste', invoice_id: null, created_at: nowIso() }).execute();
  }
  return id;
}

export async function addHosting(app: TestApp, ownerId: number, domain: string, status: string, monthly: number, createdAt: Date): Promise<number> {
  const { id } = await app.context.db
    .insertInto('hostings')
    .values({ domain, domain_alt: `${domain}.temp`, owner_id: ownerId, status, product: 'php', plan_id: 1, plan_name: 'Nuvem Start', monthly_price: monthly, server: 'cloud-1', server_ip: '203.0.113.1', region: 'BR', username: domain.replace(/\W/g, ''), is_tester: 0, has_domain: 1, created_at: createdAt.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
