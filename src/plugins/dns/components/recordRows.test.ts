import { describe, expect, it } from 'vitest';
import type { DnsRecord } from '../contract';
import { previewValue, zoneRows } from './recordRows';

const record = (id: number, fields: Partial<DnsRecord>): DnsRecord => ({ id, type: 'A', name: '', value: '192.0.2.1', ttl: 3600, ...fields });

const zone = [
  record(1, { type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=none', txtType: 'DMARC' }),
  record(2, { type: 'MX', value: 'mail.exemplo.com.br', priority: 10 }),
  record(3, { name: 'www' }),
  record(4, { type: 'TXT', name: 'outro', value: 'texto livre' }),
  record(5, { type: 'TXT', value: 'v=spf1 a mx ~all', txtType: 'SPF' }),
];

describe('zoneRows', () => {
  it('puts each record under its group, groups in the order A … TXT, DKIM, SPF, DMARC', () => {
    const rows = zoneRows(zone, '');
    expect(rows.map((r) => (r.kind === 'group' ? `[${r.group}]` : r.record.id))).toEqual(['[A]', 3, '[MX]', 2, '[TXT]', 4, '[SPF]', 5, '[DMARC]', 1]);
  });

  it('filters by name (@ for the apex), value or group, ignoring case', () => {
    const ids = (search: string) => zoneRows(zone, search).flatMap((r) => (r.kind === 'record' ? [r.record.id] : []));
    expect(ids('WWW')).toEqual([3]);
    expect(ids('@')).toEqual([2, 5]);
    expect(ids('mail.exemplo')).toEqual([2]);
    expect(ids('dmarc')).toEqual([1]);
    expect(zoneRows(zone, 'nada')).toEqual([]);
  });
});

describe('previewValue', () => {
  it('cuts TXT data at 30 characters, and only TXT data', () => {
    expect(previewValue({ type: 'TXT', value: 'a'.repeat(30) })).toBe('a'.repeat(30));
    expect(previewValue({ type: 'TXT', value: 'a'.repeat(31) })).toBe(`${'a'.repeat(30)}...`);
    expect(previewValue({ type: 'CNAME', value: `${'a'.repeat(40)}.com` })).toBe(`${'a'.repeat(40)}.com`);
  });
});
