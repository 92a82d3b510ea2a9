import type { RecordFields } from '../contract';

export const ZONE_MESSAGES = {
  cnameAtApex: 'Um registro CNAME não pode ser criado na raiz do domínio (@).',
  cnameBeside: 'Um registro CNAME não pode existir ao lado de outros registros com o mesmo nome.',
  duplicate: 'Este registro já existe.',
} as const;

/** What identifies a record in a zone: two records with the same key are the same record. */
export function recordKey(record: Pick<RecordFields, 'type' | 'name' | 'value'> & Partial<RecordFields>): string {
  const target = record.type === 'MX' || record.type === 'SRV' ? `${record.value}|${record.port ?? ''}` : record.value;
  return record.type === 'CNAME' ? `CNAME|${record.name}` : `${record.type}|${record.name}|${target}`;
}

/**
 * The first rule a DNS server would refuse the zone for, as [index of the offending record,
 * message], or null when the zone is sound. Records are checked in order, so the offender is
 * the later of two clashing records.
 */
export function zoneConflict(records: readonly RecordFields[]): [number, string] | null {
  const typesByName = new Map<string, Set<string>>();
  const keys = new Set<string>();
  for (const [index, record] of records.entries()) {
    if (record.type === 'CNAME' && record.name === '') return [index, ZONE_MESSAGES.cnameAtApex];
    const types = typesByName.get(record.name) ?? new Set<string>();
    if (types.has('CNAME') || (record.type === 'CNAME' && types.size > 0)) return [index, ZONE_MESSAGES.cnameBeside];
    const key = recordKey(record);
    if (keys.has(key)) return [index, ZONE_MESSAGES.duplicate];
    keys.add(key);
    types.add(record.type);
    typesByName.set(record.name, types);
  }
  return null;
}
