import { z } from '../../core/validation/zod';

/** The DNS zone of a hosting (part 2 §3 "DNS record", §4, §5, §7 "DNS", §9 "DNS"), shared by the UI and the API. */

export const RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'SRV', 'TXT'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const TXT_TYPES = ['DKIM', 'SPF', 'DMARC'] as const;
export type TxtType = (typeof TXT_TYPES)[number];

/** The table's groups, in order: the record types, then the TXT subtypes. */
export const RECORD_GROUPS = [...RECORD_TYPES, ...TXT_TYPES] as const;
export type RecordGroup = (typeof RECORD_GROUPS)[number];

export const SRV_PROTOCOLS = ['tcp', 'udp', 'tls'] as const;

export const DEFAULT_TTL = 3600;
export const TTL_OPTIONS = [86400, 43200, 21600, 14400, 10800, 3600, 1800, 600, 60] as const;
export const MIN_TTL = 60;
export const MAX_TTL = 604800;

/** The servers a hosting's domain must point to (the Status tab). */
export const RECOMMENDED_NAMESERVERS = ['ns1.painel.net.br', 'ns2.painel.net.br'] as const;

/** A TXT character-string holds at most 255 bytes; longer texts are several strings. */
export const TXT_STRING_BYTES = 255;
export const MAX_TXT_LENGTH = 4000;
export const DELETE_PREVIEW_LENGTH = 30;
export const MAX_ZONE_RECORDS = 10000;

export interface DnsRecord {
  id: number;
  type: RecordType;
  txtType?: TxtType;
  /** Relative to the zone; '' is the apex, shown as @. */
  name: string;
  value: string;
  ttl: number;
  priority?: number;
  weight?: number;
  port?: number;
}

export interface DomainStatus {
  domain: string;
  configured: boolean;
  serverIp: string;
  nameservers: string[];
}

export interface ZoneDiff {
  serial: number;
  added: RecordFields[];
  changed: { from: RecordFields; to: RecordFields }[];
  removed: RecordFields[];
}

export interface ImportLineError {
  line: number;
  message: string;
}

export type RecordFields = Omit<DnsRecord, 'id' | 'txtType'>;

const LABEL = '[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?';
const RELATIVE_NAME = new RegExp(`^(\\*|${LABEL})(\\.${LABEL})*$`);
const HOSTNAME = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const SRV_NAME = /^_[a-z0-9-]{1,63}\._(tcp|udp|tls)(\.|$)/;
const SERVICE = /^[a-z0-9-]{1,63}$/;

export const MESSAGES = {
  name: 'Informe um nome válido (letras, números, hífens e pontos) ou @ para o domínio.',
  ipv4: 'Informe um endereço IPv4 válido.',
  ipv6: 'Informe um endereço IPv6 válido.',
  hostname: 'Informe um nome de host válido, como servidor.exemplo.com.br.',
  txt: 'Informe o texto do registro.',
  txtLong: `O texto pode ter no máximo ${MAX_TXT_LENGTH} caracteres.`,
  digits: 'Use apenas números, com no máximo 5 dígitos.',
  max16: 'O valor máximo é 65535.',
  required: 'Campo obrigatório.',
  ttl: `Informe um TTL entre ${MIN_TTL} e ${MAX_TTL} segundos.`,
  service: 'Informe o serviço, como sip.',
  srvName: 'O nome de um registro SRV começa com _serviço._protocolo.',
} as const;

/** A hostname as written by a person: lower-cased, without the final dot of absolute names. */
export function normaliseHostname(value: string): string {
  return value.trim().toLowerCase().replace(/\.$/, '');
}

export function isHostname(value: string): boolean {
  return value.length <= 253 && HOSTNAME.test(value);
}

export function isIpv4(value: string): boolean {
  return z.ipv4().safeParse(value).success;
}

export function isIpv6(value: string): boolean {
  return z.ipv6().safeParse(value).success;
}

/** The TXT subtype a record is grouped under, read from its name and text. */
export function txtTypeOf(name: string, value: string): TxtType | undefined {
  if (/^_dmarc(\.|$)/.test(name) || value.startsWith('v=DMARC1')) return 'DMARC';
  if (/(^|\.)_domainkey(\.|$)/.test(name) || value.startsWith('v=DKIM1')) return 'DKIM';
  if (value.startsWith('v=spf1')) return 'SPF';
  return undefined;
}

export function groupOf(record: Pick<DnsRecord, 'type' | 'txtType'>): RecordGroup {
  return record.type === 'TXT' && record.txtType ? record.txtType : record.type;
}

