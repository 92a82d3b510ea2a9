import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { HostingDataHolder, HostingRef } from '@server/hostingData/holders';
import type { DatabaseExport, DatabaseProvisioning } from '@server/provisioning/databases';

const INDEX = 'databases.json';

/**
 * The hosting's databases as backup data: an index (names, users, password hashes) and one SQL
 * file per database. Restoring brings back exactly the databases of the restore point; removal drops them all.
 */
export function databasesHolder(databases: DatabaseProvisioning, remoteHostsOf: (hosting: HostingRef) => Promise<string[]>): HostingDataHolder {
  return {
    id: 'databases',
    async save(hosting, folder) {
      const exported = await databases.export(hosting);
      const index = exported.map(({ sql, ...database }) => {
        const file = `${database.dbms}-${database.dbname}.sql`;
        return { ...database, file, sql };
      });
      for (const entry of index) await writeFile(path.join(folder, entry.file), entry.sql);
      await writeFile(path.join(folder, INDEX), JSON.stringify(index.map(({ sql: _sql, ...entry }) => entry), null, 2));
    },
    async restore(hosting, folder) {
      const index = JSON.parse(await readFile(path.join(folder, INDEX), 'utf8').catch(() => '[]')) as (Omit<DatabaseExport, 'sql'> & { file: string })[];
      const restored: DatabaseExport[] = [];
      for (const { file, ...entry } of index) restored.push({ ...entry, sql: await readFile(path.join(folder, path.basename(file)), 'utf8') });
      // As with the files, the restore point is the whole truth: databases made since are dropped.
      for (const database of await databases.list(hosting)) await databases.remove(hosting, database);
      await databases.import(hosting, restored);
      // The users come back local only; remote access is the hosting's setting of today.
      await databases.setRemoteHosts(hosting, await remoteHostsOf(hosting));
    },
    async remove(hosting) {
      for (const database of await databases.list(hosting)) await databases.remove(hosting, database);
    },
  };
}
