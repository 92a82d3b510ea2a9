import { DELETE_PREVIEW_LENGTH, groupOf, RECORD_GROUPS, type DnsRecord, type RecordGroup } from '../contract';

export type ZoneRow = { kind: 'group'; group: RecordGroup; count: number } | { kind: 'record'; record: DnsRecord };

export const displayName = (name: string) => name || '@';

/** TXT data in the delete confirmation: at most 30 characters, then an ellipsis. */
export function previewValue(record: Pick<DnsRecord, 'type' | 'value'>): string {
  if (record.type !== 'TXT' || record.value.length <= DELETE_PREVIEW_LENGTH) return record.value;
  return `${record.value.slice(0, DELETE_PREVIEW_LENGTH)}...`;
}

interface SearchKey {
  text: string;
  group: string;
}

/** Each record's lower-cased text, worked out once per record object, not on every keystroke. */
const searchKeys = new WeakMap<DnsRecord, SearchKey>();

function searchKeyOf(record: DnsRecord): SearchKey {
  let key = searchKeys.get(record);
  if (!key) {
    // A newline cannot be typed into the search field, so a needle never spans name and value.
    key = { text: `${displayName(record.name).toLowerCase()}\n${record.value.toLowerCase()}`, group: groupOf(record).toLowerCase() };
    searchKeys.set(record, key);
  }
  return key;
}

function matches(record: DnsRecord, needle: string): boolean {
  const key = searchKeyOf(record);
  return key.text.includes(needle) || key.group === needle;
}

/** The table's rows: records matching the search, under a header row per group, groups in order. */
export function zoneRows(records: readonly DnsRecord[], search: string): ZoneRow[] {
  const needle = search.trim().toLowerCase();
  const byGroup = new Map<RecordGroup, DnsRecord[]>();
  for (const record of records) {
    if (needle && !matches(record, needle)) continue;
    const group = groupOf(record);
    const list = byGroup.get(group) ?? [];
    list.push(record);
    byGroup.set(group, list);
  }
  return RECORD_GROUPS.flatMap((group): ZoneRow[] => {
    const list = byGroup.get(group);
    if (!list) return [];
    return [{ kind: 'group', group, count: list.length }, ...list.map((record): ZoneRow => ({ kind: 'record', record }))];
  });
}
