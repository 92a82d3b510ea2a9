import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';

/** MySQL and PostgreSQL databases of a hosting (part 2 §2 "Databases", §3, §4, §5, §7, §8, §9). */

export const DBMS = ['mysql', 'postgres'] as const;
export type Dbms = (typeof DBMS)[number];
/** "types mysql (default) and postgres" (part 2 §9). */
export const DEFAULT_DBMS: Dbms = 'mysql';
/** "Remote MySQL port is 3306" (part 2 §9). */
export const REMOTE_MYSQL_PORT = 3306;

export interface Database {
  dbms: Dbms;
  dbname: string;
  user: string;
  /** Bytes; null in the simple listing, which skips measuring. */
  size: number | null;
}

export const REMOTE_MODES = ['ALL', 'IPS'] as const;
export type RemoteMode = (typeof REMOTE_MODES)[number];

export interface RemoteAccess {
  active: boolean;
  mode: RemoteMode;
  /** Comma-separated IP addresses (IPS mode). */
  hosts: string;
}

export interface DatabaseInfo {
  remote: RemoteAccess;
  /** The web admin links "Acessar" opens. */
  phpmyadmin: string;
  phppgadmin: string;
  version: { mysql: string; postgres: string };
  /** What every database and user name of this hosting starts with: `<hosting username>_`. */
  prefix: string;
  /** Where remote clients connect. */
  host: string;
  port: number;
}

/**
 * Names: the hosting's prefix, then lower-case letters, digits and underscores; 32 characters
 * in all (MySQL's limit for user names, kept for database names too so both read alike).
 */
export const NAME_MAX_LENGTH = 32;
const NAME = /^[a-z][a-z0-9_]*$/;
const SUFFIX = /^[a-z0-9_]+$/;

export const MESSAGES = {
  required: 'Campo obrigatório.',
  name: 'Use apenas letras minúsculas, números e sublinhado (_).',
  nameLong: `O nome completo pode ter no máximo ${NAME_MAX_LENGTH} caracteres.`,
  prefix: (prefix: string) => `O nome deve começar com ${prefix}.`,
  passwordShort: 'A senha deve ter pelo menos 8 caracteres.',
  dbms: 'Escolha MySQL ou PostgreSQL.',
  dbnameTaken: 'Já existe um banco de dados com este nome.',
  userTaken: 'Já existe um usuário com este nome.',
  notFound: 'Banco de dados não encontrado.',
  hosts: 'Informe endereços IP válidos separados por vírgula.',
  hostsInvalid: (bad: string) => `Endereço IP inválido: ${bad}.`,
  hostsRequired: 'Informe ao menos um endereço IP.',
  period: 'Escolha um período de 1, 6 ou 12 horas.',
} as const;

const fullName = z
  .string({ error: MESSAGES.required })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.required)
  .max(NAME_MAX_LENGTH, MESSAGES.nameLong)
  .regex(NAME, MESSAGES.name);

export const passwordSchema = z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).min(8, MESSAGES.passwordShort).max(MAX_LENGTH.password);

/** POST /database: the API's body, with full names. */
export const createDatabaseSchema = z.object({
  dbms: z.enum(DBMS, { error: MESSAGES.dbms }).default(DEFAULT_DBMS),
  dbname: fullName,
  user: fullName,
  password: passwordSchema,
});
export type CreateDatabaseBody = z.output<typeof createDatabaseSchema>;

/**
 * The create form: the customer types what follows the prefix (shown beside the field); the
 * output is the API's body with full names, so the form and the API check the same rules.
 */
export function createDatabaseFormSchema(prefix: string) {
  const suffix = z
    .string()
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.required)
    .regex(SUFFIX, MESSAGES.name)
    .max(NAME_MAX_LENGTH - prefix.length, MESSAGES.nameLong)
    .transform((value) => prefix + value);
  return z.object({ dbms: z.enum(DBMS, { error: MESSAGES.dbms }), dbname: suffix, user: suffix, password: passwordSchema });
}
export type CreateDatabaseForm = z.input<ReturnType<typeof createDatabaseFormSchema>>;

