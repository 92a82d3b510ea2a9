import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PartNotFound, type HostingDataHolder, type HostingRef } from '@server/hostingData/holders';
import type { DatabaseExport, DatabaseProvisioning } from '@server/provisioning/databases';

const INDEX = 'databases.json';

type IndexEntry = Omit<DatabaseExport, 'sql'> & { file: string; sha256?: string };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** How each dump ends when it was written whole (mysqldump, the driver's own dump, pg_dump); an empty dump is the sandbox's. */
const DUMP_ENDS = ['-- Dump completed', 'SET FOREIGN_KEY_CHECKS=1;', '-- PostgreSQL database dump complete'];
const dumpIsWhole = (sql: string) => !sql.trim() || DUMP_ENDS.some((end) => sql.trimEnd().slice(-200).includes(end));

async function readIndex(folder: string): Promise<IndexEntry[]> {
  return JSON.parse(await readFile(path.join(folder, INDEX), 'utf8').catch(() => '[]')) as IndexEntry[];
}

const dumpOf = (folder: string, entry: IndexEntry) => readFile(path.join(folder, path.basename(entry.file)), 'utf8');

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
        return { ...database, file, sha256: sha256(sql), sql };
      });
      for (const entry of index) await writeFile(path.join(folder, entry.file), entry.sql);
      await writeFile(path.join(folder, INDEX), JSON.stringify(index.map(({ sql: _sql, ...entry }) => entry), null, 2));
    },
    async restore(hosting, folder) {
      const index = await readIndex(folder);
      const restored: DatabaseExport[] = [];
      for (const entry of index) restored.push(exportOf(entry, await dumpOf(folder, entry)));
      // As with the files, the restore point is the whole truth: databases made since are dropped.
      for (const database of await databases.list(hosting)) await databases.remove(hosting, database);
      await databases.import(hosting, restored);
      // The users come back local only; remote access is the hosting's setting of today.
      await databases.setRemoteHosts(hosting, await remoteHostsOf(hosting));
    },
    async verify(folder) {
      let index: IndexEntry[];
      try {
        index = await readIndex(folder);
      } catch {
        return 'A lista dos bancos de dados do ponto de restauração não pôde ser lida.';
      }
      for (const entry of index) {
        const sql = await dumpOf(folder, entry).catch(() => null);
        if (sql === null) return `Falta no ponto de restauração o dump do banco de dados ${entry.dbname}.`;
        if (entry.sha256 && sha256(sql) !== entry.sha256) return `O dump do banco de dados ${entry.dbname} não confere com o registrado no backup.`;
        if (!dumpIsWhole(sql)) return `O dump do banco de dados ${entry.dbname} está incompleto.`;
        if (!entry.passwordHash) return `Falta no ponto de restauração o acesso do banco de dados ${entry.dbname}.`;
      }
      return null;
    },
    async parts(_hosting, folder) {
      return (await readIndex(folder)).map((entry) => entry.dbname);
    },
    async restorePart(hosting, folder, dbname) {
      const entry = (await readIndex(folder)).find((saved) => saved.dbname === dbname);
      if (!entry) throw new PartNotFound();
      const sql = await dumpOf(folder, entry);
      await databases.remove(hosting, entry);
      await databases.import(hosting, [exportOf(entry, sql)]);
      await databases.setRemoteHosts(hosting, await remoteHostsOf(hosting));
    },
    async remove(hosting) {
      for (const database of await databases.list(hosting)) await databases.remove(hosting, database);
    },
  };
}

function exportOf({ file: _file, sha256: _sha256, ...entry }: IndexEntry, sql: string): DatabaseExport {
  return { ...entry, sql };
}
