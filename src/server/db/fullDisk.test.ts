import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../tests/support/apiApp';

/** A data folder on a small tmpfs (root only), filled to the last byte. */
const mountPoint = mkdtempSync(path.join(tmpdir(), 'painel-full-'));
let started: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let owner: string;
const canMount = process.getuid?.() === 0;

function fill() {
  try {
    execFileSync('dd', ['if=/dev/zero', `of=${path.join(mountPoint, 'enchimento')}`, 'bs=1M'], { stdio: 'ignore' });
  } catch {
    // dd stops with "No space left on device": the point.
  }
  for (let i = 0; i < 1000; i++) {
    try {
      writeFileSync(path.join(mountPoint, `resto-${i}`), Buffer.alloc(512));
    } catch {
      break;
    }
  }
}

beforeAll(async () => {
  if (!canMount) return;
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', mountPoint]);
  started = await createTestApp({ dataDir: path.join(mountPoint, 'data'), sqliteOnly: true });
  app = started.app;
  owner = await loginAs(app, DEMO.owner);
  // The write-ahead log keeps the room of frames already checkpointed and writes over them: emptied
  // first, so that full means full for the database too (how much room it kept depended on how many
  // migrations had run).
  // The session's last use is due to be written again (every five minutes): on a full disk that write cannot be made.
  await app.context.db.updateTable('sessions').set({ last_used_at: '2000-01-01T00:00:00.000Z' }).execute();
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(app.context.db);
  fill();
}, 60_000);

afterAll(async () => {
  if (!canMount) return;
  rmSync(path.join(mountPoint, 'enchimento'), { force: true });
  await started?.app.close();
  execFileSync('umount', [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

const FULL = 'O servidor está sem espaço em disco. Tente novamente mais tarde; nada do que você enviou foi salvo.';

describe.runIf(canMount)('a full data folder', () => {
  it('answers database writes 507 with the text, never 500, however many come', async () => {
    for (let i = 0; i < 20; i++) {
      const response = await call(app, owner, 'POST', '/api/domain/lojadaana.com.br/dns', { type: 'TXT', name: `cheio${i}`, value: 'x'.repeat(200), ttl: 3600 });
      expect(response.statusCode, response.body).toBe(507);
      expect(response.json().message).toBe(FULL);
    }
  });

  it('answers a file write 507 with the text', async () => {
    await call(app, owner, 'POST', '/api/hosting/lojadaana.com.br/files/create-file', { path: '/public_html', name: 'novo.txt' });
    const saved = await call(app, owner, 'POST', '/api/hosting/lojadaana.com.br/files/edit', { path: '/public_html/novo.txt', content: 'x'.repeat(100_000) });
    expect(saved.statusCode).toBe(507);
    expect(saved.json().message).toBe(FULL);
  });

  it('still answers the health check and a signed-in reading, when the session\'s last use cannot be written', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const withSession = await call(app, owner, 'GET', '/api/health');
    expect(withSession.statusCode, withSession.body).toBe(200);
    const records = await call(app, owner, 'GET', '/api/domain/lojadaana.com.br/dns');
    expect(records.statusCode, records.body).toBe(200);
  });
});
