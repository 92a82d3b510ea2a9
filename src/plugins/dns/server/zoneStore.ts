import type { Generated, Kysely, Migration } from 'kysely';
import type { Database } from '@server/db/database';
import { txtTypeOf, type DnsRecord, type RecordFields, type RecordType } from '../contract';
import { DKIM_SELECTOR } from '../../../node/mailContract';
import { defaultRecords } from './defaultZone';
import { nextSerial } from './zoneFile';

type DnsZonesTable = {
  hosting_id: number;
  serial: number;
};

type DnsRecordsTable = {
  id: Generated<number>;
  hosting_id: number;
  type: string;
  name: string;
  value: string;
  ttl: number;
  priority: number | null;
  weight: number | null;
  port: number | null;
};

export type DnsTables = {
  dns_zones: DnsZonesTable;
  dns_records: DnsRecordsTable;
};

type ZoneDb = Kysely<DnsTables>;

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const migrations: Record<string, Migration> = {
  '0001_dns_zone': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('dns_zones')
        .addColumn('hosting_id', 'integer', (c) => c.primaryKey().references('hostings.id').onDelete('cascade'))
        .addColumn('serial', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('dns_records')
        .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
        .addColumn('hosting_id', 'integer', (c) => c.notNull().references('hostings.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('ttl', 'integer', (c) => c.notNull())
        .addColumn('priority', 'integer')
        .addColumn('weight', 'integer')
        .addColumn('port', 'integer')
        .execute();
      await db.schema.createIndex('dns_records_hosting').on('dns_records').columns(['hosting_id', 'type', 'name']).execute();
    },
  },
};

const INSERT_BATCH = 500;

/** Where the node's DKIM public key is published (src/node/dkim.ts signs with the selector `painel`). */
const NODE_DKIM_RECORD_NAME = `${DKIM_SELECTOR}._domainkey`;

function toRecord(row: Omit<DnsRecordsTable, 'id'> & { id: number }): DnsRecord {
  const record: DnsRecord = { id: row.id, type: row.type as RecordType, name: row.name, value: row.value, ttl: row.ttl };
  if (row.priority !== null) record.priority = row.priority;
  if (row.weight !== null) record.weight = row.weight;
  if (row.port !== null) record.port = row.port;
  if (record.type === 'TXT') {
    const txtType = txtTypeOf(record.name, record.value);
    if (txtType) record.txtType = txtType;
  }
  return record;
}

function toRow(hostingId: number, record: RecordFields) {
  return {
    hosting_id: hostingId,
    type: record.type,
    name: record.name,
    value: record.value,
    ttl: record.ttl,
    priority: record.priority ?? null,
    weight: record.weight ?? null,
    port: record.port ?? null,
  };
}

export function fieldsOf({ type, name, value, ttl, priority, weight, port }: DnsRecord): RecordFields {
  return { type, name, value, ttl, priority, weight, port };
}

async function insertAll(db: ZoneDb, hostingId: number, records: readonly RecordFields[]) {
  for (let start = 0; start < records.length; start += INSERT_BATCH) {
    await db.insertInto('dns_records').values(records.slice(start, start + INSERT_BATCH).map((r) => toRow(hostingId, r))).execute();
  }
}

/** The zone changed after the caller read it: an import previewed against an older zone. */
export class ZoneChangedError extends Error {}

export interface ZoneHosting {
  id: number;
  domain: string;
}

/** A hosting's DNS zone: created from the defaults on first use, serial raised on every change. */
export class ZoneStore {
  private readonly db: ZoneDb;

  constructor(
    private readonly core: Database,
    readonly hosting: ZoneHosting,
  ) {
    this.db = core.withTables<DnsTables>() as unknown as ZoneDb;
  }

  private async serverIp(): Promise<string> {
    const row = await this.core.selectFrom('hostings').select('server_ip').where('id', '=', this.hosting.id).executeTakeFirstOrThrow();
    return row.server_ip;
  }

  /** The zone's serial, creating the default zone in one transaction when the hosting has none yet. */
  async ensure(): Promise<number> {
    const zone = await this.db.selectFrom('dns_zones').select('serial').where('hosting_id', '=', this.hosting.id).executeTakeFirst();
    if (zone) return zone.serial;
    const defaults = defaultRecords(this.hosting.domain, await this.serverIp());
    const serial = nextSerial(0);
    await this.db.transaction().execute(async (trx) => {
      const created = await trx.insertInto('dns_zones').values({ hosting_id: this.hosting.id, serial }).onConflict((c) => c.doNothing()).executeTakeFirst();
      if (created.numInsertedOrUpdatedRows === 1n) await insertAll(trx, this.hosting.id, defaults);
    });
    return serial;
  }

  async list(): Promise<DnsRecord[]> {
    await this.ensure();
    const rows = await this.db.selectFrom('dns_records').selectAll().where('hosting_id', '=', this.hosting.id).orderBy('type').orderBy('name').orderBy('id').execute();
    return rows.map(toRecord);
  }

  async find(id: number): Promise<DnsRecord | undefined> {
    const row = await this.db.selectFrom('dns_records').selectAll().where('hosting_id', '=', this.hosting.id).where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  /** Runs one change and raises the serial, in one transaction; refused if the serial is no longer `expectedSerial`. */
  private async change<T>(work: (trx: ZoneDb) => Promise<T>, expectedSerial?: number): Promise<T> {
    await this.ensure();
    return this.db.transaction().execute(async (trx) => {
      const { serial } = await trx.selectFrom('dns_zones').select('serial').where('hosting_id', '=', this.hosting.id).executeTakeFirstOrThrow();
      if (expectedSerial !== undefined && serial !== expectedSerial) throw new ZoneChangedError();
      const result = await work(trx);
      await trx.updateTable('dns_zones').set({ serial: nextSerial(serial) }).where('hosting_id', '=', this.hosting.id).execute();
      return result;
    });
  }

  create(record: RecordFields): Promise<DnsRecord> {
    return this.change(async (trx) => {
      const row = await trx.insertInto('dns_records').values(toRow(this.hosting.id, record)).returningAll().executeTakeFirstOrThrow();
      return toRecord(row);
    });
  }

  update(id: number, record: RecordFields): Promise<DnsRecord> {
    return this.change(async (trx) => {
      const row = await trx.updateTable('dns_records').set(toRow(this.hosting.id, record)).where('hosting_id', '=', this.hosting.id).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      return toRecord(row);
    });
  }

  remove(id: number): Promise<void> {
    return this.change(async (trx) => {
      await trx.deleteFrom('dns_records').where('hosting_id', '=', this.hosting.id).where('id', '=', id).execute();
    });
  }

  /** Replaces every record at once: all of them or, on any failure, none. */
  replaceAll(records: readonly RecordFields[], expectedSerial?: number): Promise<void> {
    return this.change(async (trx) => {
      await trx.deleteFrom('dns_records').where('hosting_id', '=', this.hosting.id).execute();
      await insertAll(trx, this.hosting.id, records);
    }, expectedSerial);
  }

  /** The default records again; the node's DKIM key record stays (it is the mail server's key, not a default). */
  async reset(): Promise<void> {
    const dkim = (await this.list()).map(fieldsOf).filter((record) => record.type === 'TXT' && record.name === NODE_DKIM_RECORD_NAME);
    await this.replaceAll([...defaultRecords(this.hosting.domain, await this.serverIp()), ...dkim]);
  }
}
