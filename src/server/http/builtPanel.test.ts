import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/apiApp';
import { PAGE_CODE_ELEMENT_ID, PAGE_FILES, type RouteFiles } from '../../core/shell/firstCodeLists';

/** The page files a page answer names for the entry to preload, or null when it names none. */
const pageFilesIn = (html: string): string[] | null => {
  const block = new RegExp(`<script type="application/json" id="${PAGE_CODE_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return block ? (JSON.parse(block[1]) as string[]) : null;
};

const SHELL = `export const words = ${JSON.stringify('palavra '.repeat(500))};`;
const built = mkdtempSync(path.join(tmpdir(), 'painel-built-'));
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  mkdirSync(path.join(built, 'assets'));
  writeFileSync(path.join(built, 'index.html'), '<!doctype html><html><head><title>Painel</title></head><body><div id="root"></div></body></html>');
  // As the build writes it (src/core/build/firstCodePreloads.ts): each route's page files, in the registry's order.
  const routes: RouteFiles[] = [
    { path: '/hosting/:name/*', files: ['/assets/HostingLayout-Ab1.js'] },
    { path: '/hosting/:name/dns', files: ['/assets/DnsEditor-Cd2.js', '/assets/HostingLayout-Ab1.js'] },
    { path: '/user/profile', files: [] },
  ];
  writeFileSync(path.join(built, PAGE_FILES), JSON.stringify({ routes }));
  writeFileSync(path.join(built, 'assets', 'index-DAdZ5asI.js'), 'console.log(1);');
  writeFileSync(path.join(built, 'assets', 'shell-B3x9kq1Z.js'), SHELL);
  writeFileSync(path.join(built, 'assets', 'shell-B3x9kq1Z.js.br'), brotliCompressSync(SHELL));
  writeFileSync(path.join(built, 'assets', 'shell-B3x9kq1Z.js.gz'), gzipSync(SHELL));
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

  it("sends the build's brotli copy to a browser that takes it, gzip to one that takes only that, the file itself otherwise", async () => {
    const url = '/assets/shell-B3x9kq1Z.js';
    const brotli = await app.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^application\/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SHELL);
    expect(brotli.rawPayload.length).toBeLessThan(SHELL.length / 4);
    expect((await app.app.inject({ url, headers: { 'accept-encoding': 'gzip' } })).headers['content-encoding']).toBe('gzip');
    const plain = await app.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SHELL);
  });

  it('has the browser check the page and other files on every visit, deep links included', async () => {
    for (const url of ['/', '/favicon.svg', '/hosting/lojadaana.com.br/dns']) {
      const answer = await app.app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.app.inject({ url: '/hosting/lojadaana.com.br/dns' })).body).toContain('id="root"');
  });

  it("names a deep link's page files in its page, as the app's router matches the path, for the entry to preload", async () => {
    const dns = await app.app.inject({ url: '/hosting/lojadaana.com.br/dns?aba=1' });
    expect(dns.statusCode).toBe(200);
    expect(dns.headers['content-type']).toMatch(/^text\/html/);
    expect(dns.headers['cache-control']).toBe('no-cache');
    expect(pageFilesIn(dns.body)).toEqual(['/assets/DnsEditor-Cd2.js', '/assets/HostingLayout-Ab1.js']);
    expect(dns.body).toContain('<div id="root"></div>');
    // The most specific route wins, whatever its place in the list; letter case does not matter.
    expect(pageFilesIn((await app.app.inject({ url: '/HOSTING/lojadaana.com.br/ftp' })).body)).toEqual(['/assets/HostingLayout-Ab1.js']);
    // A page with nothing of its own to load, a path no page draws, and "/" get the file as built.
    for (const url of ['/user/profile', '/nada/aqui', '/']) {
      const answer = await app.app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(pageFilesIn(answer.body), url).toBeNull();
    }
  });

  it('answers an unknown API path with JSON, not the page', async () => {
    const answer = await app.app.inject({ url: '/api/nada' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: expect.any(String) });
  });
});
