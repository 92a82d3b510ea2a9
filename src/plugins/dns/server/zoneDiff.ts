import type { RecordFields, ZoneDiff } from '../contract';
import { recordKey } from './zoneRules';

const sameRecord = (a: RecordFields, b: RecordFields) =>
  a.value === b.value && a.ttl === b.ttl && a.priority === b.priority && a.weight === b.weight && a.port === b.port;

/** What importing `next` over `current` would add, change and remove, matched by recordKey. */
export function diffZones(serial: number, current: readonly RecordFields[], next: readonly RecordFields[]): ZoneDiff {
  const before = new Map(current.map((r) => [recordKey(r), r]));
  const diff: ZoneDiff = { serial, added: [], changed: [], removed: [] };
  for (const record of next) {
    const key = recordKey(record);
    const old = before.get(key);
    if (!old) diff.added.push(record);
    else if (!sameRecord(old, record)) diff.changed.push({ from: old, to: record });
    before.delete(key);
  }
  diff.removed = [...before.values()];
  return diff;
}
