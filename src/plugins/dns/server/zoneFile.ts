import { DEFAULT_TTL, MAX_ZONE_RECORDS, RECOMMENDED_NAMESERVERS, recordInputSchema, type ImportLineError, type RecordFields } from '../contract';
import { recordData } from '../../../node/recordData';
import { zoneConflict } from './zoneRules';

/** SOA timers: refresh, retry, expire, negative-answer ttl (RFC 1912 §2.2 values). */
const SOA_TIMERS = [3600, 600, 1209600, 3600] as const;

const absolute = (host: string) => `${host}.`;

/** The zone as a BIND master file, with its SOA and the provider's NS records. */
export function generateZoneFile(origin: string, serial: number, records: readonly RecordFields[]): string {
  const [refresh, retry, expire, minimum] = SOA_TIMERS;
  const lines = [
    `$ORIGIN ${absolute(origin)}`,
    `$TTL ${DEFAULT_TTL}`,
    `@\t${DEFAULT_TTL}\tIN\tSOA\t${absolute(RECOMMENDED_NAMESERVERS[0])} hostmaster.${absolute(origin)} ( ${serial} ${refresh} ${retry} ${expire} ${minimum} )`,
    ...RECOMMENDED_NAMESERVERS.map((ns) => `@\t${DEFAULT_TTL}\tIN\tNS\t${absolute(ns)}`),
    ...records.map((r) => `${r.name || '@'}\t${r.ttl}\tIN\t${r.type}\t${recordData(r)}`),
  ];
  return `${lines.join('\n')}\n`;
}

/** The next SOA serial: YYYYMMDDnn, always above the previous one. */
export function nextSerial(previous: number, now = new Date()): number {
  const today = Number(now.toISOString().slice(0, 10).replaceAll('-', '')) * 100;
  return Math.max(previous + 1, today);
}

interface Token {
  text: string;
  quoted: boolean;
}

interface Entry {
  line: number;
  ownerOmitted: boolean;
  tokens: Token[];
}

export class ZoneFileError extends Error {
  constructor(readonly errors: ImportLineError[]) {
    super(errors.map((e) => `Linha ${e.line}: ${e.message}`).join('\n'));
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: false });

/** Splits the text into logical entries: comments dropped, parentheses joined, quoted strings kept whole. */
function tokenize(text: string): Entry[] {
  const entries: Entry[] = [];
  let line = 1;
  let entry: Entry | null = null;
  let depth = 0;
  let i = 0;
  const startEntry = (ownerOmitted: boolean) => {
    entry = { line, ownerOmitted, tokens: [] };
    entries.push(entry);
    return entry;
  };
  let atLineStart = true;
  while (i < text.length) {
    const char = text[i];
    if (char === '\n') {
      line++;
      i++;
      if (depth === 0) {
        entry = null;
        atLineStart = true;
      }
      continue;
    }
    if (char === ' ' || char === '\t' || char === '\r') {
      i++;
      atLineStart = false;
      continue;
    }
    if (char === ';') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    const current: Entry = entry ?? startEntry(!atLineStart);
    atLineStart = false;
    if (char === '(') {
      depth++;
      i++;
      continue;
    }
    if (char === ')') {
      if (depth === 0) throw new ZoneFileError([{ line, message: 'Parêntese fechado sem ter sido aberto.' }]);
      depth--;
      i++;
      continue;
    }
    if (char === '"') {
      const bytes: number[] = [];
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\n') throw new ZoneFileError([{ line, message: 'Texto entre aspas não foi fechado.' }]);
        if (text[i] === '\\') {
          const digits = text.slice(i + 1, i + 4);
          if (/^\d{3}$/.test(digits)) {
            bytes.push(Number(digits));
            i += 4;
            continue;
          }
          i++;
        }
        const character = String.fromCodePoint(text.codePointAt(i)!);
        bytes.push(...encoder.encode(character));
        i += character.length;
      }
      if (i >= text.length) throw new ZoneFileError([{ line, message: 'Texto entre aspas não foi fechado.' }]);
      i++;
      current.tokens.push({ text: decoder.decode(new Uint8Array(bytes)), quoted: true });
      continue;
    }
    let word = '';
    while (i < text.length && !/[\s;()"]/.test(text[i])) word += text[i++];
    current.tokens.push({ text: word, quoted: false });
  }
  if (depth > 0) throw new ZoneFileError([{ line, message: 'Parêntese aberto e não fechado.' }]);
  return entries;
}

const TTL_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400, w: 604800 };

