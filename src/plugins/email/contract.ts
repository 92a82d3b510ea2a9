import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';

/** The hosting's e-mail accounts, forwarders and access data (part 2 §2, §3, §5, §7 "E-mail", §9). */

export interface EmailAccount {
  email: string;
  username: string;
  /** Disk use in bytes. */
  size: number;
  /** Limit in bytes; 0 means unlimited. */
  quota: number;
  disabled: boolean;
  alias: string[];
  forwards: string[];
}

export interface Forwarder {
  email: string;
  forward: string;
}

export interface MailServer {
  host: string;
  imap: number;
  pop3: number;
  smtp: number;
}

export interface EmailConfig {
  secure: MailServer;
  insecure: MailServer;
}

export const EMAIL_INCLUDES = ['emails', 'forwarders', 'webmail', 'config', 'customization'] as const;
export type EmailInclude = (typeof EMAIL_INCLUDES)[number];

export interface EmailData {
  emails?: EmailAccount[];
  forwarders?: Forwarder[];
  webmail?: { url: string | null };
  config?: EmailConfig;
  customization?: WebmailCustomization;
}

/** Webmail colours (part 2 §3). */
export const WEBMAIL_COLORS = ['default', 'magenta', 'darkblue', 'softblue', 'cyan', 'green', 'orange', 'red', 'black'] as const;
export type WebmailColor = (typeof WEBMAIL_COLORS)[number];
export const WEBMAIL_COLOR_HEX: Record<WebmailColor, string> = {
  default: '#1976d2',
  magenta: '#c2185b',
  darkblue: '#1a237e',
  softblue: '#64b5f6',
  cyan: '#00acc1',
  green: '#2e7d32',
  orange: '#ef6c00',
  red: '#c62828',
  black: '#212121',
};
export interface WebmailCustomization {
  color: WebmailColor;
  /** A data: URL of the uploaded logo, or null. */
  logo: string | null;
}
/** Webmail logo: JPG or PNG, at most 100 KB, ideal 210x70 px (part 2 §9). */
export const LOGO_MAX_BYTES = 100 * 1024;
export const LOGO_TYPES = ['image/jpeg', 'image/png'] as const;
export const customizeSchema = z.object({ color: z.enum(WEBMAIL_COLORS, { error: 'Escolha uma das cores.' }) });
export type CustomizeBody = z.output<typeof customizeSchema>;

export interface EmailList {
  /** The list's address: the name with the domain appended. */
  name: string;
  size: number;
  members: string[];
}

export interface Autoresponder {
  email: string;
  subject: string;
  body: string;
  bodyHtml: string;
  startDate: string | null;
  startTime: string | null;
  stopDate: string | null;
  stopTime: string | null;
}

export const SPAM_LISTS = ['blacklist', 'whitelist'] as const;
export type SpamList = (typeof SPAM_LISTS)[number];
export interface Antispam {
  status: boolean;
  /** The hosting's antispam (for an account: whether it may be turned on at all). */
  global: boolean;
  blacklist?: string[];
  whitelist?: string[];
}

/** Names are at most 40 characters, with the domain appended (part 2 §5, §9). */
export const USERNAME_MAX_LENGTH = 40;
export const PASSWORD_MIN_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = MAX_LENGTH.password;
export const MAX_EMAIL_LENGTH = MAX_LENGTH.email;
/** The quota moves in steps of 512 MB; blank or 0 means unlimited. */
export const QUOTA_STEP_MB = 512;
export const MB = 1024 * 1024;

export const MAIL_PORTS = {
  secure: { imap: 993, pop3: 995, smtp: 465 },
  insecure: { imap: 143, pop3: 110, smtp: 587 },
} as const;

export function mailConfig(domain: string): EmailConfig {
  const host = `mail.${domain}`;
  return { secure: { host, ...MAIL_PORTS.secure }, insecure: { host, ...MAIL_PORTS.insecure } };
}

export const webmailUrl = (domain: string) => `https://webmail.${domain}`;

export const MESSAGES = {
  required: 'Campo obrigatório.',
  username: 'Use letras minúsculas, números, pontos, hífens e sublinhados.',
  usernameLong: `O nome pode ter no máximo ${USERNAME_MAX_LENGTH} caracteres.`,
  password: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  passwordLong: `A senha pode ter no máximo ${MAX_PASSWORD_LENGTH} caracteres.`,
  quota: 'Informe um número inteiro de MB, zero ou maior.',
  quotaStep: `O limite deve ser múltiplo de ${QUOTA_STEP_MB} MB.`,
  email: 'Informe um e-mail válido.',
  spamEntry: 'Informe um e-mail ou um domínio no formato *@dominio.com.br.',
  subjectLong: 'O assunto pode ter no máximo 200 caracteres.',
  bodyLong: 'A mensagem pode ter no máximo 10000 caracteres.',
  date: 'Informe uma data válida.',
  time: 'Informe um horário válido.',
  stopBeforeStart: 'O fim deve ser depois do início.',
  logoType: 'Escolha uma imagem no formato jpg ou png.',
  logoSize: 'A imagem pode ter no máximo 100 KB.',
  subjectLine: 'O assunto deve ter uma só linha, sem caracteres de controle.',
  bodyCharacters: 'A mensagem tem caracteres de controle que não podem ser enviados.',
} as const;

