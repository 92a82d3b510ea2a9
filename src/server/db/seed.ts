import { hashPassword } from '../auth/passwords';
import { nowIso, type Database } from './database';

/** The README's demo accounts. Every password is the same so a newcomer can try each role. */
export const DEMO_PASSWORD = 'demo12345';

let demoHash: Promise<string> | null = null;
/**
 * The demo password's scrypt hash, worked out once per process: every demo account shares that
 * password, and each fresh data folder (every API test file starts one) would otherwise pay a
 * deliberately slow hash per account.
 */
export function demoPasswordHash(): Promise<string> {
  return (demoHash ??= hashPassword(DEMO_PASSWORD));
}
/** The demo owner, with hostings, domains and credits: the account the tools that load the panel sign in as. */
export const DEMO_OWNER_EMAIL = 'cliente@exemplo.com.br';

/** Base32 TOTP secret of 2fa@exemplo.com.br, given in the README for authenticator apps and tests. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

interface DemoHosting {
  domain: string;
  product: 'php' | 'wordpress' | 'n8n';
  status: string;
  planId: number;
  planName: string;
  monthly: number;
}

async function addHosting(db: Database, ownerId: number, h: DemoHosting, index: number): Promise<number> {
  const username = h.domain.replace(/[^a-z0-9]/g, '').slice(0, 12) + index;
  const { id } = await db
    .insertInto('hostings')
    .values({
      domain: h.domain,
      domain_alt: `${username}.painel-temp.com.br`,
      owner_id: ownerId,
      status: h.status,
      product: h.product,
      plan_id: h.planId,
      plan_name: h.planName,
      monthly_price: h.monthly,
      server: `cloud-${(index % 3) + 1}.painel.net.br`,
      server_ip: `203.0.113.${10 + index}`,
      region: 'BR',
      username,
      is_tester: 0,
      has_domain: 1,
      created_at: days(-120 + index * 7),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Seeds a fresh database; returns false when it already holds users. */
export async function seedCore(db: Database): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const password_hash = await demoPasswordHash();
  const now = nowIso();
  const user = async (email: string, name: string, extra: Partial<{ is_affiliate: number; is_first_access: number; totp_secret: string; phone: string }> = {}) =>
    (
      await db
        .insertInto('users')
        .values({ email, name, password_hash, email_verified_at: now, created_at: now, phone: null, photo: null, cpf: null, is_affiliate: 0, is_first_access: 0, register_domain: null, totp_secret: null, promotion_type: null, promotion_expires_at: null, ...extra })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  {
    const ana = await user(DEMO_OWNER_EMAIL, 'Ana Beatriz Cliente', { phone: '(11) 98765-4321' });
    const guest = await user('convidado@exemplo.com.br', 'Carlos Convidado');
    await user('novo@exemplo.com.br', 'Nina Nova', { is_first_access: 1 });
    const affiliate = await user('afiliado@exemplo.com.br', 'Paulo Parceiro Afiliado', { is_affiliate: 1 });
    await user('2fa@exemplo.com.br', 'Daniel Dois Fatores', { totp_secret: DEMO_TOTP_SECRET });

    const loja = await addHosting(db, ana, { domain: 'lojadaana.com.br', product: 'php', status: 'Active', planId: 2, planName: 'Nuvem Pro', monthly: 59.9 }, 1);
    await addHosting(db, ana, { domain: 'blogdaana.com.br', product: 'wordpress', status: 'Active', planId: 12, planName: 'WordPress Start', monthly: 39.9 }, 2);
    await addHosting(db, ana, { domain: 'antigo.com.br', product: 'php', status: 'Paused', planId: 1, planName: 'Nuvem Start', monthly: 29.9 }, 3);
    await addHosting(db, affiliate, { domain: 'parceirodigital.com.br', product: 'php', status: 'Active', planId: 2, planName: 'Nuvem Pro', monthly: 59.9 }, 4);

    await db.insertInto('hosting_shares').values({ hosting_id: loja, user_id: guest, has_website: 0, has_domain: 0, has_email: 1, created_at: now }).execute();

    await db
      .insertInto('domains')
      .values([
        { owner_id: ana, domain: 'lojadaana.com.br', status: 'registered', register_date: days(-300), expiration_date: days(65), renew_price: 40, created_at: days(-300) },
        { owner_id: ana, domain: 'novodominio.com.br', status: 'pending', register_date: null, expiration_date: null, renew_price: 40, created_at: now },
      ])
      .execute();

    await db
      .insertInto('credit_ledger')
      .values([
        { user_id: ana, kind: 'credit', amount_cents: 12000, description: 'Recarga via PIX', invoice_id: 'demo-0001', created_at: days(-30) },
        { user_id: ana, kind: 'bonus', amount_cents: 3000, description: 'Bônus da recarga', invoice_id: 'demo-0001', created_at: days(-30) },
        { user_id: affiliate, kind: 'credit', amount_cents: 8000, description: 'Recarga via cartão', invoice_id: 'demo-0002', created_at: days(-10) },
      ])
      .execute();
  }
  return true;
}
