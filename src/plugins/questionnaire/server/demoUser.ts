import { hashPassword } from '@server/auth/passwords';
import { nowIso, type Database } from '@server/db/database';
import { DEMO_PASSWORD } from '@server/db/seed';

/** README's demo account that has every survey and the demo questionnaire waiting. */
export const SURVEY_DEMO_EMAIL = 'pesquisa@exemplo.com.br';

/** The survey demo account's id, created on first use (the questionnaire and surveys plugins both seed it). */
export async function surveyDemoUser(db: Database): Promise<number> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', SURVEY_DEMO_EMAIL).executeTakeFirst();
  if (existing) return existing.id;
  const now = nowIso();
  const { id } = await db
    .insertInto('users')
    .values({
      email: SURVEY_DEMO_EMAIL, name: 'Sofia Pesquisa', password_hash: await hashPassword(DEMO_PASSWORD), email_verified_at: now, created_at: now,
      phone: '(21) 99876-5432', photo: null, cpf: null, is_affiliate: 0, is_first_access: 0, register_domain: null, totp_secret: null,
      promotion_type: null, promotion_expires_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
