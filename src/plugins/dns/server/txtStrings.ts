import { TXT_STRING_BYTES } from '../contract';

const encoder = new TextEncoder();

/**
 * Cuts a TXT text into character-strings of at most 255 bytes (RFC 1035 §3.3), never inside a
 * UTF-8 sequence, so that each string decodes on its own.
 */
export function splitTxt(text: string): Uint8Array[] {
  const bytes = encoder.encode(text);
  const strings: Uint8Array[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + TXT_STRING_BYTES, bytes.length);
    while (end < bytes.length && end > start && (bytes[end] & 0xc0) === 0x80) end--;
    strings.push(bytes.subarray(start, end));
    start = end;
  }
  return strings.length > 0 ? strings : [new Uint8Array()];
}

/** One character-string in zone-file syntax: quoted, with quotes, backslashes and non-ASCII bytes escaped. */
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