/** Numbers typed in the form arrive as strings: digits only, at most 5 (part 2 §5); blank is absent. */
const shortNumber = z
  .union([z.number({ error: MESSAGES.digits }).int(MESSAGES.digits).min(0, MESSAGES.digits), z.string().trim().max(5, MESSAGES.digits).regex(/^\d{0,5}$/, MESSAGES.digits)], { error: MESSAGES.digits })
  .transform((value) => (value === '' ? undefined : Number(value)))
  .pipe(z.number().max(65535, MESSAGES.max16).optional());

const ttl = z
  .union([z.number({ error: MESSAGES.ttl }).int(MESSAGES.ttl), z.string().trim().max(6, MESSAGES.ttl).regex(/^\d{1,6}$/, MESSAGES.ttl).transform(Number)], { error: MESSAGES.ttl })
  .pipe(z.number().min(MIN_TTL, MESSAGES.ttl).max(MAX_TTL, MESSAGES.ttl));

/**
 * A record as the add/edit dialog and the import send it. The output is the stored shape: a
 * relative lower-case name ('' for @), targets without the final dot, SRV names that start
 * with _service._protocol.
 */
export const recordInputSchema = z
  .object({
    type: z.enum(RECORD_TYPES, { error: MESSAGES.required }),
    name: z.string().trim().toLowerCase().max(200, MESSAGES.name).default(''),
    value: z.string().trim().max(MAX_TXT_LENGTH, MESSAGES.txtLong),
    ttl: ttl.default(DEFAULT_TTL),
    priority: shortNumber.optional(),
    weight: shortNumber.optional(),
    port: shortNumber.optional(),
    service: z.string().trim().toLowerCase().max(64, MESSAGES.service).optional(),
    protocol: z.enum(SRV_PROTOCOLS).optional(),
  })
  .transform((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    let name = input.name === '@' ? '' : input.name.replace(/\.$/, '');
    if (name !== '' && !RELATIVE_NAME.test(name)) issue('name', MESSAGES.name);
    const record: RecordFields = { type: input.type, name, value: input.value, ttl: input.ttl };
    const number = (field: 'priority' | 'weight' | 'port') => {
      const value = input[field];
      if (value === undefined) issue(field, MESSAGES.required);
      else record[field] = value;
    };

    switch (input.type) {
      case 'A':
        if (!isIpv4(input.value)) issue('value', MESSAGES.ipv4);
        break;
      case 'AAAA':
        if (!isIpv6(input.value)) issue('value', MESSAGES.ipv6);
        else record.value = input.value.toLowerCase();
        break;
      case 'TXT':
        if (input.value === '') issue('value', MESSAGES.txt);
        break;
      case 'SRV': {
        if (input.service !== undefined || input.protocol !== undefined) {
          const service = (input.service ?? '').replace(/^_/, '');
          if (!SERVICE.test(service)) issue('service', MESSAGES.service);
          if (!input.protocol) issue('protocol', MESSAGES.required);
          name = `_${service}._${input.protocol}${name ? `.${name}` : ''}`;
          record.name = name;
        } else if (!SRV_NAME.test(name)) issue('name', MESSAGES.srvName);
        number('priority');
        number('weight');
        number('port');
        record.value = normaliseHostname(input.value);
        if (!isHostname(record.value)) issue('value', MESSAGES.hostname);
        break;
      }
      case 'MX':
        number('priority');
        record.value = normaliseHostname(input.value);
        if (!isHostname(record.value)) issue('value', MESSAGES.hostname);
        break;
      case 'CNAME':
        record.value = normaliseHostname(input.value);
        if (!isHostname(record.value)) issue('value', MESSAGES.hostname);
        break;
    }
    return record;
  });

export type RecordInput = z.input<typeof recordInputSchema>;

export const importSchema = z.object({
  zone: z.string().min(1, 'Cole ou envie um arquivo de zona.').max(2_000_000, 'O arquivo de zona é grande demais.'),
  /** The serial the preview was made against: the zone must not have changed since. */
  serial: z.number().int().optional(),
});

export const EXPORT_FALLBACK_NAME = 'records.txt';

const base = (resource: string) => `/domain/${encodeURIComponent(resource)}`;

export const dnsPaths = {
  status: (resource: string) => `${base(resource)}/status`,
  records: (resource: string) => `${base(resource)}/dns`,
  record: (resource: string, id: number) => `${base(resource)}/dns/${id}`,
  export: (resource: string) => `${base(resource)}/dns/export`,
  reset: (resource: string) => `${base(resource)}/dns/reset`,
  importPreview: (resource: string) => `${base(resource)}/dns/import/preview`,
  import: (resource: string) => `${base(resource)}/dns/import`,
};

export const dnsKeys = {
  records: (resource: string) => ['dns', resource, 'records'] as const,
  status: (resource: string) => ['dns', resource, 'status'] as const,
};
