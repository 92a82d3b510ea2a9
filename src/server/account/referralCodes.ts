import { randomInt } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';
import type { CoreDatabase } from '../db/schema';

/**
 * The code of a customer's referral (`?ref=`) or affiliate (`?aff=`) link: random, so that one
 * link does not tell the others (user ids in base 36 were `?ref=d`, `?ref=e`...). 12 characters of
 * 32 give 60 bits; made once per account, on the first read of its link.
 */
export interface ReferralCodesTable {
  user_id: number;
  code: string;
  created_at: string;
}

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 12;

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const referralCodeMigrations: Record<string, Migration> = {
  '0013_referral_codes': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('referral_codes')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */

const codesDb = (db: Kysely<CoreDatabase>) => db.withTables<{ referral_codes: ReferralCodesTable }>();

export function randomReferralCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** The account's code, made the first time it is asked for. */
export async function referralCodeOf(db: Kysely<CoreDatabase>, userId: number): Promise<string> {
  const codes = codesDb(db);
  const existing = await codes.selectFrom('referral_codes').select('code').where('user_id', '=', userId).executeTakeFirst();
  if (existing) return existing.code;
  // A concurrent first read may win the insert: the stored code is the answer either way.
  await codes.insertInto('referral_codes').values({ user_id: userId, code: randomReferralCode(), created_at: new Date().toISOString() }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  return (await codes.selectFrom('referral_codes').select('code').where('user_id', '=', userId).executeTakeFirstOrThrow()).code;
}

/** Whose link a code is, or undefined for a code nobody was given. */
export async function referrerOfCode(db: Kysely<CoreDatabase>, code: string): Promise<number | undefined> {
  const row = await codesDb(db).selectFrom('referral_codes').select('user_id').where('code', '=', code).executeTakeFirst();
  return row?.user_id;
}
