import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/apiApp';

const built = mkdtempSync(path.join(tmpdir(), 'painel-built-'));
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  mkdirSync(path.join(built, 'assets'));
  writeFileSync(path.join(built, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(built, 'assets', 'index-DAdZ5asI.js'), 'console.log(1);');
  writeFileSync(path.join(built, 'favicon.svg'), '<svg/>');
  app = await createTestApp({ staticDir: built });
});
afterAll(async () => {
  await app.close();
  rmSync(built, { recursive: true, force: true });
});

describe('the built panel', () => {
  it('keeps hashed assets for a year without asking again', async () => {
    const answer = await app.app.inject({ url: '/assets/index-DAdZ5asI.js' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the browser check the page and other files on every visit, deep links included', async () => {
    for (const url of ['/', '/favicon.svg', '/hosting/lojadaana.com.br/dns']) {
      const answer = await app.app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.app.inject({ url: '/hosting/lojadaana.com.br/dns' })).body).toContain('id="root"');
  });

  it('answers an unknown API path with JSON, not the page', async () => {
    const answer = await app.app.inject({ url: '/api/nada' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: expect.any(String) });
  });
});