/** PUT /database/{dbname}: only the password changes (part 2 §5). */
export const changePasswordSchema = z.object({ dbms: z.enum(DBMS, { error: MESSAGES.dbms }).default(DEFAULT_DBMS), password: passwordSchema });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordBody = z.output<typeof changePasswordSchema>;

/** POST /database/remove. */
export const removeDatabaseSchema = z.object({ dbms: z.enum(DBMS, { error: MESSAGES.dbms }), dbname: fullName });
export type RemoveDatabaseBody = z.output<typeof removeDatabaseSchema>;

const ipAddress = z.union([z.ipv4(), z.ipv6()]);

/** "hosts as comma-separated IPs": each one checked; the list comes back normalised (trimmed, no repeats). */
export const hostsSchema = z
  .string()
  .max(MAX_LENGTH.freeText)
  .transform((value, context) => {
    const hosts = [...new Set(value.split(',').map((host) => host.trim()).filter(Boolean))];
    const bad = hosts.find((host) => !ipAddress.safeParse(host).success);
    if (bad !== undefined) context.addIssue({ code: 'custom', message: MESSAGES.hostsInvalid(bad) });
    return hosts.join(',');
  });

/** PATCH /database/remote {remote, mode, hosts}. */
export const remoteAccessSchema = z
  .object({
    remote: z.boolean(),
    mode: z.enum(REMOTE_MODES).default('ALL'),
    hosts: hostsSchema.default(''),
  })
  .superRefine((body, context) => {
    if (body.remote && body.mode === 'IPS' && body.hosts === '') context.addIssue({ code: 'custom', path: ['hosts'], message: MESSAGES.hostsRequired });
  });
export type RemoteAccessInput = z.input<typeof remoteAccessSchema>;
export type RemoteAccessBody = z.output<typeof remoteAccessSchema>;

/** The usage chart (part 2 §9): period in hours and its step. */
export const USAGE_PERIODS = [1, 6, 12] as const;
export type UsagePeriod = (typeof USAGE_PERIODS)[number];
export const USAGE_STEP_MINUTES: Record<UsagePeriod, number> = { 1: 10, 6: 30, 12: 60 };
/** "The y-axis maximum levels are 25, 50, 75, 100, 150, 200, 300 and 500." */
export const USAGE_Y_LEVELS = [25, 50, 75, 100, 150, 200, 300, 500] as const;
export const USAGE_CHART_HEIGHT = 300;

/** The smallest level that holds every value; the largest when none does. */
export function yAxisMax(values: number[]): number {
  const top = Math.max(0, ...values);
  return USAGE_Y_LEVELS.find((level) => level >= top) ?? USAGE_Y_LEVELS[USAGE_Y_LEVELS.length - 1];
}

export const usageQuerySchema = z.object({
  period: z.coerce.number({ error: MESSAGES.period }).refine((value): value is UsagePeriod => (USAGE_PERIODS as readonly number[]).includes(value), MESSAGES.period),
});

/** "keyed by time, each entry with connections and an optional limit" (part 2 §3). */
export type UsageResponse = Record<string, { connections: number; limit?: number }>;

const base = (resource: string) => `/hosting/${encodeURIComponent(resource)}/database`;

export const databasePaths = {
  list: base,
  info: (resource: string) => `${base(resource)}/info`,
  one: (resource: string, dbname: string) => `${base(resource)}/${encodeURIComponent(dbname)}`,
  remove: (resource: string) => `${base(resource)}/remove`,
  remote: (resource: string) => `${base(resource)}/remote`,
  usage: (resource: string, dbname: string) => `${base(resource)}/${encodeURIComponent(dbname)}/usage`,
};

export const databaseKeys = {
  all: (resource: string) => ['database', resource] as const,
  list: (resource: string) => ['database', resource, 'list'] as const,
  info: (resource: string) => ['database', resource, 'info'] as const,
  usage: (resource: string, dbname: string, period: UsagePeriod) => ['database', resource, 'usage', dbname, period] as const,
};
