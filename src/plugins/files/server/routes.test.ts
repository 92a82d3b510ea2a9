import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as yazl from 'yazl';
import { PATH_OUTSIDE_ROOT } from '@server/hostingFiles/fileRoot';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { ARCHIVE_MESSAGES } from './archives';
import { MESSAGES } from '../contract';
import { FILE_MESSAGES } from './routes';

const BASE = '/api/hosting/lojadaana.com.br/files';
const app = withTestApp();
let owner: string;
let root: string;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
  const hosting = await app.context.db.selectFrom('hostings').select('id').where('domain', '=', 'lojadaana.com.br').executeTakeFirstOrThrow();
  root = await app.context.files.root(hosting.id);
});

const post = (action: string, body: unknown, token: string | null = owner) => call(app, token, 'POST', `${BASE}/${action}`, body);
const list = async (dir: string) => (await call(app, owner, 'GET', `${BASE}?path=${encodeURIComponent(dir)}`)).json().data;
/** A folder beside the hosting roots: anything that reaches it has escaped. */
const outside = () => path.join(path.dirname(path.dirname(root)), 'outside');

async function zipOf(entries: { name: string; content: string; link?: boolean }[], rename: Record<string, string> = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addBuffer(Buffer.from(entry.content), entry.name, entry.link ? { mode: 0o120777 } : {});
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  let buffer = Buffer.concat(chunks);
  // yazl refuses unsafe names, so the evil ones are written over same-length placeholders.
  for (const [from, to] of Object.entries(rename)) buffer = Buffer.from(buffer.toString('latin1').replaceAll(from, to), 'latin1');
  return buffer;
}

function multipartOf(fields: Record<string, string>, file: { name: string; content: Buffer }) {
  const boundary = '----painel' + Date.now();
  const parts = Object.entries(fields).map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`);
  const head = Buffer.from(parts.join('') + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { payload: Buffer.concat([head, file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${owner}` } };
}

async function runJobs() {
  await app.context.jobs.tick();
}

describe('access', () => {
  it('refuses a guest without hasWebsite, another customer, a paused hosting and no session', async () => {
    const guest = await loginAs(app, DEMO.guest);
    expect((await call(app, guest, 'GET', BASE)).statusCode).toBe(403);
    expect((await post('create-file', { path: '/public_html', name: 'x.txt' }, guest)).statusCode).toBe(403);
    const other = await loginAs(app, DEMO.affiliate);
    expect((await call(app, other, 'GET', BASE)).statusCode).toBe(403);
    expect((await call(app, owner, 'GET', '/api/hosting/antigo.com.br/files')).statusCode).toBe(403);
    expect((await call(app, null, 'GET', BASE)).statusCode).toBe(401);
    expect((await call(app, guest, 'POST', `${BASE}/tus`)).statusCode).toBe(403);
  });
});

