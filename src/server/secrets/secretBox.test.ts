import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY_FILE, SecretBox, secretKey } from './secretBox';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'painel-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('SecretBox', () => {
  it('seals with AES-256-GCM: the text is not stored, opens back, and two seals differ', async () => {
    const box = new SecretBox(await secretKey({}, tempDir()));
    const sealed = box.seal('Senha@123');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('Senha@123');
    expect(box.seal('Senha@123')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('Senha@123');
  });

  it('refuses an altered box and a box sealed with another key', async () => {
    const box = new SecretBox(await secretKey({}, tempDir()));
    const sealed = box.seal('segredo');
    const [version, iv, tag, data] = sealed.split(':');
    const flipped = Buffer.from(data!, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([version, iv, tag, flipped.toString('base64')].join(':'))).toThrow();
    const other = new SecretBox(await secretKey({}, tempDir()));
    expect(() => other.open(sealed)).toThrow();
  });

  it('makes the key file once, readable by its owner only, and keeps it', async () => {
    const dir = tempDir();
    const first = await secretKey({}, dir);
    const file = path.join(dir, KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const content = readFileSync(file, 'utf8');
    expect((await secretKey({}, dir)).equals(first)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(content);
  });

  it('takes SECRET_KEY instead of the file, and refuses a short one', async () => {
    const dir = tempDir();
    const key = await secretKey({ SECRET_KEY: 'x'.repeat(40) }, dir);
    expect(key).toHaveLength(32);
    expect(() => statSync(path.join(dir, KEY_FILE))).toThrow();
    await expect(secretKey({ SECRET_KEY: 'curta' }, dir)).rejects.toThrow(/SECRET_KEY/);
    const a = new SecretBox(key);
    const b = new SecretBox(await secretKey({ SECRET_KEY: 'x'.repeat(40) }, tempDir()));
    expect(b.open(a.seal('mesma chave'))).toBe('mesma chave');
  });
});
