import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const VERSION = 'v1';
/** The key file made once in the data folder when SECRET_KEY is not set; readable by its owner only. */
export const KEY_FILE = 'secret.key';
export const SECRET_KEY_MIN_LENGTH = 32;

/**
 * Secrets that must be shown again later (a password the panel displays), kept encrypted at rest
 * with AES-256-GCM: "v1:<iv>:<tag>:<ciphertext>", all base64. What only needs checking is hashed
 * instead (`auth/passwords`).
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join(':');
  }

  /** The plain text, or an error when the box was sealed with another key or altered. */
  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split(':');
    if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv(ALGORITHM, this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  }
}

async function keyFileIn(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, KEY_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists: two processes starting at once keep the first one's key.
    await writeFile(file, randomBytes(32).toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  await chmod(file, 0o600);
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} não contém uma chave de 32 bytes em base64; apague-o só se nenhum segredo depender dele.`);
  return key;
}

/** The key from SECRET_KEY (at least 32 characters, hashed to 32 bytes) or from the data folder's key file. */
export async function secretKey(env: NodeJS.ProcessEnv, dataDir: string): Promise<Buffer> {
  const fromEnv = env.SECRET_KEY;
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < SECRET_KEY_MIN_LENGTH) throw new Error(`SECRET_KEY deve ter pelo menos ${SECRET_KEY_MIN_LENGTH} caracteres.`);
    return createHash('sha256').update(fromEnv, 'utf8').digest();
  }
  return keyFileIn(dataDir);
}

const boxes = new Map<string, Promise<SecretBox>>();

/** One box per data folder, made on first use. */
export function secretBoxFor(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<SecretBox> {
  const cacheKey = `${path.resolve(dataDir)}\0${env.SECRET_KEY ?? ''}`;
  let box = boxes.get(cacheKey);
  if (!box) {
    box = secretKey(env, dataDir).then((key) => new SecretBox(key));
    box.catch(() => boxes.delete(cacheKey));
    boxes.set(cacheKey, box);
  }
  return box;
}