function parseTtl(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  const parts = [...text.toLowerCase().matchAll(/(\d+)([smhdw])/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text.toLowerCase()) return null;
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * TTL_UNITS[unit], 0);
}

const SUPPORTED = new Set(['A', 'AAAA', 'CNAME', 'MX', 'SRV', 'TXT']);

/**
 * Reads a BIND master file for the zone `origin` into records, validated as on create. SOA and
 * the apex NS records are the provider's and are skipped. Throws ZoneFileError naming each bad line.
 */
export function parseZoneFile(text: string, origin: string): RecordFields[] {
  const zone = origin.toLowerCase();
  let currentOrigin = zone;
  let defaultTtl = DEFAULT_TTL;
  let previousOwner = '';
  const records: RecordFields[] = [];
  const lines: number[] = [];
  const errors: ImportLineError[] = [];

  const relative = (name: string, line: number): string | null => {
    const lower = name.toLowerCase();
    const full = lower === '@' ? currentOrigin : lower.endsWith('.') ? lower.slice(0, -1) : `${lower}.${currentOrigin}`;
    if (full === zone) return '';
    if (full.endsWith(`.${zone}`)) return full.slice(0, -(zone.length + 1));
    errors.push({ line, message: `O nome ${name} está fora do domínio ${zone}.` });
    return null;
  };
  const target = (name: string) => {
    const lower = name.toLowerCase();
    if (lower === '@') return currentOrigin;
    return lower.endsWith('.') ? lower.slice(0, -1) : `${lower}.${currentOrigin}`;
  };

  for (const { line, ownerOmitted, tokens } of tokenize(text)) {
    if (tokens.length === 0) continue;
    const words = tokens.map((t) => t.text);
    if (!tokens[0].quoted && words[0].startsWith('$')) {
      const directive = words[0].toUpperCase();
      if (directive === '$ORIGIN' && words[1]) currentOrigin = target(words[1]);
      else if (directive === '$TTL' && parseTtl(words[1] ?? '') !== null) defaultTtl = parseTtl(words[1])!;
      else errors.push({ line, message: `Diretiva não suportada: ${words.join(' ')}` });
      continue;
    }
    let rest = tokens;
    let owner = previousOwner;
    if (!ownerOmitted) {
      const name = relative(words[0], line);
      if (name === null) continue;
      owner = name;
      rest = tokens.slice(1);
    }
    previousOwner = owner;
    let ttl = defaultTtl;
    while (rest.length > 0 && !rest[0].quoted) {
      const word = rest[0].text.toUpperCase();
      if (word === 'IN') rest = rest.slice(1);
      else if (parseTtl(word) !== null) {
        ttl = parseTtl(word)!;
        rest = rest.slice(1);
      } else break;
    }
    const type = rest[0]?.text.toUpperCase();
    const data = rest.slice(1).map((t) => t.text);
    if (!type) {
      errors.push({ line, message: 'Registro incompleto.' });
      continue;
    }
    if (type === 'SOA' || (type === 'NS' && owner === '')) continue;
    if (!SUPPORTED.has(type)) {
      errors.push({ line, message: `Tipo de registro não suportado: ${type}.` });
      continue;
    }
    const expected = { A: 1, AAAA: 1, CNAME: 1, MX: 2, SRV: 4 }[type as 'A'];
    if (expected !== undefined && data.length !== expected) {
      errors.push({ line, message: `Um registro ${type} precisa de ${expected} ${expected === 1 ? 'valor' : 'valores'}.` });
      continue;
    }
    const input =
      type === 'MX' ? { priority: data[0], value: target(data[1]) }
      : type === 'SRV' ? { priority: data[0], weight: data[1], port: data[2], value: target(data[3]) }
      : type === 'CNAME' ? { value: target(data[0]) }
      : type === 'TXT' ? { value: data.join('') }
      : { value: data[0] };
    const parsed = recordInputSchema.safeParse({ type, name: owner, ttl, ...input });
    if (!parsed.success) {
      errors.push({ line, message: parsed.error.issues[0].message });
      continue;
    }
    records.push(parsed.data);
    lines.push(line);
  }
  if (records.length > MAX_ZONE_RECORDS) errors.push({ line: lines[MAX_ZONE_RECORDS], message: `Uma zona pode ter no máximo ${MAX_ZONE_RECORDS} registros.` });
  const conflict = errors.length === 0 ? zoneConflict(records) : null;
  if (conflict) errors.push({ line: lines[conflict[0]], message: conflict[1] });
  if (errors.length > 0) throw new ZoneFileError(errors.sort((a, b) => a.line - b.line));
  return records;
}