/**
 * An address (lower-cased first): a dot-atom local part of letters, digits, `_`, `+` and `-`, as the
 * mail server's maps take it; quotes, spaces, commas and shell characters are refused here, before the node.
 */
const EMAIL = /^[a-z0-9_+-]+(\.[a-z0-9_+-]+)*@([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

export const usernameSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.required)
  .max(USERNAME_MAX_LENGTH, MESSAGES.usernameLong)
  // Dot-separated: never a dot first, last or twice in a row (the name is the mailbox's folder on the node).
  .regex(/^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/, MESSAGES.username);

export const passwordSchema = z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).min(PASSWORD_MIN_LENGTH, MESSAGES.password).max(MAX_PASSWORD_LENGTH, MESSAGES.passwordLong);

export const emailAddressSchema = z.string({ error: MESSAGES.required }).trim().toLowerCase().min(1, MESSAGES.required).max(MAX_EMAIL_LENGTH, MESSAGES.email).regex(EMAIL, MESSAGES.email);

/** Quota in MB: blank, null or absent is 0 (unlimited); otherwise an integer ≥ 0 in steps of 512. */
export const quotaSchema = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? 0 : typeof value === 'string' ? Number(value.trim()) : value),
  z.number({ error: MESSAGES.quota }).int(MESSAGES.quota).min(0, MESSAGES.quota).multipleOf(QUOTA_STEP_MB, MESSAGES.quotaStep),
);

export const createAccountSchema = z.object({ username: usernameSchema, password: passwordSchema, quota: quotaSchema });
export type CreateAccountInput = z.input<typeof createAccountSchema>;
export type CreateAccountBody = z.output<typeof createAccountSchema>;

export const createForwarderSchema = z.object({ username: usernameSchema, forward: emailAddressSchema, forwarder: z.literal(true) });
export type CreateForwarderBody = z.output<typeof createForwarderSchema>;
/** The dialog's fields: the API learns it is a forwarder from the `forwarder` flag the page adds. */
export const forwarderFormSchema = createForwarderSchema.omit({ forwarder: true });
export type ForwarderBody = z.output<typeof forwarderFormSchema>;

export const changePasswordSchema = z.object({ email: emailAddressSchema, password: passwordSchema });
export type ChangePasswordBody = z.output<typeof changePasswordSchema>;

export const changeQuotaSchema = z.object({ email: emailAddressSchema, username: z.string().max(USERNAME_MAX_LENGTH).optional(), quota: quotaSchema });
export type ChangeQuotaInput = z.input<typeof changeQuotaSchema>;
export type ChangeQuotaBody = z.output<typeof changeQuotaSchema>;

export const removeForwardSchema = z.object({ email: emailAddressSchema, forward: emailAddressSchema });
export type RemoveForwardBody = z.output<typeof removeForwardSchema>;

/** A redirect of one account: the forwarder flag is implied (POST /email/forward). */
export const accountForwardSchema = removeForwardSchema;
export const aliasSchema = z.object({ email: emailAddressSchema, username: usernameSchema });
export type AliasBody = z.output<typeof aliasSchema>;
export const removeAliasSchema = z.object({ email: emailAddressSchema, alias: emailAddressSchema });

export const listNameSchema = z.object({ name: usernameSchema });
export type ListNameBody = z.output<typeof listNameSchema>;
export const memberSchema = z.object({ email: emailAddressSchema });
export type MemberBody = z.output<typeof memberSchema>;

const SPAM_DOMAIN = /^\*@([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;
/** A black- or whitelist entry: a full address or a domain pattern like *@domain (part 2 §2). */
export const spamEntrySchema = z.object({
  email: z
    .string({ error: MESSAGES.required })
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.required)
    .max(MAX_EMAIL_LENGTH, MESSAGES.spamEntry)
    .refine((value) => EMAIL.test(value) || SPAM_DOMAIN.test(value), MESSAGES.spamEntry),
});
export type SpamEntryBody = z.output<typeof spamEntrySchema>;
export const spamStatusSchema = z.object({ status: z.boolean({ error: MESSAGES.required }) });

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const realDate = (value: string) => DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const optionalDate = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string({ error: MESSAGES.date }).max(10, MESSAGES.date).refine(realDate, MESSAGES.date).nullable());
const optionalTime = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.string({ error: MESSAGES.time }).max(5, MESSAGES.time).regex(TIME, MESSAGES.time).nullable());

