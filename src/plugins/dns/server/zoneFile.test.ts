import { describe, expect, it } from 'vitest';
import type { RecordFields } from '../contract';
import { splitTxt, txtRdata } from '../../../node/recordData';
import { generateZoneFile, nextSerial, parseZoneFile, ZoneFileError } from './zoneFile';

const ORIGIN = 'exemplo.com.br';

function lineErrors(text: string) {
  try {
    parseZoneFile(text, ORIGIN);
  } catch (error) {
    if (error instanceof ZoneFileError) return error.errors;
    throw error;
  }
  return [];
}

describe('TXT strings', () => {
  it('keeps a short text in one string and cuts a long one every 255 bytes', () => {
    expect(splitTxt('abc')).toHaveLength(1);
    const parts = splitTxt('x'.repeat(600));
    expect(parts.map((p) => p.length)).toEqual([255, 255, 90]);
  });

  it('never cuts inside a multi-byte character', () => {
    const parts = splitTxt('a' + 'é'.repeat(200));
    expect(parts[0].length).toBe(255);
    const decoded = parts.map((p) => new TextDecoder('utf-8', { fatal: true }).decode(p));
    expect(decoded.join('')).toBe('a' + 'é'.repeat(200));
  });

  it('escapes quotes, backslashes and non-ASCII bytes', () => {
    expect(txtRdata('diz "oi" \\ ç')).toBe('"diz \\"oi\\" \\\\ \\195\\167"');
  });
});

describe('zone file', () => {
  const records: RecordFields[] = [
    { type: 'A', name: '', value: '203.0.113.10', ttl: 3600 },
    { type: 'AAAA', name: 'v6', value: '2001:db8::1', ttl: 600 },
    { type: 'CNAME', name: 'www', value: ORIGIN, ttl: 3600 },
    { type: 'MX', name: '', value: `mail.${ORIGIN}`, ttl: 3600, priority: 10 },
    { type: 'SRV', name: '_sip._tcp', value: `sip.${ORIGIN}`, ttl: 3600, priority: 10, weight: 5, port: 5060 },
    { type: 'TXT', name: 'longo', value: `v=DKIM1; p=${'A'.repeat(400)} "aspas" ção`, ttl: 60 },
  ];

  it('reads back exactly what it writes', () => {
    const text = generateZoneFile(ORIGIN, 2026010100, records);
    expect(text).toContain('IN\tSOA\tns1.painel.net.br. hostmaster.exemplo.com.br. ( 2026010100 ');
    expect(text).toContain('@\t3600\tIN\tNS\tns1.painel.net.br.');
    expect(parseZoneFile(text, ORIGIN)).toEqual(records);
  });

  it('understands relative names, omitted owners, parentheses, units and comments', () => {
    const text = [
      '$TTL 1h ; padrão',
      'www IN A 192.0.2.1',
      '    600 IN AAAA 2001:db8::2',
      'mail.exemplo.com.br. IN MX ( 5',
      '   smtp )',
      'txt IN TXT "um" "dois" "😀"',
      '$ORIGIN sub',
      'x IN A 192.0.2.2',
    ].join('\n');
    expect(parseZoneFile(text, ORIGIN)).toEqual([
      { type: 'A', name: 'www', value: '192.0.2.1', ttl: 3600 },
      { type: 'AAAA', name: 'www', value: '2001:db8::2', ttl: 600 },
      { type: 'MX', name: 'mail', value: `smtp.${ORIGIN}`, ttl: 3600, priority: 5 },
      { type: 'TXT', name: 'txt', value: 'umdois😀', ttl: 3600 },
      { type: 'A', name: 'x.sub', value: '192.0.2.2', ttl: 3600 },
    ]);
  });

  it('names every bad line', () => {
    const text = ['ok IN A 192.0.2.1', 'ruim IN A 999.0.0.1', 'v6 IN AAAA 192.0.2.1', 'fora.outro.com. IN A 192.0.2.1', 'x IN PTR y', 'mx IN MX a b'];
    expect(lineErrors(text.join('\n'))).toEqual([
      { line: 2, message: 'Informe um endereço IPv4 válido.' },
      { line: 3, message: 'Informe um endereço IPv6 válido.' },
      { line: 4, message: 'O nome fora.outro.com. está fora do domínio exemplo.com.br.' },
      { line: 5, message: 'Tipo de registro não suportado: PTR.' },
      { line: 6, message: 'Use apenas números, com no máximo 5 dígitos.' },
    ]);
  });

  it('refuses a CNAME beside another record of the same name, and at the apex', () => {
    expect(lineErrors('www IN A 192.0.2.1\nwww IN CNAME outro.com.')).toEqual([
      { line: 2, message: 'Um registro CNAME não pode existir ao lado de outros registros com o mesmo nome.' },
    ]);
    expect(lineErrors('@ IN CNAME outro.com.')[0].line).toBe(1);
  });

  it('raises the serial on every change, starting from today', () => {
    const today = new Date('2026-11-22T10:00:00Z');
    expect(nextSerial(0, today)).toBe(2026112200);
    expect(nextSerial(2026112200, today)).toBe(2026112201);
    expect(nextSerial(2026112299, today)).toBe(2026112300);
  });
});
