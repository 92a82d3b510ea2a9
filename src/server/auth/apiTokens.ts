import { randomBytes } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { PermissionFlag } from '../../core/access/rules';
import type { Database } from '../db/database';
import { nowIso } from '../db/database';
import { preparedQuery } from '../db/preparedQuery';
import { unlessStorageFails } from '../http/storageFailure';
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
  /** As its user named it: what the activity log says a change came through. */
  name: string;
  /** Only GET and HEAD. */
  readOnly: boolean;
  /** Only the routes about these hostings; null for the whole account. */
  hostingIds: number[] | null;
  /** Only what a guest with these permissions may do; null for the user's own rights. */
  permissions: PermissionFlag[] | null;
  /** Only from these addresses or networks (CIDR); null from anywhere. */
  addresses: string[] | null;
  lastUsed: { at: string; address: string } | null;
}

/** How often a token's last use is written at most, unless it comes from another address. */
const LAST_USE_EVERY_MS = 5 * 60_000;

/** An address (`203.0.113.7`, `2001:db8::1`) or a network (`203.0.113.0/24`), as a token's allowed origin. */
export function isAddressOrNetwork(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const blockLists = new Map<string, BlockList>();

/** Whether the address is one of the allowed ones (an IPv4 address mapped into IPv6 counts as itself). */
export function addressAllowed(allowed: readonly string[], address: string): boolean {
  const key = allowed.join(',');
  let list = blockLists.get(key);
  if (!list) {
    list = new BlockList();
    for (const entry of allowed) {
      const [base, prefix] = entry.split('/');
      const family = isIP(base) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(base, family);
      else list.addSubnet(base, Number(prefix), family);
    }
    if (blockLists.size > 1000) blockLists.clear();
    blockLists.set(key, list);
  }
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
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
      .select(['api_tokens.id', 'api_tokens.name', 'api_tokens.user_id', 'api_tokens.read_only', 'api_tokens.permissions', 'api_tokens.addresses', 'api_tokens.expires_at', 'api_tokens.last_used_at', 'api_tokens.last_used_address', 'users.is_affiliate'])
      .where('api_tokens.token_hash', '=', tokenHash),
  { reuseUntilChange: true },
);

const tokenHostings = preparedQuery((db: Database, { tokenId }: { tokenId: number }) => db.selectFrom('api_token_hostings').select('hosting_id').where('token_id', '=', tokenId), { reuseUntilChange: true });

const listOrNull = <T>(json: string | null): T[] | null => (json === null ? null : (JSON.parse(json) as T[]));

/**
 * The user and scope behind an API token, read like a session's (sessionUser): compiled once, not read
 * again while nothing changed.
 */
export async function apiTokenUser(db: Database, token: string): Promise<{ userId: number; isAffiliate: boolean; scope: ApiTokenScope } | null> {
  const [row] = await tokenAndUser(db, { tokenHash: bearerTokenHash(token) });
  const now = nowIso();
  if (!row || (row.expires_at !== null && row.expires_at <= now)) return null;
  const hostings = await tokenHostings(db, { tokenId: row.id });
  return {
    userId: row.user_id,
    isAffiliate: row.is_affiliate === 1,
    scope: {
      id: row.id,
      name: row.name,
      readOnly: row.read_only === 1,
      hostingIds: hostings.length ? hostings.map((hosting) => hosting.hosting_id) : null,
      permissions: listOrNull<PermissionFlag>(row.permissions),
      addresses: listOrNull<string>(row.addresses),
      lastUsed: row.last_used_at && row.last_used_address ? { at: row.last_used_at, address: row.last_used_address } : null,
    },
  };
}

/** Notes a use the guard let through, for the tokens list: now and then, or at once from another address. */
export async function noteApiTokenUse(db: Database, scope: ApiTokenScope, address: string): Promise<void> {
  const now = nowIso();
  const { lastUsed } = scope;
  if (lastUsed && lastUsed.address === address && Date.parse(now) - Date.parse(lastUsed.at) < LAST_USE_EVERY_MS) return;
  await unlessStorageFails(db.updateTable('api_tokens').set({ last_used_at: now, last_used_address: address }).where('id', '=', scope.id).execute());
}