describe('listing and editing', () => {
  it('opens in public_html with the parent row, folders first', async () => {
    await post('create-folder', { path: '/public_html', name: 'zeta' });
    await post('create-file', { path: '/public_html', name: 'alfa.php' });
    const data = await list('');
    expect(data.path).toBe('/public_html');
    expect(data.files[0]).toMatchObject({ id: -1, name: '..', path: '/' });
    const names = data.files.map((file: { name: string }) => file.name);
    expect(names.indexOf('zeta')).toBeLessThan(names.indexOf('alfa.php'));
    expect(data.files.find((file: { name: string }) => file.name === 'alfa.php')).toMatchObject({ type: 'file', editable: true, permissions: '644', size: 0 });
    expect((await list('/')).files.some((file: { id: number }) => file.id < 0)).toBe(false);
  });

  it('creates, shows with the language, saves keeping permissions, renames, moves, changes permissions, removes', async () => {
    expect((await post('create-file', { path: '/public_html', name: 'index.html' })).statusCode).toBe(201);
    expect((await post('create-file', { path: '/public_html', name: 'index.html' })).json().errors.name).toBe(FILE_MESSAGES.exists);
    expect((await post('permissions', { file: '/public_html/index.html', permissions: '600' })).statusCode).toBe(200);
    expect((await post('edit', { path: '/public_html/index.html', content: '<h1>Olá</h1>' })).statusCode).toBe(200);
    expect(statSync(path.join(root, 'public_html/index.html')).mode & 0o777).toBe(0o600);
    expect((await post('show', { path: '/public_html/index.html' })).json().data).toMatchObject({ lang: 'html', content: '<h1>Olá</h1>', readOnly: false });
    await post('create-file', { path: '/public_html', name: 'app.php' });
    expect((await post('show', { path: '/public_html/app.php' })).json().data.lang).toBe('php');
    expect((await post('permissions', { file: '/public_html/app.php', permissions: '8x1' })).json().errors.permissions).toBeTruthy();

    const renamed = await post('rename', { file: '/public_html/index.html', name: 'inicio.html' });
    expect(renamed.json().data.path).toBe('/public_html/inicio.html');
    expect((await post('rename', { file: '/public_html/inicio.html', name: '../fora.html' })).statusCode).toBe(422);

    await post('create-folder', { path: '/public_html', name: 'destino' });
    expect((await post('move', { files: ['/public_html/inicio.html', '/public_html/app.php'], dest: '/public_html/destino' })).statusCode).toBe(200);
    expect(readFileSync(path.join(root, 'public_html/destino/inicio.html'), 'utf8')).toBe('<h1>Olá</h1>');
    expect((await post('move', { files: ['/public_html/destino'], dest: '/public_html/destino' })).json().errors.dest).toBe(FILE_MESSAGES.intoItself);

    expect((await post('remove', { files: ['/public_html/destino'] })).statusCode).toBe(200);
    expect(existsSync(path.join(root, 'public_html/destino'))).toBe(false);
    expect((await post('remove', { files: ['/'] })).json().errors.files).toBe(FILE_MESSAGES.root);
  });

  it('opens files over 2 MB read-only and refuses to save them', async () => {
    writeFileSync(path.join(root, 'public_html/grande.txt'), 'a'.repeat(2 * 1024 * 1024 + 10));
    expect((await post('show', { path: '/public_html/grande.txt' })).json().data.readOnly).toBe(true);
    expect((await post('edit', { path: '/public_html/grande.txt', content: 'b' })).statusCode).toBe(422);
  });
});

