import { z } from '../core/validation/zod';
import { wordPressSiteSchema } from './wordpressContract';
import { zoneSchema, type ServedZone } from './zoneContract';
import { mailDomainSchema, readDkimKeySchema, type DkimKey, type ServedMailDomain } from './mailContract';
import type { HostingUsageReading } from './usageMeter';
import type { HostingDiskReading } from './quota';

/**
 * The node agent's fixed set of operations and the schema of each one's arguments: the one truth
 * the panel's client validates with before sending and the agent validates with again on receipt.
 * Every string that ends up in a configuration file or a program's arguments is narrowed here to
 * a strict shape (no spaces, quotes, semicolons, `$`, newlines, NUL, `..`), so nothing a customer
 * typed can change the meaning of what the agent writes or runs. No imports from the panel: the
 * agent is a process of its own.
 */

/** A hosting's id as the panel numbers it. */
export const hostingIdSchema = z.number().int().min(1).max(2_147_483_647);

/** A system user name: what useradd accepts, narrowed (lower case letters, digits, `_`; 32 at most). */
export const SYSTEM_USER = /^[a-z_][a-z0-9_]{0,31}$/;
export const systemUserSchema = z.string().regex(SYSTEM_USER);

/** A DNS host name in lower case, punycode for IDNs: dotted labels, a letters-only (or xn--) top level. */
export const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
export const hostnameSchema = z.string().max(253).regex(HOSTNAME);

/** A folder under the hosting's web root: plain segments, never `.`, `..` or empty ones. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;
export const webDirSchema = z
  .string()
  .max(255)
  .refine((value) => value === '' || value.split('/').every((part) => SEGMENT.test(part) && part !== '..'), 'invalid folder');

/**
 * A redirect target as the WHATWG URL parser writes it (http or https to a host name): only the
 * characters a URL keeps unencoded and nginx reads literally inside a double-quoted string.
 */
