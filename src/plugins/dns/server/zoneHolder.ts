import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '@server/db/database';
import type { HostingDataHolder } from '@server/hostingData/holders';
import type { RecordFields } from '../contract';
import { generateZoneFile } from './zoneFile';
import { fieldsOf, ZoneStore, type DnsTables } from './zoneStore';

const RECORDS = 'records.json';

/**
 * The hosting's DNS zone as backup data: its records as JSON (what a restore reads) beside the
 * same zone as a BIND file for people. A hosting without a zone saves nothing and gets the default
 * zone again on first use.
 */
export function zoneHolder(db: Database): HostingDataHolder {
  const tables = db.withTables<DnsTables>();
  return {
    id: 'dns',
    async save(hosting, folder) {
      const zone = await tables.selectFrom('dns_zones').select('serial').where('hosting_id', '=', hosting.id).executeTakeFirst();
      if (!zone) return;
      const records = (await new ZoneStore(db, hosting).list()).map(fieldsOf);
      await writeFile(path.join(folder, RECORDS), JSON.stringify({ serial: zone.serial, records }));
      await writeFile(path.join(folder, `${hosting.domain}.zone`), generateZoneFile(hosting.domain, zone.serial, records));
    },
    async restore(hosting, folder) {
      const saved = await readFile(path.join(folder, RECORDS), 'utf8').catch(() => null);
      if (saved === null) {
        await this.remove(hosting);
        return;
      }
      const { records } = JSON.parse(saved) as { records: RecordFields[] };
      await new ZoneStore(db, hosting).replaceAll(records);
    },
    async remove(hosting) {
      await tables.deleteFrom('dns_records').where('hosting_id', '=', hosting.id).execute();
      await tables.deleteFrom('dns_zones').where('hosting_id', '=', hosting.id).execute();
    },
  };
}
