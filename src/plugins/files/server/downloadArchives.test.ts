import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { downloadArchiveTooLarge } from './downloadArchives';

const BASE = '/api/hosting/lojadaana.com.br/files';
const GIB = 1024 ** 3;
const MB = 1024 * 1024;

/**
 * The zips a download makes (a folder, or several files) live in the panel's scratch folder until
 * the link is followed: limited, removed when they fail or are abandoned, and swept at start.
 */
describe('download archives', () => {
  const app = withTestApp();
  let owner: string;
  let root: string;
  let hostingId: number;
  const scratch = () => path.join(app.context.dataDir, 'uploads');
  const archivesOfHosting = () => readdirSync(scratch()).filter((name) => name.startsWith(`download-${hostingId}-`));
  const post = (action: string, body: unknown) => call(app, owner, 'POST', `${BASE}/${action}`, body);

  beforeAll(async () => {
    owner = await loginAs(app, DEMO.owner);
    hostingId = (await app.context.db.selectFrom('hostings').select('id').where('domain', '=', 'lojadaana.com.br').executeTakeFirstOrThrow()).id;
    root = await app.context.files.root(hostingId);
    mkdirSync(path.join(root, 'public_html/baixar'), { recursive: true });
    writeFileSync(path.join(root, 'public_html/baixar/aleatorio.bin'), randomBytes(2 * MB));
  });

  it("stops at the plan's disk, counting the hosting's archives not yet downloaded, with 507 and a text; nothing is kept", async () => {
    // An archive made earlier and not yet downloaded holds all but 1 MB of the plan's disk (Nuvem Pro, 20 GB).
    mkdirSync(scratch(), { recursive: true });
    const held = path.join(scratch(), `download-${hostingId}-anterior.zip`);
    writeFileSync(held, '');
    truncateSync(held, 20 * GIB - MB);
    try {
      const several = await post('compress?download=1', { dir: '/public_html', format: 'zip', name: 'baixar.zip', files: ['/public_html/baixar'] });
      expect(several.statusCode).toBe(507);
      expect(several.json().errors).toEqual({ files: downloadArchiveTooLarge(20 * GIB) });
      expect(several.json().message).toBe('O arquivo compactado para download passaria do espaço em disco do plano desta hospedagem (20 GB) e não foi criado. Baixe menos arquivos de cada vez ou use o FTP.');
      const folder = await post('download', { path: '/public_html', name: 'baixar' });
      expect(folder.statusCode).toBe(507);
      expect(folder.json().errors).toEqual({ path: downloadArchiveTooLarge(20 * GIB) });
      expect(archivesOfHosting()).toEqual([path.basename(held)]);
    } finally {
      rmSync(held);
    }
    const made = await post('compress?download=1', { dir: '/public_html', format: 'zip', name: 'baixar.zip', files: ['/public_html/baixar'] });
    expect(made.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: made.json().data.url })).rawPayload.length).toBeGreaterThan(2 * MB);
    await expect.poll(archivesOfHosting).toEqual([]);
  });

  it('removes the zip at once when the client goes away before the answer', async () => {
    writeFileSync(path.join(root, 'public_html/baixar/grande.bin'), randomBytes(96 * MB));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const abandoned = new AbortController();
      const request = fetch(`${address}${BASE}/compress?download=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
        body: JSON.stringify({ dir: '/public_html', format: 'zip', name: 'baixar.zip', files: ['/public_html/baixar'] }),
        signal: abandoned.signal,
      }).catch(() => null);
      await expect.poll(archivesOfHosting, { interval: 10, timeout: 20_000 }).toHaveLength(1);
      abandoned.abort();
      await request;
      await expect.poll(archivesOfHosting, { timeout: 20_000 }).toEqual([]);
    } finally {
      rmSync(path.join(root, 'public_html/baixar/grande.bin'));
    }
  });
});

describe('download archives left by a stopped process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'painel-sweep-'));
  let started: Awaited<ReturnType<typeof createTestApp>> | null = null;
  afterAll(async () => {
    // The upload store creates its folder with an fs.mkdir nobody waits for (tests/support/apiApp.ts): let libuv's pool pass it first.
    await Promise.all(Array.from({ length: 8 }, () => stat(dataDir)));
    await started?.close();
  });

  it('are removed at start once their links have expired; a fresh one stays', async () => {
    mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    const old = path.join(dataDir, 'uploads', 'download-1-antigo.zip');
    const fresh = path.join(dataDir, 'uploads', 'download-1-recente.zip');
    writeFileSync(old, 'zip');
    writeFileSync(fresh, 'zip');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(old, anHourAgo, anHourAgo);
    started = await createTestApp({ dataDir });
    expect(readdirSync(path.join(dataDir, 'uploads')).filter((name) => name.startsWith('download-'))).toEqual(['download-1-recente.zip']);
  });
});