export const redirectTargetSchema = z
  .string()
  .max(2048)
  .regex(/^https?:\/\/[A-Za-z0-9._~:/?#[\]@!&()*+,=%-]+$/)
  .refine((value) => URL.canParse(value) && new URL(value).href === value && HOSTNAME.test(new URL(value).hostname), 'invalid url');

export const REDIRECT_CODES = [301, 302] as const;

export const subdomainSchema = z.object({ host: hostnameSchema, dir: webDirSchema }).strict();
export const redirectSchema = z.object({ source: hostnameSchema, target: redirectTargetSchema, code: z.union([z.literal(301), z.literal(302)]) }).strict();

/** The suspension screen is a page of its own, served as a file; it never enters a configuration. */
export const SUSPENSION_PAGE_MAX = 64 * 1024;

export const siteSchema = z.object({
  hostingId: hostingIdSchema,
  /** The main domain; `www.` of it (and of every alias) answers too. */
  domain: hostnameSchema,
  /** The provider's temporary name for the hosting. */
  temporaryDomain: hostnameSchema.nullable(),
  aliases: z.array(hostnameSchema).max(100),
  subdomains: z.array(subdomainSchema).max(100),
  redirects: z.array(redirectSchema).max(200),
  /** Every plain-HTTP request is redirected to HTTPS. */
  httpsOnly: z.boolean(),
  /** Set when the hosting is paused or suspended: every name answers this page with 503. */
  suspensionPage: z.string().max(SUSPENSION_PAGE_MAX).refine((html) => !html.includes('\0'), 'NUL').nullable(),
}).strict();
export type Site = z.infer<typeof siteSchema>;

// ---------------------------------------------------------------- PHP

/** A PHP version as "8.2"; the node offers those whose php-fpm is installed. */
export const phpVersionSchema = z.string().regex(/^[5-9]\.[0-9]{1,2}$/);

/** The PHP settings the panel manages, each with its type and range: the allow-list of the pool's php_admin_value lines. */
export const phpValuesSchema = z.object({
  memory_limit: z.number().int().min(16).max(4096),
  upload_max_filesize: z.number().int().min(1).max(4096),
  post_max_size: z.number().int().min(1).max(4096),
  max_execution_time: z.number().int().min(1).max(3600),
  max_input_time: z.number().int().min(1).max(3600),
  max_input_vars: z.number().int().min(100).max(100_000),
  display_errors: z.boolean(),
  output_compression: z.boolean(),
}).strict();
export type PhpValues = z.infer<typeof phpValuesSchema>;

export const phpSettingsSchema = z.object({ hostingId: hostingIdSchema, version: phpVersionSchema, values: phpValuesSchema }).strict();

export const LOG_KINDS = ['access', 'error', 'php', 'cron'] as const;
export const readLogSchema = z.object({
  hostingId: hostingIdSchema,
  kind: z.enum(LOG_KINDS),
  /** How many bytes from the end of the file, at most. */
  maxBytes: z.number().int().min(1).max(1024 * 1024),
}).strict();

// ---------------------------------------------------------------- certificates

/**
 * A certificate for some of a hosting's names (the first is its subject), issued by the node's ACME
 * server through HTTP-01: every name must be one the hosting's site serves on this node.
 */
export const certificateRequestSchema = z.object({
  hostingId: hostingIdSchema,
  names: z.array(hostnameSchema).min(1).max(100).refine((names) => new Set(names).size === names.length, 'repeated name'),
}).strict();

// ---------------------------------------------------------------- cron

/** The longest command a cron entry may run: the panel's limit. */
export const CRON_COMMAND_MAX = 1000;
export const CRON_ENTRIES_MAX = 200;
/** Minute, hour, day of month, month, day of week (0 and 7 are Sunday): the numbers cron accepts in each field. */
const CRON_FIELD_RANGES: [number, number][] = [[0, 59], [0, 23], [1, 31], [1, 12], [0, 7]];
const CRON_ITEM = /^(\*|(\d{1,2})(?:-(\d{1,2}))?)(?:\/(\d{1,2}))?$/;

/** One field of a schedule: `*`, numbers and ranges in the field's bounds (`*` and ranges with an optional step), separated by commas. */
function cronFieldValid(field: string, [min, max]: [number, number]): boolean {
  return field.split(',').every((item) => {
    const match = CRON_ITEM.exec(item);
    if (!match) return false;
    const [, , from, to, step] = match;
    // A step goes with `*` or a range, as cron reads it; `5/10` is refused.
    if (step !== undefined && (Number(step) < 1 || Number(step) > max || (from !== undefined && to === undefined))) return false;
    if (from === undefined) return true;
    const [low, high] = [Number(from), Number(to ?? from)];
    return low >= min && high <= max && low <= high;
  });
}

/** Five fields of digits, `*`, `,`, `-` and `/` only (no names, no `@daily`), each number in its field's range, single spaces between. */
export function cronScheduleValid(schedule: string): boolean {
  const fields = schedule.split(' ');
  return schedule.length <= 200 && fields.length === 5 && fields.every((field, index) => cronFieldValid(field, CRON_FIELD_RANGES[index]));
}

/** A command cron runs: one line, no control character but the tab. It never enters the crontab itself (the agent keeps it in a file of its own). */
// eslint-disable-next-line no-control-regex -- the control characters are what it refuses
export const CRON_COMMAND = /^[^\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]+$/;

export const cronEntrySchema = z.object({
  /** The panel's id of the job (a digest of its line). */
  id: z.string().regex(/^[a-f0-9]{12}$/),
  schedule: z.string().refine(cronScheduleValid, 'invalid schedule'),
  command: z.string().min(1).max(CRON_COMMAND_MAX).regex(CRON_COMMAND),
}).strict();
export type CronEntry = z.infer<typeof cronEntrySchema>;

/** The hosting's whole crontab: what the node runs is exactly these entries (none: no crontab). */
export const crontabSchema = z.object({
  hostingId: hostingIdSchema,
  entries: z.array(cronEntrySchema).max(CRON_ENTRIES_MAX).refine((entries) => new Set(entries.map((entry) => entry.id)).size === entries.length, 'repeated id'),
}).strict();

// ---------------------------------------------------------------- SSH

/** A public key as one `authorized_keys` line without options or comment: its type and its base64 data. */
export const SSH_PUBLIC_KEY = /^(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp256|ecdsa-sha2-nistp384|ecdsa-sha2-nistp521|sk-ssh-ed25519@openssh\.com|sk-ecdsa-sha2-nistp256@openssh\.com) [A-Za-z0-9+/]{16,4096}={0,3}$/;
/** A password chpasswd takes on one line: no control character. */
// eslint-disable-next-line no-control-regex -- the control characters are what it refuses
export const SSH_PASSWORD = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]{1,256}$/;

/** Who may sign in to the hosting over SFTP: while enabled, with these keys, or this password when it is set. */
export const sshAccessSchema = z.object({
  hostingId: hostingIdSchema,
  enabled: z.boolean(),
  keys: z.array(z.string().regex(SSH_PUBLIC_KEY)).max(100),
  password: z.string().regex(SSH_PASSWORD).nullable(),
}).strict();
export type SshAccess = z.infer<typeof sshAccessSchema>;

// ---------------------------------------------------------------- files the panel wrote

const isPlainName = (name: string) =>
  name !== '' && name !== '.' && name !== '..' && Buffer.byteLength(name) <= 255 && [...name].every((character) => character.charCodeAt(0) > 0x1f && character.charCodeAt(0) !== 0x7f);

/**
 * A path inside a hosting's home as the panel names what it wrote there ('' is the home itself):
 * file names as customers type them, never `.`, `..`, an empty name, NUL or another control
 * character. It reaches no configuration and no program: the agent walks it folder by folder.
 */
export const homePathSchema = z.string().max(4096).refine((value) => value === '' || value.split('/').every(isPlainName), 'invalid path');

const hostingOnly = z.object({ hostingId: hostingIdSchema }).strict();
const nothing = z.object({}).strict();

/** Every operation the agent performs, with its arguments' schema. Nothing outside this list runs. */
export const OPERATION_SCHEMAS = {
  /** The hosting's system user, its home (the hosting's file root) and its PHP pool with default settings. */
  createAccount: z.object({ hostingId: hostingIdSchema, phpVersion: phpVersionSchema }).strict(),
  /** The user, its pool and its site go; the home's files stay for the panel to remove. */
  removeAccount: hostingOnly,
  /** What the panel wrote at a path of the home (an upload, an extraction, a restore) becomes the hosting's user's, folders with the home's ACL; links never followed. */
  handOverFiles: z.object({ hostingId: hostingIdSchema, path: homePathSchema }).strict(),
  writeSite: siteSchema,
  removeSite: hostingOnly,
  applyPhp: phpSettingsSchema,
  readLog: readLogSchema,
  /** Orders a certificate from the ACME server, answers its challenges through nginx, installs it and serves HTTPS with it. */
  issueCertificate: certificateRequestSchema,
  /** The hosting's crontab for the node's cron: each entry run as the hosting's user, in its home, its output and exit status appended to the hosting's cron log. */
  writeCrontab: crontabSchema,
  /** SFTP to the hosting's home through the node's sshd (chrooted, no shell, no forwarding): allowed or not, its keys, its password. */
  writeSshAccess: sshAccessSchema,
  listSites: nothing,
  phpVersions: nothing,
  /** Serves the hosting's DNS zone as given (its records, serial and the provider's name servers) from the node's DNS server. */
  writeZone: zoneSchema,
  removeZone: hostingOnly,
  listZones: nothing,
  /** CPU seconds (only growing) and resident memory of each hosting's processes. */
  readUsage: nothing,
  /** WordPress's own installation in a folder of the home that holds its code (the panel copied it). */
  installWordPress: wordPressSiteSchema.extend({ hostingId: hostingIdSchema, path: homePathSchema }).strict(),
  /** Serves the hosting's mail domain (Postfix and Dovecot): its mailboxes with the panel's password hashes and quotas, and its virtual aliases. */
  writeMail: mailDomainSchema,
  removeMail: hostingOnly,
  listMail: nothing,
  /** The mail domain's DKIM public key (selector `painel`), its key pair made on the node when it has none: what its zone publishes. */
  readDkimKey: readDkimKeySchema,
  /** The file system's limit on the hosting's home (its plan's disk): every write past it fails, whoever writes. */
  setDiskQuota: z.object({ hostingId: hostingIdSchema, megabytes: z.number().int().min(1).max(16 * 1024 * 1024) }).strict(),
  /** Each listed hosting's bytes on disk and limit, as the file system counts them. */
  readDiskUsage: z.object({ hostingIds: z.array(hostingIdSchema).min(1).max(10_000) }).strict(),
} as const;
export type OperationName = keyof typeof OPERATION_SCHEMAS;
export type OperationArguments<Name extends OperationName> = z.input<(typeof OPERATION_SCHEMAS)[Name]>;

export interface OperationResults {
  createAccount: { user: string; home: string };
  removeAccount: { removed: boolean };
  /** How many entries were handed over (0: nothing at that path). */
  handOverFiles: { entries: number };
  writeSite: { changed: boolean };
  removeSite: { removed: boolean };
  applyPhp: { changed: boolean };
  readLog: { text: string; size: number; truncated: boolean };
  /** Dates as ISO 8601. */
  issueCertificate: { names: string[]; issuedAt: string; expiresAt: string };
  writeCrontab: { changed: boolean };
  writeSshAccess: { changed: boolean };
  listSites: { hostingIds: number[] };
  phpVersions: { versions: string[] };
  writeZone: { changed: boolean };
  removeZone: { removed: boolean };
  listZones: { zones: ServedZone[] };
  readUsage: { hostings: HostingUsageReading[] };
  installWordPress: { installed: boolean };
  writeMail: { changed: boolean };
  removeMail: { removed: boolean };
  listMail: { domains: ServedMailDomain[] };
  readDkimKey: DkimKey;
  /** enforced false: the node's homes have no quotas (the panel's accounting is the only limit). */
  setDiskQuota: { enforced: boolean; changed: boolean };
  readDiskUsage: { enforced: boolean; hostings: HostingDiskReading[] };
}

/** The agent's refusals, in Portuguese: they may reach a customer through the panel. */
export const NODE_MESSAGES = {
  invalid: 'Os dados enviados ao servidor da hospedagem são inválidos.',
  unknownOperation: 'Operação desconhecida no servidor da hospedagem.',
  phpNotInstalled: (version: string) => `A versão PHP ${version} não está instalada neste servidor.`,
  noAccount: 'A hospedagem não existe neste servidor.',
  configRefused: 'O servidor web recusou a configuração; nada foi alterado.',
  unauthorized: 'Chave do servidor da hospedagem inválida.',
  unreachable: 'O servidor da hospedagem não respondeu. Tente novamente em instantes.',
  noSite: 'A hospedagem não tem um site ativo neste servidor.',
  issuing: 'Um certificado já está sendo emitido para esta hospedagem.',
  notSiteName: (name: string) => `O domínio ${name} não pertence ao site desta hospedagem.`,
  noCron: 'O agendador de tarefas (cron) não está instalado neste servidor.',
  noSsh: 'O servidor SSH não está ativo neste servidor.',
  dnsUnavailable: 'O servidor DNS deste servidor não respondeu; a zona será enviada de novo em instantes.',
  dnsRefused: 'O servidor DNS recusou a zona; nada foi alterado.',
} as const;

/** Why a certificate was not issued, in Portuguese: the panel shows it on the HTTPS page. */
export const CERTIFICATE_FAILURES = {
  validation: (name: string) =>
    `A autoridade certificadora não encontrou a verificação em http://${name}/.well-known/acme-challenge/. Confira se o domínio ${name} aponta para esta hospedagem.`,
  dns: (name: string) => `O domínio ${name} não foi encontrado no DNS. Confira se ele está registrado e aponta para esta hospedagem.`,
  connection: (name: string) => `A autoridade certificadora não conseguiu se conectar a ${name}. Confira se o domínio aponta para esta hospedagem.`,
  rejected: (name: string) => `A autoridade certificadora não emite certificados para ${name}.`,
  rateLimited: 'A autoridade certificadora limitou novas emissões para este domínio por algum tempo.',
  unreachable: 'A autoridade certificadora não respondeu.',
  refused: 'A autoridade certificadora recusou o pedido do certificado.',
} as const;

/** The system user of a hosting on a node. */
export const systemUserOf = (hostingId: number) => systemUserSchema.parse(`h${hostingIdSchema.parse(hostingId)}`);
