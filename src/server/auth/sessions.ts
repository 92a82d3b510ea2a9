import { randomBytes } from 'node:crypto';
import { bearerTokenHash, sha256 as hashToken } from './hash';
import type { Database } from '../db/database';
import { nowIso } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';
import { unlessStorageFails } from '../http/storageFailure';

export const SESSION_SECONDS = 60 * 60 * 24;

/** Where a session was opened: the browser's User-Agent and the address, shown on the account page. */
export interface SessionDevice {
  userAgent?: string;
  address?: string;
}

/** A random bearer token; only its hash is stored, so a leaked database holds no usable token. */
export async function createSession(db: Database, userId: number, device: SessionDevice = {}): Promise<{ token: string; expiration: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_SECONDS * 1000).toISOString();
  const now = nowIso();
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt, created_at: now, user_agent: device.userAgent?.slice(0, 512) ?? null, address: device.address ?? null, last_used_at: now })
    .execute();
  return { token, expiration: SESSION_SECONDS };
}

export async function userIdForToken(db: Database, token: string): Promise<number | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['user_id', 'expires_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= nowIso()) return null;
  return row.user_id;
}

const sessionAndUser = preparedQuery((db: Database, { tokenHash }: { tokenHash: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.is_affiliate', 'sessions.expires_at', 'sessions.last_used_at', 'sessions.address'])
    .where('sessions.token_hash', '=', tokenHash),
  { reuseUntilChange: true },
);

/**
 * The signed-in user behind a token, read with one query compiled once (session and user joined)
 * and not read again while the database is unchanged: it runs on every request.
 */
export async function sessionUser(db: Database, token: string, address?: string): Promise<{ id: number; isAffiliate: boolean } | null> {
  const tokenHash = bearerTokenHash(token);
  const [row] = await sessionAndUser(db, { tokenHash });
  const now = nowIso();
  if (!row || row.expires_at <= now) return null;
  // The last use (and its address) is written once in a while, not on every request: the account page shows it to the minutes.
  if (!row.last_used_at || Date.parse(now) - Date.parse(row.last_used_at) >= LAST_USE_STEP_MS) {
    await unlessStorageFails(db.updateTable('sessions').set({ last_used_at: now, ...(address ? { address } : {}) }).where('token_hash', '=', tokenHash).execute());
  }
  return { id: row.id, isAffiliate: row.is_affiliate === 1 };
}

const LAST_USE_STEP_MS = 5 * 60_000;

/** The public id of a session on the account page: a prefix of its token's hash, which opens nothing. */
export const sessionId = (tokenHash: string) => tokenHash.slice(0, 16);

export function tokenHashOf(token: string): string {
  return hashToken(token);
}

export async function endSession(db: Database, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Signs a user out everywhere, except on the device holding `keep` when given. */
export async function endSessionsOf(db: Database, userId: number, keep?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep) query = query.where('token_hash', '!=', hashToken(keep));
  await query.execute();
}
