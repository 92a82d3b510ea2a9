import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { nowIso } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';
import { bearerTokenHash, sha256 } from './hash';

/**
 * API tokens authenticate like a session (`Authorization: Bearer …`) but are made on the
 * /user/access page and may be narrowed. The prefix tells the guard which table to read, so
 * every request costs one indexed lookup, session or token alike.
 */
export const API_TOKEN_PREFIX = 'pnl_';

/** What a token may do beyond its user's own rights: nothing more, possibly less. */
export interface ApiTokenScope {
  id: number;
  /** Only GET and HEAD. */
  readOnly: boolean;
  /** Only the routes about this one hosting. */
  hostingId: number | null;
}

export function isApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}

/** A new token value (256 random bits) and the hash that is the only thing stored. */
export function newApiToken(): { token: string; hash: string } {
  const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

const tokenAndUser = preparedQuery(
  (db: Database, { tokenHash }: { tokenHash: string }) =>
    db
      .selectFrom('api_tokens')
      .innerJoin('users', 'users.id', 'api_tokens.user_id')
      .select(['api_tokens.id', 'api_tokens.user_id', 'api_tokens.read_only', 'api_tokens.hosting_id', 'api_tokens.expires_at', 'users.is_affiliate'])
      .where('api_tokens.token_hash', '=', tokenHash),
  { reuseUntilChange: true },
);

/** The user and scope behind an API token, read like a session's (sessionUser): compiled once, not read again while nothing changed. */
export async function apiTokenUser(db: Database, token: string): Promise<{ userId: number; isAffiliate: boolean; scope: ApiTokenScope } | null> {
  const [row] = await tokenAndUser(db, { tokenHash: bearerTokenHash(token) });
  if (!row || (row.expires_at !== null && row.expires_at <= nowIso())) return null;
  return { userId: row.user_id, isAffiliate: row.is_affiliate === 1, scope: { id: row.id, readOnly: row.read_only === 1, hostingId: row.hosting_id } };
}
