import type { AccessHosting, HostingStatus } from '../../core/access/rules';
import type { Database } from '../db/database';

export interface HostingRow {
  id: number;
  domain: string;
  owner_id: number;
  status: string;
  has_domain: number;
  is_tester: number;
}

/** The hosting as the given user sees it (owner or guest with flags), or null when it is not theirs. */
export async function hostingRelation(db: Database, userId: number, domain: string): Promise<{ row: HostingRow; access: AccessHosting } | null | undefined> {
  const row = await db.selectFrom('hostings').select(['id', 'domain', 'owner_id', 'status', 'has_domain', 'is_tester']).where('domain', '=', domain).executeTakeFirst();
  if (!row) return undefined;
  const base = { domain: row.domain, status: row.status as HostingStatus, hasDomain: row.has_domain === 1, isTester: row.is_tester === 1 };
  if (row.owner_id === userId) return { row, access: { ...base, isGuest: false } };
  const share = await db.selectFrom('hosting_shares').selectAll().where('hosting_id', '=', row.id).where('user_id', '=', userId).executeTakeFirst();
  if (!share) return null;
  return {
    row,
    access: {
      ...base,
      isGuest: true,
      permissions: { hasWebsite: share.has_website === 1, hasDomain: share.has_domain === 1, hasEmail: share.has_email === 1 },
    },
  };
}
