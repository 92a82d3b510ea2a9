/**
 * Deliverability (beyond the spec): the SPF, DKIM and DMARC records a domain needs for its mail
 * to be accepted elsewhere, and how the hosting's zone compares. Pure: shared by the card and the API.
 */
import { DKIM_SELECTOR } from '../../node/mailContract';

export type AuthKind = 'SPF' | 'DKIM' | 'DMARC';
export type RecordState = 'ok' | 'missing' | 'different';

export interface NeededRecord {
  kind: AuthKind;
  type: 'TXT';
  /** Relative to the domain: '' is the domain itself. */
  name: string;
  value: string;
}

export interface CheckedRecord extends NeededRecord {
  state: RecordState;
  /** What the zone holds there today, when it holds something else. */
  found: string | null;
}

export interface Deliverability {
  domain: string;
  /** The zone is served here, so the missing records can be added in one click. */
  hostedHere: boolean;
  records: CheckedRecord[];
}

/** The selector the node signs with (src/node/mailContract.ts): the DKIM record is `painel._domainkey.<domain>`. */
export { DKIM_SELECTOR };

/** The DKIM record of the node's public key for the domain's mail. */
export const dkimRecord = (dkimPublicKey: string) => ({ type: 'TXT' as const, name: `${DKIM_SELECTOR}._domainkey`, value: `v=DKIM1; k=rsa; p=${dkimPublicKey}` });

/** SPF names the hosting's server (its A and MX records point there too), DKIM the node's key, DMARC quarantines what fails both. */
export function neededRecords(domain: string, serverIp: string, dkimPublicKey: string): NeededRecord[] {
  return [
    { kind: 'SPF', type: 'TXT', name: '', value: `v=spf1 a mx ip4:${serverIp} ~all` },
    { kind: 'DKIM', ...dkimRecord(dkimPublicKey) },
    { kind: 'DMARC', type: 'TXT', name: '_dmarc', value: `v=DMARC1; p=quarantine; rua=mailto:postmaster@${domain}; adkim=r; aspf=r` },
  ];
}

const SPF_MECHANISM = /^[+\-~?]?(all|include:\S+|a(:\S+)?(\/\d+)?|mx(:\S+)?(\/\d+)?|ptr(:\S+)?|ip4:\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?|ip6:[0-9a-f:]+(\/\d{1,3})?|exists:\S+)$/i;
const SPF_MODIFIER = /^(redirect|exp)=\S+$/i;

/** RFC 7208 shape: "v=spf1", then mechanisms and modifiers, and at most one "all" at the end. */
export function isValidSpf(value: string): boolean {
  const terms = value.trim().split(/\s+/);
  if (terms[0] !== 'v=spf1') return false;
  const rest = terms.slice(1);
  if (!rest.every((term) => SPF_MECHANISM.test(term) || SPF_MODIFIER.test(term))) return false;
  const alls = rest.findIndex((term) => /^[+\-~?]?all$/i.test(term));
  return alls === -1 || alls === rest.length - 1;
}

const DMARC_TAGS: Record<string, RegExp> = {
  p: /^(none|quarantine|reject)$/,
  sp: /^(none|quarantine|reject)$/,
  rua: /^mailto:[^\s,;]+@[^\s,;]+(,mailto:[^\s,;]+@[^\s,;]+)*$/,
  ruf: /^mailto:[^\s,;]+@[^\s,;]+(,mailto:[^\s,;]+@[^\s,;]+)*$/,
  adkim: /^[rs]$/,
  aspf: /^[rs]$/,
  pct: /^(100|[1-9]?\d)$/,
  fo: /^[01ds](:[01ds])*$/,
  rf: /^afrf$/,
  ri: /^\d+$/,
};

/** RFC 7489 shape: "v=DMARC1" first, "p" second, every other tag known and well formed. */
export function isValidDmarc(value: string): boolean {
  const tags = value.split(';').map((t) => t.trim()).filter(Boolean).map((t) => t.split('=').map((s) => s.trim()));
  if (tags[0]?.[0] !== 'v' || tags[0][1] !== 'DMARC1' || tags[1]?.[0] !== 'p') return false;
  const seen = new Set<string>();
  return tags.slice(1).every(([tag, val]) => {
    if (seen.has(tag) || val === undefined || !DMARC_TAGS[tag]?.test(val)) return false;
    seen.add(tag);
    return true;
  });
}

interface ZoneRecord {
  type: string;
  name: string;
  value: string;
}

const squash = (text: string) => text.replace(/\s+/g, '');

/** Whether a zone record is the one `needed` stands for (so the fix replaces it). */
export function occupies(needed: NeededRecord, record: ZoneRecord): boolean {
  if (record.type !== 'TXT' || record.name !== needed.name) return false;
  return needed.kind !== 'SPF' || /^v=spf1(\s|$)/i.test(record.value.trim());
}

/** Each needed record's state in the zone: the same, missing, or something else in its place. */
export function checkRecords(needed: NeededRecord[], zone: ZoneRecord[], serverIp: string): CheckedRecord[] {
  return needed.map((record) => {
    const present = zone.filter((z) => occupies(record, z));
    const good = (z: ZoneRecord) => {
      if (record.kind === 'SPF') return present.length === 1 && isValidSpf(z.value) && /(^|\s)[+]?(a|mx|ip4:([\d.]+))(\s|$)/.test(z.value) && (!/ip4:/.test(z.value) || z.value.includes(`ip4:${serverIp}`) || /(^|\s)[+]?(a|mx)(\s|$)/.test(z.value));
      if (record.kind === 'DMARC') return present.length === 1 && isValidDmarc(z.value);
      return squash(z.value).includes(squash(record.value.slice(record.value.indexOf('p='))));
    };
    if (present.length === 0) return { ...record, state: 'missing', found: null };
    if (present.some(good)) return { ...record, state: 'ok', found: null };
    return { ...record, state: 'different', found: present.map((z) => z.value).join(' | ') };
  });
}
