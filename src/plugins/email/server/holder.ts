import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { isPostgres, type Database } from '@server/db/database';
import { PartNotFound, type HostingDataHolder } from '@server/hostingData/holders';

type Row = Record<string, unknown>;
type AnyTables = Record<string, Row>;
const ROWS_PER_INSERT = 100;

/**
 * The e-mail plugin's tables that hold a hosting's mail: every `email_*` table with a
 * `hosting_id` column (mailboxes, forwarders, and lists or whatever the plugin adds later).
 */
async function mailTables(db: Database): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.filter((t) => t.name.startsWith('email_') && t.columns.some((c) => c.name === 'hosting_id')).map((t) => t.name).sort();
}

/**
 * The tables ordered so that a table comes after those its foreign keys point at. SQLite checks
 * them at commit (deferred), PostgreSQL's are not deferrable: rows go in parents first.
 */
async function parentsFirst(db: Database, tables: string[]): Promise<string[]> {
  if (!isPostgres(db)) return tables;
  const { rows: links } = await sql<{ child: string; parent: string }>`
    select tc.table_name as child, ccu.table_name as parent
    from information_schema.table_constraints tc
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()`.execute(db);
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const { parent } of links.filter((link) => link.child === table && link.parent !== table && tables.includes(link.parent))) visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** The e-mail tables whose rows belong to one mailbox (an `account_id` column): aliases, autoresponder. */
async function accountTables(db: Database, tables: string[]): Promise<string[]> {
  const all = await db.introspection.getTables();
  return all.filter((t) => tables.includes(t.name) && t.columns.some((c) => c.name === 'account_id')).map((t) => t.name);
}

async function savedRows(folder: string, table: string): Promise<Row[]> {
  return JSON.parse(await readFile(path.join(folder, `${table}.json`), 'utf8').catch(() => '[]')) as Row[];
}

/**
 * A hosting's mailboxes' data as backup data: each table's rows of the hosting, as JSON, one file
 * per table. A restore replaces the hosting's rows by the saved ones (ids kept, so rows that point
 * at each other still do); removal deletes them.
 */
export function emailHolder(db: Database): HostingDataHolder {
  const rows = db as unknown as Kysely<AnyTables>;
  return {
    id: 'emails',
    async save(hosting, folder) {
      await mkdir(folder, { recursive: true });
      for (const table of await mailTables(db)) {
        const saved = await rows.selectFrom(table).selectAll().where('hosting_id', '=', hosting.id).execute();
        await writeFile(path.join(folder, `${table}.json`), JSON.stringify(saved));
      }
    },
    async restore(hosting, folder) {
      const tables = await parentsFirst(db, await mailTables(db));
      const saved = new Map<string, Row[]>();
      for (const table of tables) {
        const text = await readFile(path.join(folder, `${table}.json`), 'utf8').catch(() => null);
        if (text !== null) saved.set(table, (JSON.parse(text) as Row[]).map((row) => ({ ...row, hosting_id: hosting.id })));
      }
      // A point taken before e-mail was part of backups holds nothing of it: the mail stays as it is.
      if (saved.size === 0) return;
      await db.transaction().execute(async (trx) => {
        // Rows of one table may point at another's: checked when the whole restore commits.
        await (isPostgres(trx) ? sql`SET CONSTRAINTS ALL DEFERRED` : sql`PRAGMA defer_foreign_keys = ON`).execute(trx);
        const t = trx as unknown as Kysely<AnyTables>;
        for (const table of [...tables].reverse()) if (saved.has(table)) await t.deleteFrom(table).where('hosting_id', '=', hosting.id).execute();
        for (const table of tables) {
          const list = saved.get(table) ?? [];
          for (let i = 0; i < list.length; i += ROWS_PER_INSERT) await t.insertInto(table).values(list.slice(i, i + ROWS_PER_INSERT)).execute();
        }
      });
    },
    async parts(hosting, folder) {
      return (await savedRows(folder, 'email_accounts')).map((row) => `${String(row.username)}@${hosting.domain}`).sort();
    },
    /** One mailbox (by address) with its aliases and autoresponder, as saved; the other mailboxes as they are. */
    async restorePart(hosting, folder, address) {
      const username = address.toLowerCase().endsWith(`@${hosting.domain}`) ? address.slice(0, -(hosting.domain.length + 1)) : address;
      const account = (await savedRows(folder, 'email_accounts')).find((row) => row.username === username);
      if (!account) throw new PartNotFound();
      // Read before the transaction: SQLite's one connection is the transaction's until it ends.
      const owned = await accountTables(db, await mailTables(db));
      const ownedRows = new Map<string, Row[]>();
      for (const table of owned) ownedRows.set(table, (await savedRows(folder, table)).filter((row) => row.account_id === account.id));
      await db.transaction().execute(async (trx) => {
        await (isPostgres(trx) ? sql`SET CONSTRAINTS ALL DEFERRED` : sql`PRAGMA defer_foreign_keys = ON`).execute(trx);
        const t = trx as unknown as Kysely<AnyTables>;
        const present = await t.selectFrom('email_accounts').select('id').where('hosting_id', '=', hosting.id).where('username', '=', username).execute();
        const ids = [...new Set([account.id, ...present.map((row) => row.id)])];
        for (const table of owned) await t.deleteFrom(table).where('hosting_id', '=', hosting.id).where('account_id', 'in', ids).execute();
        await t.deleteFrom('email_accounts').where('hosting_id', '=', hosting.id).where('id', 'in', ids).execute();
        await t.insertInto('email_accounts').values({ ...account, hosting_id: hosting.id }).execute();
        for (const table of owned) {
          const rows = ownedRows.get(table) ?? [];
          if (rows.length) await t.insertInto(table).values(rows.map((row) => ({ ...row, hosting_id: hosting.id }))).execute();
        }
      });
    },
    async size(hosting) {
      const { rows: sums } = await sql<{ bytes: number | null }>`select (select coalesce(sum(size_bytes), 0) from email_accounts where hosting_id = ${hosting.id}) + (select coalesce(sum(size_bytes), 0) from email_lists where hosting_id = ${hosting.id}) as bytes`.execute(db);
      return Number(sums[0]?.bytes ?? 0);
    },
    async remove(hosting) {
      // Read before the transaction: SQLite's one connection is the transaction's until it ends.
      const tables = await mailTables(db);
      await db.transaction().execute(async (trx) => {
        for (const table of tables) await (trx as unknown as Kysely<AnyTables>).deleteFrom(table).where('hosting_id', '=', hosting.id).execute();
      });
    },
  };
}
