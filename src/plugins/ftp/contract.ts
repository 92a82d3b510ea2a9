import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';
import { pluginApiKey } from '../../server/plugins/pluginApis';

/** FTP access of a hosting: the main access and the extra users (part 2 §2 "FTP", §3, §5, §7, §8). */

export interface FtpMain {
  /** Where FTP clients connect (FTP_HOST). */
  host: string;
  port: number;
  /**
   * The main access, the owner's only: it is also the SSH login. Absent for a guest, who gets FTP
   * users of their own.
   */
  username?: string;
  /** Null when the stored password cannot be decrypted (the key changed): a new one must be set. */
  password?: string | null;
  /** The hosting's own name for FTP, once its domain points here. */
  alternativeHost: string;
  serverIp: string;
}

export interface FtpUser {
  /** Without the suffix; shown and used to sign in as `{username}@{resource}`. */
  username: string;
  /** Inside the hosting's file root, e.g. `/public_html/loja`. */
  homedir: string;
}

export interface FtpData {
  main: FtpMain;
  sub: FtpUser[];
}

/** "FTP username: at most 20 characters, shown with the suffix @{resource}" (part 2 §5). */
export const USERNAME_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 8;
export const HOMEDIR_MAX_LENGTH = 255;

export const MESSAGES = {
  required: 'Campo obrigatório.',
  username: 'Use letras minúsculas, números, pontos, hífens e sublinhados, começando por letra ou número.',
  usernameLong: `O nome de usuário pode ter no máximo ${USERNAME_MAX_LENGTH} caracteres.`,
  password: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  passwordLong: `A senha pode ter no máximo ${MAX_LENGTH.password} caracteres.`,
  passwordMismatch: 'As senhas não conferem.',
  passwordControl: 'A senha não pode ter quebras de linha nem caracteres de controle.',
  homedirLong: `O diretório pode ter no máximo ${HOMEDIR_MAX_LENGTH} caracteres.`,
  userTaken: 'Já existe um usuário de FTP com este nome.',
  userUnknown: 'Usuário de FTP não encontrado.',
  removeFailed: 'Ocorreu um erro ao tentar remover o usuário de FTP...',
} as const;

export const usernameSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.required)
  .max(USERNAME_MAX_LENGTH, MESSAGES.usernameLong)
  .regex(/^[a-z0-9][a-z0-9._-]*$/, MESSAGES.username);

/** What no FTP client sends and the node's sshd cannot take as the same password (it is also the SSH one). */
// eslint-disable-next-line no-control-regex -- the control characters are what it refuses
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const passwordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.password)
  .max(MAX_LENGTH.password, MESSAGES.passwordLong)
  .refine((password) => !CONTROL_CHARACTER.test(password), MESSAGES.passwordControl);

/** A folder inside the file root as typed: "public_html/loja" or "/public_html/loja"; blank is the root. */
export const homedirSchema = z.string({ error: MESSAGES.required }).trim().max(HOMEDIR_MAX_LENGTH, MESSAGES.homedirLong);

/** Whose password: the main access's username or an extra user's, with or without `@{resource}`. */
const accountSchema = z.string({ error: MESSAGES.required }).trim().toLowerCase().min(1, MESSAGES.required).max(USERNAME_MAX_LENGTH + 1 + MAX_LENGTH.domain);

export const changePasswordSchema = z
  .object({ username: accountSchema, password: passwordSchema, passwordConfirm: z.string({ error: MESSAGES.required }).max(MAX_LENGTH.password) })
  .refine((body) => body.password === body.passwordConfirm, { path: ['passwordConfirm'], message: MESSAGES.passwordMismatch });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePasswordBody = z.output<typeof changePasswordSchema>;

export const addUserSchema = z.object({ username: usernameSchema, password: passwordSchema, homedir: homedirSchema });
export type AddUserInput = z.input<typeof addUserSchema>;
export type AddUserBody = z.output<typeof addUserSchema>;

export const removeUserSchema = z.object({ username: accountSchema });
export type RemoveUserBody = z.output<typeof removeUserSchema>;

/** How an extra user signs in and is shown. */
export const loginOf = (username: string, resource: string) => `${username}@${resource}`;

/** The folder a new user gets when none is typed: its own, under the web folder. */
export const suggestedHomedir = (username: string) => `public_html/${username}`;

const base = (resource: string) => `/hosting/${encodeURIComponent(resource)}/ftp`;

export const ftpPaths = {
  base,
  password: (resource: string) => `${base(resource)}/password`,
  addUser: (resource: string) => `${base(resource)}/add-user`,
  removeUser: (resource: string) => `${base(resource)}/remove-user`,
};

export const ftpKeys = { all: (resource: string) => ['ftp', resource] as const };

/**
 * What the FTP plugin's server offers the other plugins' servers (`context.pluginApis`): the main
 * account's password, which is also the hosting's SSH password (part 2 §3).
 */
export interface FtpMainPasswords {
  /** The main account's password (made the first time, as the FTP page does); null when it cannot be read (the key changed). */
  passwordOf(hostingId: number): Promise<string | null>;
  /** When each hosting's main password last changed (a pass compares it to find the ones to send again). */
  changedAt(): Promise<Map<number, string>>;
  /** Runs after a main password changes; the change's answer waits for it, so it should not throw. */
  onChange(listener: (hostingId: number) => Promise<void>): void;
}

export const FTP_MAIN_PASSWORDS = pluginApiKey<FtpMainPasswords>('ftp.mainPasswords');
