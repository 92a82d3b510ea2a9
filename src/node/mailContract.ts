import { z } from '../core/validation/zod';

/**
 * The mail operations' arguments: a hosting's mail domain as typed values (its mailboxes with the
 * panel's own password hashes, and its virtual aliases: forwarders, account aliases, lists), never
 * configuration text. Every value that reaches a Postfix map, a Dovecot passwd-file or a folder
 * name is narrowed here: no spaces, quotes, `:`, `,`, `$`, `;`, control characters or `/`.
 */

export const MAIL_MAX_ACCOUNTS = 10_000;
export const MAIL_MAX_ALIASES = 10_000;
export const MAIL_MAX_DESTINATIONS = 1_000;
/** The largest quota the panel may give a mailbox: 1 TB. */
export const MAIL_MAX_QUOTA_MB = 1_048_576;

/** A local part as the panel names mailboxes: dot-separated atoms of lower-case letters, digits, `_` and `-` (never `.` or `..`: it names a folder). */
export const MAIL_LOCAL_PART = /^[a-z0-9_-]+(\.[a-z0-9_-]+)*$/;
/** An address mail is sent on to: a dot-atom local part (`+` allowed) at a lower-case host name. */
export const MAIL_ADDRESS = /^[a-z0-9_+-]+(\.[a-z0-9_+-]+)*@(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
/** The panel's password hash, a PHC string of argon2id (src/server/auth/passwords.ts), which Dovecot verifies as `{ARGON2ID}`. */
export const ARGON2ID_HASH = /^\$argon2id\$v=19\$m=[0-9]{1,8},t=[0-9]{1,3},p=[0-9]{1,3}\$[A-Za-z0-9+/]{11,128}\$[A-Za-z0-9+/]{16,256}$/;
const MAIL_DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

const localPartSchema = z.string().max(64).regex(MAIL_LOCAL_PART);
const addressSchema = z.string().max(254).regex(MAIL_ADDRESS);

/** One line of text: no control character (a vacation reply's subject becomes a header). */
// eslint-disable-next-line no-control-regex -- the control characters are what it refuses
const ONE_LINE = /^[^\u0000-\u001f\u007f]+$/;
/** Lines of text: tabs and line breaks, no other control character. */
// eslint-disable-next-line no-control-regex -- the control characters are what it refuses
const LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]+$/;
/** A moment in the panel's local time (Brasília), to the minute. */
export const MAIL_MOMENT = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** The account's autoresponder (Sieve vacation): once per sender a day, between its start and stop when they are set. */
export const mailAutoresponderSchema = z
  .object({
    subject: z.string().max(200).regex(ONE_LINE),
    body: z.string().max(10_000).regex(LINES),
    start: z.string().regex(MAIL_MOMENT).nullable(),
    stop: z.string().regex(MAIL_MOMENT).nullable(),
  })
  .strict();
export type MailAutoresponder = z.infer<typeof mailAutoresponderSchema>;

export const mailAccountSchema = z
  .object({
    localPart: localPartSchema,
    passwordHash: z.string().max(512).regex(ARGON2ID_HASH),
    /** 0: no limit. */
    quotaMb: z.number().int().min(0).max(MAIL_MAX_QUOTA_MB),
    /** Receives mail, but nobody signs in (IMAP, POP3, submission). */
    disabled: z.boolean(),
    autoresponder: mailAutoresponderSchema.nullable().optional(),
  })
  .strict();
export type MailAccount = z.infer<typeof mailAccountSchema>;

/** An address of the domain whose mail goes to each destination (a forwarder, an account's alias, a list and its members). */
export const mailAliasSchema = z
  .object({
    localPart: localPartSchema,
    destinations: z
      .array(addressSchema)
      .min(1)
      .max(MAIL_MAX_DESTINATIONS)
      .refine((destinations) => new Set(destinations).size === destinations.length, 'repeated destination'),
  })
  .strict();
export type MailAlias = z.infer<typeof mailAliasSchema>;

const unique = (names: string[]) => new Set(names).size === names.length;

export const mailDomainSchema = z
  .object({
    hostingId: z.number().int().min(1).max(2_147_483_647),
    domain: z.string().max(253).regex(MAIL_DOMAIN),
    accounts: z.array(mailAccountSchema).max(MAIL_MAX_ACCOUNTS).refine((accounts) => unique(accounts.map((account) => account.localPart)), 'repeated account'),
    aliases: z.array(mailAliasSchema).max(MAIL_MAX_ALIASES).refine((aliases) => unique(aliases.map((alias) => alias.localPart)), 'repeated alias'),
  })
  .strict();
export type MailDomain = z.infer<typeof mailDomainSchema>;

/** What the node serves for a hosting: its domain and the digest of the whole state it was given (src/node/mailDigest.ts). */
export interface ServedMailDomain {
  hostingId: number;
  domain: string;
  digest: string;
}

export const MAIL_MESSAGES = {
  unavailable: 'O servidor de e-mail não está ativo neste servidor.',
} as const;

/** The DKIM selector of every domain the node signs for: its record is `painel._domainkey.<domain>`. */
export const DKIM_SELECTOR = 'painel';

/** A domain's DKIM public key as the node signs with it: its record's `p=` (base64 DER SubjectPublicKeyInfo). */
export interface DkimKey {
  selector: typeof DKIM_SELECTOR;
  publicKey: string;
}

export const readDkimKeySchema = z.object({ domain: z.string().max(253).regex(MAIL_DOMAIN) }).strict();