describe('the path guard', () => {
  it('refuses .. escapes everywhere and writes nothing outside', async () => {
    const attempts = [
      call(app, owner, 'GET', `${BASE}?path=${encodeURIComponent('/../../')}`),
      post('show', { path: '../../../../etc/passwd' }),
      post('create-file', { path: '/../..', name: 'fora.txt' }),
      post('create-folder', { path: '/public_html/../../..', name: 'fora' }),
      post('edit', { path: '/../fora.txt', content: 'x' }),
      post('move', { files: ['/public_html/alfa.php'], dest: '/../..' }),
      post('remove', { files: ['/../../'] }),
      post('permissions', { file: '/..', permissions: '777' }),
      post('extract', { file: '/public_html/a.zip', dir: '/../..' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(422);
      expect(Object.values(response.json().errors ?? {}).join()).toMatch(/Caminho inválido|não encontrado/);
    }
    expect(existsSync(outside())).toBe(false);
    expect(existsSync(path.join(path.dirname(root), 'fora.txt'))).toBe(false);
  });

  it('keeps absolute paths inside the root', async () => {
    const response = await post('show', { path: '/etc/passwd' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.path).toBe(FILE_MESSAGES.notFound);
  });

  it('refuses symbolic links that point outside', async () => {
    mkdirSync(outside(), { recursive: true });
    writeFileSync(path.join(outside(), 'segredo.txt'), 'segredo');
    symlinkSync(outside(), path.join(root, 'public_html/atalho'));
    const tries = [
      post('show', { path: '/public_html/atalho/segredo.txt' }),
      post('edit', { path: '/public_html/atalho/segredo.txt', content: 'mudado' }),
      post('create-file', { path: '/public_html/atalho', name: 'novo.txt' }),
      call(app, owner, 'GET', `${BASE}?path=/public_html/atalho`),
      post('permissions', { file: '/public_html/atalho/segredo.txt', permissions: '777' }),
    ];
    for (const response of await Promise.all(tries)) expect(response.json().message).toBe(PATH_OUTSIDE_ROOT);
    expect(readFileSync(path.join(outside(), 'segredo.txt'), 'utf8')).toBe('segredo');
    expect(existsSync(path.join(outside(), 'novo.txt'))).toBe(false);
    const row = (await list('/public_html')).files.find((file: { name: string }) => file.name === 'atalho');
    expect(row.type).toBe('link');
  });
});

describe('archives', () => {
  beforeAll(async () => {
    await post('create-folder', { path: '/public_html', name: 'site' });
    writeFileSync(path.join(root, 'public_html/site/a.txt'), 'conteúdo A');
    mkdirSync(path.join(root, 'public_html/site/css'));
    writeFileSync(path.join(root, 'public_html/site/css/b.css'), 'body{}');
  });

  it('compresses to zip, tar.gz and gz that the system tools accept', async () => {
    const site = '/public_html/site';
    expect((await post('compress', { dir: site, format: 'zip', name: 'site.zip', files: [`${site}/a.txt`, `${site}/css`] })).statusCode).toBe(201);
    expect(execFileSync('unzip', ['-t', path.join(root, 'public_html/site/site.zip')]).toString()).toMatch(/No errors detected/);
    expect((await post('compress', { dir: site, format: 'gz', name: 'site.tar.gz', files: [`${site}/a.txt`, `${site}/css`] })).statusCode).toBe(201);
    expect(execFileSync('tar', ['-tzf', path.join(root, 'public_html/site/site.tar.gz')]).toString().split('\n')).toEqual(expect.arrayContaining(['a.txt', 'css/', 'css/b.css']));
    expect((await post('compress', { dir: site, format: 'gz', name: 'a.txt.gz', files: [`${site}/a.txt`] })).statusCode).toBe(201);
    expect(execFileSync('gunzip', ['-c', path.join(root, 'public_html/site/a.txt.gz')]).toString()).toBe('conteúdo A');
    expect((await post('compress', { dir: site, format: 'zip', name: 'site.zip', files: [`${site}/a.txt`] })).json().errors.name).toBe(FILE_MESSAGES.exists);
    expect((await post('compress', { dir: site, format: 'rar', name: 'x.rar', files: [`${site}/a.txt`] })).json().errors.format).toBeTruthy();
  });

  it('extracts a zip in a job, deleting the archive when asked', async () => {
    const response = await post('extract', { file: '/public_html/site/site.zip', dir: '/public_html/copia', deleteArchive: true });
    expect(response.statusCode).toBe(202);
    const job = response.json().data.job;
    await runJobs();
    const status = (await call(app, owner, 'GET', `/api/job/${job}`)).json().data;
    expect(status.status).toBe('completed');
    expect(status.result.error).toBeUndefined();
    expect(readFileSync(path.join(root, 'public_html/copia/css/b.css'), 'utf8')).toBe('body{}');
    expect(existsSync(path.join(root, 'public_html/site/site.zip'))).toBe(false);
  });

  it('extracts tar.gz and gz', async () => {
    await post('extract', { file: '/public_html/site/site.tar.gz', dir: '/public_html/copia-tar', deleteArchive: false });
    await post('extract', { file: '/public_html/site/a.txt.gz', dir: '/public_html/copia-gz', deleteArchive: false });
    await runJobs();
    expect(readFileSync(path.join(root, 'public_html/copia-tar/a.txt'), 'utf8')).toBe('conteúdo A');
    expect(readFileSync(path.join(root, 'public_html/copia-gz/a.txt'), 'utf8')).toBe('conteúdo A');
  });

  it('refuses zip-slip and escaping links before writing anything', async () => {
    writeFileSync(path.join(root, 'public_html/slip.zip'), await zipOf([{ name: 'ok.txt', content: 'ok' }, { name: 'XX/XX/evil.txt', content: 'mal' }], { 'XX/XX/evil.txt': '../../evil.txt' }));
    writeFileSync(path.join(root, 'public_html/abs.zip'), await zipOf([{ name: 'Xtmp/evil.txt', content: 'mal' }], { 'Xtmp/evil.txt': '/tmp/evil.txt' }));
    writeFileSync(path.join(root, 'public_html/link.zip'), await zipOf([{ name: 'fora', content: '../../../../..', link: true }]));
    // Each link alone looks inside, but s/.. climbs from where s leads: the destination's parent.
    writeFileSync(path.join(root, 'public_html/chain.zip'), await zipOf([{ name: 's', content: '.', link: true }, { name: 'a', content: 's/..', link: true }]));
    for (const [archive, message] of [['slip.zip', ARCHIVE_MESSAGES.slip], ['abs.zip', ARCHIVE_MESSAGES.slip], ['link.zip', ARCHIVE_MESSAGES.link], ['chain.zip', ARCHIVE_MESSAGES.link]] as const) {
      const response = await post('extract', { file: `/public_html/${archive}`, dir: '/public_html/slip', deleteArchive: false });
      expect(response.statusCode, archive).toBe(422);
      expect(response.json().errors.file).toBe(message);
    }
    expect(existsSync(path.join(root, 'evil.txt'))).toBe(false);
    expect(existsSync(path.join(root, 'public_html/slip'))).toBe(false);
    expect(existsSync(path.join(tmpdir(), 'evil.txt')) && readFileSync(path.join(tmpdir(), 'evil.txt'), 'utf8') === 'mal').toBe(false);
  });

  it('refuses a tar.gz whose entries climb out', async () => {
    const work = path.join(root, 'public_html/work');
    mkdirSync(path.join(work, 'inner'), { recursive: true });
    writeFileSync(path.join(work, 'evil.txt'), 'mal');
    execFileSync('tar', ['-czPf', path.join(root, 'public_html/slip.tar.gz'), '../evil.txt'], { cwd: path.join(work, 'inner') });
    expect(execFileSync('tar', ['-tzf', path.join(root, 'public_html/slip.tar.gz')]).toString()).toContain('../evil.txt');
    const response = await post('extract', { file: '/public_html/slip.tar.gz', dir: '/public_html/slip-tar', deleteArchive: false });
    expect(response.json().errors.file).toBe(ARCHIVE_MESSAGES.slip);
    expect(existsSync(path.join(root, 'public_html/evil.txt'))).toBe(false);
  });
});

describe('downloads', () => {
  it('serves a file from a signed link without the bearer header, and refuses forged links', async () => {
    writeFileSync(path.join(root, 'public_html/baixar.txt'), 'baixado');
    const { url, name } = (await post('download', { path: '/public_html', name: 'baixar.txt' })).json().data;
    expect(name).toBe('baixar.txt');
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('baixado');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect((await app.inject({ method: 'GET', url: url.slice(0, -3) + 'abc' })).statusCode).toBe(410);
  });

  it('refuses a link whose file was swapped for a symbolic link pointing outside', async () => {
    mkdirSync(outside(), { recursive: true });
    writeFileSync(path.join(outside(), 'segredo2.txt'), 'segredo');
    writeFileSync(path.join(root, 'public_html/troca.txt'), 'meu');
    const { url } = (await post('download', { path: '/public_html', name: 'troca.txt' })).json().data;
    rmSync(path.join(root, 'public_html/troca.txt'));
    symlinkSync(path.join(outside(), 'segredo2.txt'), path.join(root, 'public_html/troca.txt'));
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(410);
    expect(response.body).not.toContain('segredo');
  });

  it('downloads several files as one zip', async () => {
    const { url, name } = (await post('compress?download=1', { dir: '/public_html/site', format: 'zip', name: 'arquivos.zip', files: ['/public_html/site/a.txt', '/public_html/site/css'] })).json().data;
    expect(name).toBe('arquivos.zip');
    const response = await app.inject({ method: 'GET', url });
    const file = path.join(tmpdir(), `download-${Date.now()}.zip`);
    writeFileSync(file, response.rawPayload);
    expect(execFileSync('unzip', ['-l', file]).toString()).toMatch(/css\/b\.css/);
    expect(existsSync(path.join(root, 'public_html/site/arquivos.zip'))).toBe(false);
  });
});

describe('uploads', () => {
  const multipart = multipartOf;

  it('takes a multipart upload into the folder, and refuses one that leaves the root', async () => {
    const ok = multipart({ dir: '/public_html' }, { name: 'enviado.txt', content: Buffer.from('enviado') });
    const response = await app.inject({ method: 'POST', url: `${BASE}/upload`, ...ok });
    expect(response.statusCode).toBe(201);
    expect(readFileSync(path.join(root, 'public_html/enviado.txt'), 'utf8')).toBe('enviado');
    const evil = multipart({ dir: '/public_html', path: '../../../fora.txt' }, { name: 'fora.txt', content: Buffer.from('x') });
    expect((await app.inject({ method: 'POST', url: `${BASE}/upload`, ...evil })).json().message).toBe(PATH_OUTSIDE_ROOT);
    expect(existsSync(path.join(path.dirname(root), 'fora.txt'))).toBe(false);
  });

  it('resumes a tus upload from the offset the server kept', async () => {
    const content = Buffer.from('0123456789'.repeat(1000));
    const meta = `filename ${Buffer.from('retomado.txt').toString('base64')},dir ${Buffer.from('/public_html').toString('base64')}`;
    const headers = { authorization: `Bearer ${owner}`, 'tus-resumable': '1.0.0' };
    const created = await app.inject({ method: 'POST', url: `${BASE}/tus`, headers: { ...headers, 'upload-length': String(content.length), 'upload-metadata': meta } });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/hosting\/lojadaana\.com\.br\/files\/tus\//);
    const patch = (offset: number, body: Buffer) =>
      app.inject({ method: 'PATCH', url: location, headers: { ...headers, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, payload: body });
    expect((await patch(0, content.subarray(0, 4000))).statusCode).toBe(204);
    const head = await app.inject({ method: 'HEAD', url: location, headers });
    expect(head.headers['upload-offset']).toBe('4000');
    expect(existsSync(path.join(root, 'public_html/retomado.txt'))).toBe(false);
    expect((await patch(4000, content.subarray(4000))).statusCode).toBe(204);
    expect(readFileSync(path.join(root, 'public_html/retomado.txt')).equals(content)).toBe(true);
    const guest = await loginAs(app, DEMO.affiliate);
    expect((await app.inject({ method: 'HEAD', url: location, headers: { ...headers, authorization: `Bearer ${guest}` } })).statusCode).toBe(403);
  });

  it('refuses a tus upload over 100 MB and one aimed outside', async () => {
    const headers = { authorization: `Bearer ${owner}`, 'tus-resumable': '1.0.0' };
    const meta = (dir: string) => `filename ${Buffer.from('x.bin').toString('base64')},dir ${Buffer.from(dir).toString('base64')}`;
    expect((await app.inject({ method: 'POST', url: `${BASE}/tus`, headers: { ...headers, 'upload-length': String(104_857_601), 'upload-metadata': meta('/public_html') } })).statusCode).toBe(413);
    const escaping = await app.inject({ method: 'POST', url: `${BASE}/tus`, headers: { ...headers, 'upload-length': '10', 'upload-metadata': meta('/../..') } });
    expect(escaping.statusCode).toBe(422);
    expect(escaping.body).toContain(PATH_OUTSIDE_ROOT);
  });
});

describe('names', () => {
  const accented = 'á'.repeat(200);

  it('refuses names with control characters on create, rename and upload, with a text under the field', async () => {
    for (const action of ['create-file', 'create-folder']) {
      const response = await post(action, { path: '/public_html', name: 'x\r\ndrwxr-xr-x 1 a a 0 Jan 1 00:00 INJECTED-DIR' });
      expect(response.statusCode, action).toBe(422);
      expect(response.json().errors.name).toBe(MESSAGES.nameControl);
    }
    await post('create-file', { path: '/public_html', name: 'nomes.txt' });
    expect((await post('rename', { file: '/public_html/nomes.txt', name: 'a\tb' })).json().errors.name).toBe(MESSAGES.nameControl);
    expect(existsSync(path.join(root, 'public_html/a\tb'))).toBe(false);
  });

  it('counts the 255 of a name in bytes: 200 accented letters (400 bytes) are refused with a text, not a 500', async () => {
    for (const action of ['create-file', 'create-folder']) {
      const response = await post(action, { path: '/public_html', name: accented });
      expect(response.statusCode, action).toBe(422);
      expect(response.json().errors.name).toBe(MESSAGES.nameTooLong);
    }
    const renamed = await post('rename', { file: '/public_html/nomes.txt', name: accented });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.name).toBe(MESSAGES.nameTooLong);
    expect((await post('create-file', { path: '/public_html', name: 'á'.repeat(127) })).statusCode).toBe(201);
  });

  it('refuses an archive whose entries have control characters or names over 255 bytes', async () => {
    writeFileSync(path.join(root, 'public_html/crlf.zip'), await zipOf([{ name: 'a\r\nb.txt', content: 'x' }]));
    writeFileSync(path.join(root, 'public_html/longo.zip'), await zipOf([{ name: `pasta/${accented}`, content: 'x' }]));
    for (const [archive, message] of [['crlf.zip', ARCHIVE_MESSAGES.control], ['longo.zip', ARCHIVE_MESSAGES.longName]] as const) {
      const response = await post('extract', { file: `/public_html/${archive}`, dir: '/public_html/nomes', deleteArchive: false });
      expect(response.statusCode, archive).toBe(422);
      expect(response.json().errors.file).toBe(message);
    }
    expect(existsSync(path.join(root, 'public_html/nomes'))).toBe(false);
  });
});

describe('errors a customer can read', () => {
  it('answers a download whose folder is a file with a 422 and a text, not a 500', async () => {
    writeFileSync(path.join(root, 'public_html/arquivo.txt'), 'x');
    const response = await post('download', { path: '/public_html/arquivo.txt', name: 'outro.txt' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.path).toBe(FILE_MESSAGES.notFound);
  });

  it('serves an extraction job at the specification path, to its hosting only', async () => {
    writeFileSync(path.join(root, 'public_html/job.zip'), await zipOf([{ name: 'ok.txt', content: 'ok' }]));
    const job = (await post('extract', { file: '/public_html/job.zip', dir: '/public_html/job', deleteArchive: false })).json().data.job;
    await runJobs();
    const response = await call(app, owner, 'GET', `${BASE}/job/${job}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: job, status: 'completed' });
    expect((await call(app, owner, 'GET', `/api/hosting/blogdaana.com.br/files/job/${job}`)).statusCode).toBe(404);
    expect((await call(app, await loginAs(app, DEMO.affiliate), 'GET', `${BASE}/job/${job}`)).statusCode).toBe(403);
  });

  it('ends an extraction that cannot be written with a text that names no server path', async () => {
    const retry = app.context.jobs.retry;
    app.context.jobs.retry = { baseMs: 1, maxAttempts: 1 };
    try {
      // "a" is a file, then "a/b" needs it to be a folder.
      writeFileSync(path.join(root, 'public_html/mesmo-nome.zip'), await zipOf([{ name: 'a', content: 'x' }, { name: 'a/b', content: 'y' }]));
      const job = (await post('extract', { file: '/public_html/mesmo-nome.zip', dir: '/public_html/mesmo-nome', deleteArchive: false })).json().data.job;
      await runJobs();
      const status = await call(app, owner, 'GET', `${BASE}/job/${job}`);
      expect(status.json().data.result.error).toBe(ARCHIVE_MESSAGES.sameName);
      expect(status.body).not.toContain(path.dirname(root));
      expect(existsSync(path.join(root, 'public_html/mesmo-nome'))).toBe(false);
    } finally {
      app.context.jobs.retry = retry;
    }
  });
});

describe("the plan's disk", () => {
  const GIB = 1024 ** 3;
  const MB = 1024 * 1024;
  let hostingId: number;
  const filler = () => path.join(root, 'enchimento.bin');

  /** A sparse file leaves the hosting `room` bytes below its plan's disk (Nuvem Pro, 20 GB) without writing them. */
  async function leaveRoom(room: number) {
    rmSync(filler(), { force: true });
    app.context.files.quota.forget(hostingId);
    const used = await app.context.files.quota.usedBytes(hostingId);
    writeFileSync(filler(), '');
    truncateSync(filler(), 20 * GIB - used - room);
    app.context.files.quota.forget(hostingId);
  }

  beforeAll(async () => {
    hostingId = (await app.context.db.selectFrom('hostings').select('id').where('domain', '=', 'lojadaana.com.br').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => {
    rmSync(filler(), { force: true });
    app.context.files.quota.forget(hostingId);
  });

  it('is the plan\'s disk', async () => {
    expect(await app.context.files.quota.limitBytes(hostingId)).toBe(20 * GIB);
  });

  it('stops a zip, a tar.gz and a .gz bomb at the limit, removing what they wrote and keeping the files already there', async () => {
    await leaveRoom(5 * MB);
    const zeros = Buffer.alloc(20 * MB);
    const zip = await zipOf([{ name: 'pequeno.txt', content: 'x' }, { name: 'bomba.bin', content: zeros.toString() }]);
    expect(zip.length).toBeLessThan(MB);
    writeFileSync(path.join(root, 'public_html/bomba.zip'), zip);
    writeFileSync(path.join(root, 'public_html/bomba.bin.gz'), gzipSync(zeros));
    mkdirSync(path.join(root, 'public_html/tar/dentro'), { recursive: true });
    // Past a ratio of 1000 tar refuses the archive by itself: this one has to be read to be stopped.
    writeFileSync(path.join(root, 'public_html/tar/dentro/bomba.bin'), randomBytes(8 * MB));
    execFileSync('tar', ['-czf', path.join(root, 'public_html/bomba.tar.gz'), '-C', path.join(root, 'public_html/tar'), 'dentro']);
    rmSync(path.join(root, 'public_html/tar'), { recursive: true });
    mkdirSync(path.join(root, 'public_html/destino-bomba'), { recursive: true });
    writeFileSync(path.join(root, 'public_html/destino-bomba/pequeno.txt'), 'já estava aqui');
    app.context.files.quota.forget(hostingId);

    for (const archive of ['bomba.zip', 'bomba.tar.gz', 'bomba.bin.gz']) {
      const response = await post('extract', { file: `/public_html/${archive}`, dir: '/public_html/destino-bomba', deleteArchive: true });
      expect(response.statusCode, archive).toBe(202);
      await runJobs();
      const status = (await call(app, owner, 'GET', `${BASE}/job/${response.json().data.job}`)).json().data;
      expect(status.status, archive).toBe('completed');
      expect(status.result.error, archive).toMatch(/^A extração foi interrompida porque o conteúdo do arquivo compactado passaria do espaço em disco do plano desta hospedagem \(20 GB\)/);
      expect(existsSync(path.join(root, 'public_html', archive)), archive).toBe(true);
    }
    expect(execFileSync('ls', ['-A', path.join(root, 'public_html/destino-bomba')]).toString().trim()).toBe('pequeno.txt');
    expect(readFileSync(path.join(root, 'public_html/destino-bomba/pequeno.txt'), 'utf8')).toBe('já estava aqui');
    expect(execFileSync('ls', ['-A', path.join(app.context.dataDir, 'uploads')]).toString()).not.toMatch(/extract-/);
  });

  it('refuses uploads, a save and an archive that would pass it with 507 and a text, keeping nothing', async () => {
    await leaveRoom(2 * MB);
    const upload = multipartOf({ dir: '/public_html' }, { name: 'grande.bin', content: Buffer.alloc(3 * MB, 1) });
    const uploaded = await app.inject({ method: 'POST', url: `${BASE}/upload`, ...upload });
    expect(uploaded.statusCode).toBe(507);
    expect(uploaded.json().errors.file).toMatch(/^Não há espaço no disco do plano desta hospedagem \(20 GB\)/);
    expect(existsSync(path.join(root, 'public_html/grande.bin'))).toBe(false);

    const headers = { authorization: `Bearer ${owner}`, 'tus-resumable': '1.0.0' };
    const meta = `filename ${Buffer.from('grande-tus.bin').toString('base64')},dir ${Buffer.from('/public_html').toString('base64')}`;
    const created = await app.inject({ method: 'POST', url: `${BASE}/tus`, headers: { ...headers, 'upload-length': String(3 * MB), 'upload-metadata': meta } });
    expect(created.statusCode).toBe(507);
    expect(created.body).toContain('Não há espaço no disco do plano');

    writeFileSync(path.join(root, 'public_html/editar.txt'), 'pouco');
    await leaveRoom(MB);
    const saved = await post('edit', { path: '/public_html/editar.txt', content: 'a'.repeat(2 * MB) });
    expect(saved.statusCode).toBe(507);
    expect(saved.json().errors.content).toMatch(/^Não há espaço no disco do plano/);
    expect(readFileSync(path.join(root, 'public_html/editar.txt'), 'utf8')).toBe('pouco');

    writeFileSync(path.join(root, 'public_html/aleatorio.bin'), randomBytes(2 * MB));
    await leaveRoom(MB);
    const compressed = await post('compress', { dir: '/public_html', format: 'zip', name: 'aleatorio.zip', files: ['/public_html/aleatorio.bin'] });
    expect(compressed.statusCode).toBe(507);
    expect(existsSync(path.join(root, 'public_html/aleatorio.zip'))).toBe(false);
  });

  it('counts the room a removal freed at once', async () => {
    await leaveRoom(3 * MB);
    writeFileSync(path.join(root, 'public_html/libera.bin'), Buffer.alloc(3 * MB));
    app.context.files.quota.forget(hostingId);
    expect((await post('edit', { path: '/public_html/editar.txt', content: 'a'.repeat(2 * MB) })).statusCode).toBe(507);
    expect((await post('remove', { files: ['/public_html/libera.bin'] })).statusCode).toBe(200);
    expect((await post('edit', { path: '/public_html/editar.txt', content: 'a'.repeat(2 * MB) })).statusCode).toBe(200);
  });
});
