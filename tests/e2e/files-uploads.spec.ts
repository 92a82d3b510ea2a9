import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { folderWith, openManager, row } from './filesSupport';

const TOO_LARGE = 'O tamanho máximo permitido é de 100 MB. Para arquivos maiores utilize FTP ou SSH.';
const CHUNK = 8 * 1024 * 1024;
/**
 * Sixteen megabytes in 8 MB chunks take seconds alone; beside CI's five browsers and the PostgreSQL
 * suite on two cores they once took more than a minute.
 */
const UPLOAD_WITHIN = 150_000;

function localFiles(files: Record<string, number | string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'painel-upload-'));
  return Object.entries(files).map(([name, content]) => {
    const file = path.join(dir, name);
    if (typeof content === 'string') writeFileSync(file, content);
    else {
      // Sparse: the size the browser reports, without writing the bytes.
      writeFileSync(file, '');
      truncateSync(file, content);
    }
    return file;
  });
}

test.describe('Envio de arquivos', () => {
  test.describe.configure({ timeout: 2 * UPLOAD_WITHIN + 60_000 });

  test('sends several files, refuses one over 100 MB with its text, lists each and refreshes the folder', async ({ page }) => {
    const { dir, token } = await folderWith(page.request, 'envios');
    await openManager(page, dir);
    const files = localFiles({ 'um.txt': 'primeiro', 'dois.css': 'body {}', 'tres.html': '<p>três</p>', 'grande.bin': 104_857_601 });
    await page.getByTestId('upload-input').setInputFiles(files);

    const panel = page.getByRole('region', { name: 'Envios' });
    const big = panel.getByTestId('upload-item').filter({ hasText: 'grande.bin' });
    await expect(big).toHaveAttribute('data-status', 'error');
    await expect(big.getByText(TOO_LARGE, { exact: true })).toBeVisible();
    for (const name of ['um.txt', 'dois.css', 'tres.html']) {
      await expect(panel.getByTestId('upload-item').filter({ hasText: name })).toHaveAttribute('data-status', 'success');
      await expect(row(page, name)).toBeVisible();
    }
    await expect(row(page, 'grande.bin')).toHaveCount(0);
    const listed = await (await page.request.get(`/api/hosting/lojadaana.com.br/files?path=${encodeURIComponent(dir)}`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(listed.data.files.find((file: { name: string }) => file.name === 'tres.html').size).toBe(Buffer.byteLength('<p>três</p>'));

    await panel.getByRole('button', { name: 'Limpar lista' }).click();
    await expect(panel).toHaveCount(0);
  });

  test('an interrupted upload resumes from the bytes the server kept', async ({ page }) => {
    const { dir, token } = await folderWith(page.request, 'retomar');
    await openManager(page, dir);
    const size = 2 * CHUNK + 12345;
    const [file] = localFiles({ 'video.mp4': size });

    const calls: { method: string; offset: string | null }[] = [];
    let interrupted = false;
    await page.route('**/files/tus**', async (route) => {
      const request = route.request();
      calls.push({ method: request.method(), offset: request.headers()['upload-offset'] ?? null });
      // The connection drops while the second chunk is on its way.
      if (request.method() === 'PATCH' && request.headers()['upload-offset'] === String(CHUNK) && !interrupted) {
        interrupted = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.getByTestId('upload-input').setInputFiles(file!);
    const item = page.getByTestId('upload-item').filter({ hasText: 'video.mp4' });
    await expect(item).toHaveAttribute('data-status', 'success', { timeout: UPLOAD_WITHIN });
    await expect(row(page, 'video.mp4')).toBeVisible();

    expect(interrupted).toBe(true);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    const afterDrop = calls.slice(calls.findIndex((call) => call.method === 'PATCH' && call.offset === String(CHUNK)) + 1);
    expect(afterDrop[0]?.method).toBe('HEAD');
    expect(afterDrop.find((call) => call.method === 'PATCH')?.offset).toBe(String(CHUNK));
    expect(calls.filter((call) => call.method === 'PATCH' && call.offset === '0')).toHaveLength(1);

    const listed = await (await page.request.get(`/api/hosting/lojadaana.com.br/files?path=${encodeURIComponent(dir)}`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(listed.data.files.find((entry: { name: string }) => entry.name === 'video.mp4').size).toBe(size);
  });

  test('an upload cut by closing the page continues from the bytes the server kept when the file is sent again', async ({ page }) => {
    const { dir, token } = await folderWith(page.request, 'recarregar');
    await openManager(page, dir);
    const size = 2 * CHUNK + 999;
    const [file] = localFiles({ 'backup.sql': size });

    let cut = false;
    await page.route('**/files/tus/**', async (route) => {
      // Everything after the first chunk fails until the page is closed.
      if (route.request().method() === 'PATCH' && route.request().headers()['upload-offset'] !== '0') {
        cut = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.getByTestId('upload-input').setInputFiles(file!);
    await expect.poll(() => cut, { timeout: UPLOAD_WITHIN }).toBe(true);
    await page.reload();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await expect(row(page, '..')).toBeVisible();
    await expect(row(page, 'backup.sql')).toHaveCount(0);

    const calls: { method: string; offset: string | null }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/files/tus')) calls.push({ method: request.method(), offset: request.headers()['upload-offset'] ?? null });
    });
    await page.getByTestId('upload-input').setInputFiles(file!);
    await expect(page.getByTestId('upload-item').filter({ hasText: 'backup.sql' })).toHaveAttribute('data-status', 'success', { timeout: UPLOAD_WITHIN });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(calls[0]?.method).toBe('HEAD');
    expect(calls.find((call) => call.method === 'PATCH')?.offset).toBe(String(CHUNK));
    expect(calls.filter((call) => call.method === 'PATCH' && call.offset === '0')).toHaveLength(0);
    const listed = await (await page.request.get(`/api/hosting/lojadaana.com.br/files?path=${encodeURIComponent(dir)}`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(listed.data.files.find((entry: { name: string }) => entry.name === 'backup.sql').size).toBe(size);
  });
});
