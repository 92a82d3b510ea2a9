import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, DEMO, withTestApp } from '../../../tests/support/apiApp';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

/** A hash as the panel wrote them before argon2id: scrypt at Node's defaults, no parameters stored. */
function legacyScryptHash(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, 64).toString('base64')}`;
}

describe('password hashes', () => {
  it('are argon2id PHC strings that carry their parameters (19 MiB, 2 passes, 1 lane)', async () => {
    const stored = await hashPassword('segredo123');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(await verifyPassword('segredo123', stored)).toBe(true);
    expect(await verifyPassword('segredo124', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('still verify the old scrypt hashes, which need renewing, and refuse anything else', async () => {
    const old = legacyScryptHash('segredo123');
    expect(await verifyPassword('segredo123', old)).toBe(true);
    expect(await verifyPassword('outra', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaGhhc2g')).toBe(true);
    expect(await verifyPassword('segredo123', 'texto-qualquer')).toBe(false);
    expect(await verifyPassword('segredo123', '$argon2id$quebrado')).toBe(false);
  });
});

describe('signing in with a hash from before argon2id', () => {
  const app = withTestApp();

  it('works, and renews the hash to argon2id, after which the password still signs in', async () => {
    await app.context.db.updateTable('users').set({ password_hash: legacyScryptHash('demo12345') }).where('email', '=', DEMO.affiliate).execute();
    const storedHash = async () => (await app.context.db.selectFrom('users').select('password_hash').where('email', '=', DEMO.affiliate).executeTakeFirstOrThrow()).password_hash;

    const wrong = await call(app, null, 'POST', '/api/login', { email: DEMO.affiliate, password: 'errada' });
    expect(wrong.statusCode).toBe(422);
    expect(await storedHash()).toMatch(/^scrypt\$/);

    const first = await call(app, null, 'POST', '/api/login', { email: DEMO.affiliate, password: 'demo12345' });
    expect(first.statusCode).toBe(200);
    expect(await storedHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await call(app, null, 'POST', '/api/login', { email: DEMO.affiliate, password: 'demo12345' })).statusCode).toBe(200);
  });
});
