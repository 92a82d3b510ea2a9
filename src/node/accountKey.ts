import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import acme from 'acme-client';
import { readIfExists } from './system';

/** The node's ACME account key: made once (ECDSA P-256), kept readable by root only, never sent anywhere but signatures. */
export async function readOrCreateKey(file: string): Promise<string> {
  const existing = await readIfExists(file);
  if (existing !== null) return existing;
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = (await acme.crypto.createPrivateEcdsaKey('P-256')).toString();
  // 'wx': two first issuances at once keep one key, the other reads it.
  await writeFile(file, key, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return (await readIfExists(file)) ?? key;
}
