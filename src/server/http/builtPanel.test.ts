import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/support/apiApp';
import { TOKEN_COOKIE } from '../../core/auth/tokenCookie';
import { PAGE_FILES, type FirstPageFiles } from '../../core/shell/firstCodeLists';
import { FIRST_STYLES, type FirstStyles } from '../../core/shell/firstStyles';

/** The files a page answer preloads, in its order. */
const preloadsIn = (html: string): string[] => [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map((match) => match[1]);

const ENTRY_TAG = '<script type="module" crossorigin src="/assets/index-DAdZ5asI.js"></script>';
const signedIn = { cookie: `${TOKEN_COOKIE}=abc` };

const FIRST_SCREEN: FirstStyles = {
  home: { names: ['k3j2h1', '9q8w7e'], css: '.css-k3j2h1{display:flex;}.css-9q8w7e{margin:0;}' },
  shell: { names: ['k3j2h1'], css: '.css-k3j2h1{display:flex;}' },
};
const HOME_STYLES = '<style data-emotion="css k3j2h1 9q8w7e">.css-k3j2h1{display:flex;}.css-9q8w7e{margin:0;}</style>';
const SHELL_STYLES = '<style data-emotion="css k3j2h1">.css-k3j2h1{display:flex;}</style>';

const SHELL = `export const words = ${JSON.stringify('palavra '.repeat(500))};`;
const built = mkdtempSync(path.join(tmpdir(), 'painel-built-'));
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  mkdirSync(path.join(built, 'assets'));
  writeFileSync(path.join(built, 'index.html'), `<!doctype html><html><head><title>Painel</title>${ENTRY_TAG}</head><body><div id="root"></div></body></html>`);
  // As the build writes it (src/core/build/firstCodePreloads.ts): "/", the core's bare pages, then each route's page files in the registry's order.
  const lists: FirstPageFiles = {
    app: ['/assets/mountApp-Mp1.js', '/assets/react-Rc1.js'],
    shell: ['/assets/shell-components-Sh1.js'],
    routes: [
      { path: '/', bare: false, files: ['/assets/dashboard-components-Db1.js'] },
      { path: '/404', bare: true, files: [] },
      { path: '/hosting/:name/*', bare: false, files: ['/assets/HostingLayout-Ab1.js'] },
      { path: '/hosting/:name/dns', bare: false, files: ['/assets/DnsEditor-Cd2.js', '/assets/HostingLayout-Ab1.js'] },
      { path: '/user/profile', bare: false, files: [] },
      { path: '/checkout/:id', bare: true, files: ['/assets/Checkout-Ck1.js', '/assets/react-Rc1.js'] },
    ],
  };
  writeFileSync(path.join(built, PAGE_FILES), JSON.stringify(lists));
  writeFileSync(path.join(built, FIRST_STYLES), JSON.stringify(FIRST_SCREEN));
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

  it('answers a missing script or /favicon.ico with 404, never the page', async () => {
    for (const url of ['/assets/DnsEditor-Old1.js', '/assets/', '/favicon.ico']) {
      const answer = await app.app.inject({ url, headers: signedIn });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain('id="root"');
    }
    // A page whose address holds a dot is still a page.
    expect((await app.app.inject({ url: '/hosting/favicon.ico', headers: signedIn })).body).toContain('id="root"');
  });

  it("preloads, after the entry, the code a signed-in page runs: the app's, the shell's unless the page is bare, the dashboard's on \"/\", the page's own", async () => {
    const page = async (url: string) => {
      const answer = await app.app.inject({ url, headers: signedIn });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers.vary, url).toMatch(/cookie/i);
      expect(answer.body, url).toContain('<div id="root"></div>');
      expect(answer.body.indexOf(ENTRY_TAG), url).toBeLessThan(answer.body.indexOf('rel="modulepreload"'));
      return preloadsIn(answer.body);
    };
    const appFiles = ['/assets/mountApp-Mp1.js', '/assets/react-Rc1.js'];
    expect(await page('/')).toEqual([...appFiles, '/assets/shell-components-Sh1.js', '/assets/dashboard-components-Db1.js']);
    expect(await page('/hosting/lojadaana.com.br/dns?aba=1')).toEqual([...appFiles, '/assets/shell-components-Sh1.js', '/assets/DnsEditor-Cd2.js', '/assets/HostingLayout-Ab1.js']);
    // The most specific route wins, whatever its place in the list; letter case does not matter.
    expect(await page('/HOSTING/lojadaana.com.br/ftp')).toEqual([...appFiles, '/assets/shell-components-Sh1.js', '/assets/HostingLayout-Ab1.js']);
    expect(await page('/user/profile')).toEqual([...appFiles, '/assets/shell-components-Sh1.js']);
    // A bare page draws no shell; a file the app already loads is named once.
    expect(await page('/checkout/7')).toEqual([...appFiles, '/assets/Checkout-Ck1.js']);
    expect(await page('/404')).toEqual(appFiles);
    // A path no page draws: the app shows its 404, a redirect the shell's page it leads to.
    expect(await page('/nada/aqui')).toEqual([...appFiles, '/assets/shell-components-Sh1.js']);
  });

  it('sends a signed-in page in brotli to a browser that takes it, gzip to one that takes only that, plain otherwise: the same page each time', async () => {
    const answer = (encodings: string) => app.app.inject({ url: '/hosting/lojadaana.com.br/dns', headers: { ...signedIn, 'accept-encoding': encodings } });
    const plain = await answer('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(preloadsIn(plain.body)).toContain('/assets/DnsEditor-Cd2.js');
    const brotli = await answer('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gzip = await answer('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const each of [plain, brotli, gzip]) {
      expect(each.headers['content-type']).toMatch(/^text\/html/);
      expect(each.headers.vary).toMatch(/cookie/i);
      expect(each.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('sends a browser without a session the page as built: the signed-out shell loads none of that code', async () => {
    for (const url of ['/', '/hosting/lojadaana.com.br/dns', '/auth/login', '/nada/aqui']) {
      const answer = await app.app.inject({ url, headers: { cookie: 'outro=1' } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers.vary, url).toMatch(/cookie/i);
      expect(answer.body, url).toContain(ENTRY_TAG);
      expect(preloadsIn(answer.body), url).toEqual([]);
      expect(answer.body, url).not.toContain('data-emotion');
    }
  });

  it("sends, at the end of a signed-in page's head, the first-screen styles the build recorded: the home page's on \"/\", the shell's on another page with the shell, none on a bare one", async () => {
    const page = async (url: string) => (await app.app.inject({ url, headers: signedIn })).body;
    const home = await page('/');
    expect(home).toContain(`${HOME_STYLES}</head>`);
    expect(home.indexOf(HOME_STYLES)).toBeGreaterThan(home.lastIndexOf('rel="modulepreload"'));
    for (const url of ['/hosting/lojadaana.com.br/dns', '/user/profile', '/nada/aqui']) {
      const body = await page(url);
      expect(body, url).toContain(`${SHELL_STYLES}</head>`);
      expect(body.match(/data-emotion/g), url).toHaveLength(1);
    }
    for (const url of ['/checkout/7', '/404']) expect(await page(url), url).not.toContain('data-emotion');
  });

  it('answers an unknown API path with JSON, not the page', async () => {
    const answer = await app.app.inject({ url: '/api/nada' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: expect.any(String) });
  });
});
