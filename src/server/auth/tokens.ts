import { randomBytes, randomInt } from 'node:crypto';
import { sha256 } from './hash';
import type { Database } from '../db/database';
import { nowIso } from '../db/database';
import type { TokenPurpose } from '../db/schema';

/** How long each kind of link or code stays usable. */
export const TOKEN_MINUTES: Record<TokenPurpose, number> = {
  'verify-email': 60 * 24,
  'reset-password': 60,
  'verify-phone': 15,
  /** Between a correct password and the second factor's code. */
  'pending-login': 5,
};

/** A single-use random token (only its hash is kept); issuing one replaces the user's earlier ones of that purpose. */
export async function issueToken(db: Database, userId: number, purpose: TokenPurpose, code?: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.deleteFrom('auth_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: sha256(token),
      user_id: userId,
      purpose,
      code_hash: code ? sha256(code) : null,
      expires_at: new Date(Date.now() + TOKEN_MINUTES[purpose] * 60_000).toISOString(),
      created_at: nowIso(),
    })
    .execute();
  return token;
}

/** The user a live token belongs to (and, with a code, only if the code matches), or null. */
export async function findToken(db: Database, token: string, purpose: TokenPurpose, code?: string): Promise<number | null> {
  const row = await db
    .selectFrom('auth_tokens')
    .select(['user_id', 'code_hash', 'expires_at'])
    .where('token_hash', '=', sha256(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.expires_at <= nowIso()) return null;
  if (code !== undefined && row.code_hash !== sha256(code)) return null;
  return row.user_id;
}

export async function consumeToken(db: Database, token: string): Promise<void> {
  await db.deleteFrom('auth_tokens').where('token_hash', '=', sha256(token)).execute();
}

export function smsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
