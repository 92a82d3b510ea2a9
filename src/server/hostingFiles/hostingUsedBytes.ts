import type { Database } from '../db/database';
import type { HostingData } from '../hostingData/holders';

/** Everything a hosting keeps on its plan's disk: the bytes of every data holder (files, databases, mailboxes…). */
export function hostingUsedBytes(db: Database, hostingData: HostingData) {
  return async (hostingId: number): Promise<number> => {
    const hosting = await db.selectFrom('hostings').select(['id', 'domain', 'username']).where('id', '=', hostingId).executeTakeFirst();
    if (!hosting) return 0;
    const sizes = await hostingData.sizes(hosting);
    return Object.values(sizes).reduce((sum, bytes) => sum + bytes, 0);
  };
}