/** Subject, body and an optional start and stop (date and time); hasStart and hasStop only tell the form to drop a moment. */
export const autoresponderSchema = z
  .object({
    email: emailAddressSchema,
    // The reply's subject is one header line; its body text (tabs and line breaks allowed): no other control character reaches the mail server.
    // eslint-disable-next-line no-control-regex -- the control characters are what it refuses
    subject: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(200, MESSAGES.subjectLong).regex(/^[^\u0000-\u001f\u007f]*$/, MESSAGES.subjectLine),
    // eslint-disable-next-line no-control-regex -- the control characters are what it refuses
    body: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(10000, MESSAGES.bodyLong).regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, MESSAGES.bodyCharacters),
    hasStart: z.boolean().optional(),
    hasStop: z.boolean().optional(),
    startDate: optionalDate,
    startTime: optionalTime,
    stopDate: optionalDate,
    stopTime: optionalTime,
  })
  .transform(({ hasStart, hasStop, ...body }) => ({
    ...body,
    startDate: hasStart === false ? null : body.startDate,
    startTime: hasStart === false || !body.startDate ? null : (body.startTime ?? '00:00'),
    stopDate: hasStop === false ? null : body.stopDate,
    stopTime: hasStop === false || !body.stopDate ? null : (body.stopTime ?? '23:59'),
  }))
  .superRefine((body, ctx) => {
    if (body.startDate && body.stopDate && `${body.stopDate}T${body.stopTime}` <= `${body.startDate}T${body.startTime}`) {
      ctx.addIssue({ code: 'custom', path: ['stopDate'], message: MESSAGES.stopBeforeStart });
    }
  });
export type AutoresponderInput = z.input<typeof autoresponderSchema>;
export type AutoresponderBody = z.output<typeof autoresponderSchema>;

/** Bytes as people read them in pt-BR: "350 MB", "1,5 GB". */
export function formatSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

const base = (resource: string) => `/hosting/${encodeURIComponent(resource)}/email`;

export const emailPaths = {
  base,
  account: (resource: string, email: string) => `${base(resource)}/${encodeURIComponent(email)}`,
  password: (resource: string) => `${base(resource)}/password`,
  quota: (resource: string) => `${base(resource)}/quota`,
  removeForward: (resource: string) => `${base(resource)}/remove-forward`,
  forward: (resource: string) => `${base(resource)}/forward`,
  alias: (resource: string) => `${base(resource)}/alias`,
  removeAlias: (resource: string) => `${base(resource)}/remove-alias`,
  autoresponder: (resource: string) => `${base(resource)}/autoresponder`,
  autoresponderOf: (resource: string, email: string) => `${base(resource)}/autoresponder/${encodeURIComponent(email)}`,
  lists: (resource: string) => `${base(resource)}/lists`,
  list: (resource: string, list: string) => `${base(resource)}/lists/${encodeURIComponent(list)}`,
  member: (resource: string, list: string) => `${base(resource)}/lists/${encodeURIComponent(list)}/member`,
  removeMember: (resource: string, list: string) => `${base(resource)}/lists/${encodeURIComponent(list)}/remove-member`,
  spam: (resource: string) => `/hosting/${encodeURIComponent(resource)}/spam`,
  spamOf: (resource: string, email: string) => `/hosting/${encodeURIComponent(resource)}/spam/${encodeURIComponent(email)}`,
  spamList: (resource: string, list: SpamList) => `/hosting/${encodeURIComponent(resource)}/spam/${list}`,
  spamEntry: (resource: string, list: SpamList, email: string) => `/hosting/${encodeURIComponent(resource)}/spam/${list}/${encodeURIComponent(toBase64(email))}`,
  logo: (resource: string) => `/hosting/${encodeURIComponent(resource)}/webmail/logo`,
  customize: (resource: string) => `/hosting/${encodeURIComponent(resource)}/webmail/customize`,
  deliverability: (resource: string) => `${base(resource)}/deliverability`,
};

/** UTF-8 safe base64 of an address, as DELETE /spam/{list}/{base64} wants it (part 2 §7). */
export function toBase64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}
export function fromBase64(text: string): string {
  return new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));
}

export const emailKeys = {
  all: (resource: string) => ['email', resource] as const,
  include: (resource: string, include: EmailInclude) => ['email', resource, include] as const,
  account: (resource: string, email: string) => ['email', resource, 'account', email] as const,
  autoresponder: (resource: string, email: string) => ['email', resource, 'autoresponder', email] as const,
  lists: (resource: string) => ['email', resource, 'lists'] as const,
  list: (resource: string, list: string) => ['email', resource, 'lists', list] as const,
  spam: (resource: string) => ['email', resource, 'spam'] as const,
  spamOf: (resource: string, email: string) => ['email', resource, 'spam', email] as const,
  deliverability: (resource: string) => ['email', resource, 'deliverability'] as const,
};
