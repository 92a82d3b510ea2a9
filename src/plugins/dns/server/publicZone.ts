import type { Database } from '@server/db/database';
import type { RecordFields } from '../contract';
import { generateZoneFile } from './zoneFile';
import { fieldsOf, ZoneChangedError, ZoneStore, type ZoneHosting } from './zoneStore';

/** Thrown by changeZoneRecords when the zone changed between its read and its write. */
export { ZoneChangedError };

/**
 * The dns plugin's server-side contract for other plugins (the e-mail deliverability check reads
 * and completes the zone through it): a hosting's zone records, a change that keeps some records
 * and adds others in one serial step, and the zone as a BIND file.
 */
export async function readZoneRecords(db: Database, hosting: ZoneHosting): Promise<RecordFields[]> {
  return (await new ZoneStore(db, hosting).list()).map(fieldsOf);
}

/** Keeps the records `keep` accepts and adds `add`, all at once; refused if the zone changed meanwhile. */
export async function changeZoneRecords(db: Database, hosting: ZoneHosting, keep: (record: RecordFields) => boolean, add: readonly RecordFields[]): Promise<void> {
  const store = new ZoneStore(db, hosting);
  const serial = await store.ensure();
  const records = (await store.list()).map(fieldsOf);
  await store.replaceAll([...records.filter(keep), ...add], serial);
}

/** The zone as a BIND master file (what named-checkzone reads). */
export async function zoneFileText(db: Database, hosting: ZoneHosting): Promise<string> {
  const store = new ZoneStore(db, hosting);
  const serial = await store.ensure();
  return generateZoneFile(hosting.domain, serial, (await store.list()).map(fieldsOf));
}
