/**
 * A DNS record's data in presentation form (what a zone file and PowerDNS's API both read), built
 * from typed fields: the agent serves it, the panel's zone export writes it.
 */

/** A TXT character-string holds at most 255 bytes (RFC 1035 §3.3); longer texts are several strings. */
const TXT_STRING_BYTES = 255;

export interface RecordFieldsForData {
  type: 'A' | 'AAAA' | 'CNAME' | 'MX' | 'SRV' | 'TXT';
  value: string;
  priority?: number;
  weight?: number;
  port?: number;
}

/** Cuts a TXT text into character-strings of at most 255 bytes, never inside a UTF-8 sequence, so each decodes on its own. */
export function splitTxt(text: string): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const strings: Uint8Array[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + TXT_STRING_BYTES, bytes.length);
    while (end < bytes.length && end > start && (bytes[end]! & 0xc0) === 0x80) end--;
    strings.push(bytes.subarray(start, end));
    start = end;
  }
  return strings.length > 0 ? strings : [new Uint8Array()];
}

/** One character-string: quoted, with quotes, backslashes and non-ASCII bytes escaped. */
export function quoteTxtString(bytes: Uint8Array): string {
  let out = '"';
  for (const byte of bytes) {
    if (byte === 0x22 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte >= 0x20 && byte < 0x7f) out += String.fromCharCode(byte);
    else out += `\\${String(byte).padStart(3, '0')}`;
  }
  return `${out}"`;
}

export function txtRdata(text: string): string {
  return splitTxt(text).map(quoteTxtString).join(' ');
}

const absolute = (host: string) => `${host}.`;

export function recordData(record: RecordFieldsForData): string {
  switch (record.type) {
    case 'A':
    case 'AAAA':
      return record.value;
    case 'CNAME':
      return absolute(record.value);
    case 'MX':
      return `${record.priority} ${absolute(record.value)}`;
    case 'SRV':
      return `${record.priority} ${record.weight} ${record.port} ${absolute(record.value)}`;
    case 'TXT':
      return txtRdata(record.value);
  }
}
