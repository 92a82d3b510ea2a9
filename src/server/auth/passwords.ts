import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/** The package's Algorithm is a const enum, which isolated modules cannot read: 2 is its Argon2id. */
const ARGON2ID = 2 as Algorithm.Argon2id;

/**
 * argon2id at OWASP's first recommended set (19 MiB, 2 passes, 1 lane). The hash is a PHC string
 * ("$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>") that carries its own parameters, so raising them
 * later still verifies every hash stored before, and `needsRehash` tells which to renew.
 */
export const PASSWORD_HASH_PARAMETERS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

const CURRENT_PREFIX = `$argon2id$v=19$m=${PASSWORD_HASH_PARAMETERS.memoryCost},t=${PASSWORD_HASH_PARAMETERS.timeCost},p=${PASSWORD_HASH_PARAMETERS.parallelism}$`;

export async function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_PARAMETERS);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) return verify(stored, password).catch(() => false);
  if (stored.startsWith('scrypt$')) return verifyLegacyScrypt(password, stored);
  return false;
}

/** Whether a hash that just verified should be replaced by one at the current parameters. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** Hashes written before argon2id: "scrypt$<salt>$<hash>" (base64) at Node's default cost, renewed at the next sign-in. */
async function verifyLegacyScrypt(password: string, stored: string): Promise<boolean> {
  const [, saltText, hashText] = stored.split('$');
  if (!saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}
