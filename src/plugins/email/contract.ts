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

export const EMAIL_INCLUDES = ['emails', 'forwarders', 'webmail', 'config'] as const;
export type EmailInclude = (typeof EMAIL_INCLUDES)[number];

export interface EmailData {
  emails?: EmailAccount[];
  forwarders?: Forwarder[];
  webmail?: { url: string | null };
  config?: EmailConfig;
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
} as const;

const EMAIL = /^[^\s@]+@([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

export const usernameSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.required)
  .max(USERNAME_MAX_LENGTH, MESSAGES.usernameLong)
  .regex(/^[a-z0-9._-]+$/, MESSAGES.username);

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
};

export const emailKeys = {
  all: (resource: string) => ['email', resource] as const,
  include: (resource: string, include: EmailInclude) => ['email', resource, include] as const,
};
