import { domainToASCII, domainToUnicode } from 'node:url';
import { parse } from 'tldts';
import { REGISTER_TEXTS } from '../../registerContract';

export interface ParsedName {
  /** ASCII (punycode) form, as registries store it. */
  domain: string;
  display: string;
  /** The label that is registered: "loja" in loja.com.br. */
  label: string;
  suffix: string;
}

export type NameCheck = { ok: true; name: ParsedName } | { ok: false; message: string };

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * Reads a registrable name: IDN through punycode, then the public suffix list (ICANN section) says
 * which part is the suffix. A bare label ("minhaloja") is searched under .com.br.
 */
export function parseName(input: string): NameCheck {
  const typed = input.includes('.') ? input : `${input}.com.br`;
  const ascii = domainToASCII(typed);
  if (!ascii || ascii.split('.').some((l) => !LABEL.test(l)) || ascii.length > 253) return { ok: false, message: REGISTER_TEXTS.searchInvalid };
  const info = parse(ascii, { allowPrivateDomains: false });
  if (!info.isIcann || !info.publicSuffix) return { ok: false, message: REGISTER_TEXTS.unknownSuffix(ascii.split('.').pop() ?? '') };
  if (!info.domain) return { ok: false, message: REGISTER_TEXTS.searchInvalid };
  if (info.domain !== ascii) return { ok: false, message: REGISTER_TEXTS.subdomain };
  const label = ascii.slice(0, -(info.publicSuffix.length + 1));
  if (label.startsWith('xn--') && domainToUnicode(label) === '') return { ok: false, message: REGISTER_TEXTS.searchInvalid };
  return { ok: true, name: { domain: ascii, display: domainToUnicode(ascii) || ascii, label, suffix: info.publicSuffix } };
}
