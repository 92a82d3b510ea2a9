import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '@server/auth/passwords';
import { isPostgres } from '@server/db/database';
import { SecretBox } from '@server/secrets/secretBox';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { SILENT_LOG, type RunningFtpServer } from './ftpServer';
import plugin from './routes';
import { ftpDb } from './store';
import { FtpAccounts } from './accounts';
import { secretBoxFor } from '@server/secrets/secretBox';
import { FTP_MAIN_PASSWORDS } from '../contract';

const HOSTING = 'lojadaana.com.br';
const BASE = `/api/hosting/${HOSTING}/ftp`;
const BLOG = '/api/hosting/blogdaana.com.br/ftp';

const app = withTestApp();
let owner: string;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
});

const get = async (url = BASE) => (await call(app, owner, 'GET', url)).json().data;
const hostingRow = (domain: string) => app.context.db.selectFrom('hostings').selectAll().where('domain', '=', domain).executeTakeFirstOrThrow();
const mainRow = async (domain = HOSTING) => ftpDb(app.context.db).selectFrom('ftp_main').selectAll().where('hosting_id', '=', (await hostingRow(domain)).id).executeTakeFirstOrThrow();
const userRow = async (username: string) => ftpDb(app.context.db).selectFrom('ftp_users').selectAll().where('username', '=', username).executeTakeFirst();

describe('access', () => {
  it('refuses the guest without hasWebsite, a paused hosting, another customer and a missing session', async () => {
    const guest = await loginAs(app, DEMO.guest);
    expect((await call(app, guest, 'GET', BASE)).statusCode).toBe(403);
    expect((await call(app, guest, 'POST', `${BASE}/add-user`, { username: 'x', password: 'segredo123', homedir: 'x' })).statusCode).toBe(403);
    expect((await call(app, owner, 'GET', '/api/hosting/antigo.com.br/ftp')).statusCode).toBe(403);
    const stranger = await loginAs(app, DEMO.affiliate);
    expect((await call(app, stranger, 'GET', BASE)).statusCode).toBe(403);
    expect((await call(app, stranger, 'POST', `${BASE}/password`, { username: 'x', password: 'segredo123', passwordConfirm: 'segredo123' })).statusCode).toBe(403);
    expect((await call(app, null, 'GET', BASE)).statusCode).toBe(401);
    expect(await userRow('x')).toBeUndefined();
  });
});

describe('GET /ftp', () => {
  it('answers the main access with host, port, the hosting username and its password, and the extra users', async () => {
    const hosting = await hostingRow(HOSTING);
    const data = await get();
    expect(data.main).toEqual({
      host: '127.0.0.1',
      port: 2121,
      username: hosting.username,
      password: 'demo12345',
      alternativeHost: 'ftp.lojadaana.com.br',
      serverIp: hosting.server_ip,
    });
    expect(data.sub).toEqual([{ username: 'designer', homedir: '/public_html/designer' }]);
    expect((await get(BLOG)).sub).toEqual([]);
  });

  it('keeps the main password hashed for sign-in and encrypted for display, never in clear', async () => {
    const row = await mainRow();
    expect(row.password_sealed).not.toContain('demo12345');
    expect(row.password_sealed).toMatch(/^v1:/);
    expect(await verifyPassword('demo12345', row.password_hash)).toBe(true);
  });

  it('generates a 16-character password the first time for a hosting that has none', async () => {
    const hosting = await hostingRow('blogdaana.com.br');
    await ftpDb(app.context.db).deleteFrom('ftp_main').where('hosting_id', '=', hosting.id).execute();
    const first = (await get(BLOG)).main.password as string;
    expect(first).toMatch(/^[A-Za-z0-9@#$&*]{16}$/);
    expect((await get(BLOG)).main.password).toBe(first);
    expect(await verifyPassword(first, (await mainRow('blogdaana.com.br')).password_hash)).toBe(true);
  });

  it('answers a null password when the stored one was sealed with another key, until a new one is set', async () => {
    const hosting = await hostingRow(HOSTING);
    const other = new SecretBox(randomBytes(32));
    await ftpDb(app.context.db).updateTable('ftp_main').set({ password_sealed: other.seal('antiga') }).where('hosting_id', '=', hosting.id).execute();
    expect((await get()).main.password).toBeNull();
    await call(app, owner, 'POST', `${BASE}/password`, { username: hosting.username, password: 'demo12345', passwordConfirm: 'demo12345' });
    expect((await get()).main.password).toBe('demo12345');
  });
});

describe('the FTP server started as the plugin service', () => {
  it('serves on the port GET /ftp answers, the one the system chose for FTP_PORT=0', async () => {
    vi.stubEnv('FTP_PORT', '0');
    vi.stubEnv('FTP_PASV_MIN', '37000');
    vi.stubEnv('FTP_PASV_MAX', '37009');
    const running = (await plugin.service!(app.context, SILENT_LOG as unknown as FastifyBaseLogger)) as RunningFtpServer;
    try {
      expect(running.port).toBeGreaterThan(0);
      expect((await get()).main.port).toBe(running.port);
    } finally {
      await running.close();
      vi.unstubAllEnvs();
    }
    expect((await get()).main.port).toBe(2121);
  });
});

describe('POST /ftp/password', () => {
  it('changes the main password: shown back, hashed, the old one no longer matches', async () => {
    const { username } = (await get()).main;
    const answer = await call(app, owner, 'POST', `${BASE}/password`, { username, password: 'Nova@Senha#2026', passwordConfirm: 'Nova@Senha#2026' });
    expect(answer.statusCode).toBe(200);
    expect((await get()).main.password).toBe('Nova@Senha#2026');
    const row = await mainRow();
    expect(await verifyPassword('Nova@Senha#2026', row.password_hash)).toBe(true);
    expect(await verifyPassword('demo12345', row.password_hash)).toBe(false);
    // The SQLite file itself holds the sealed password, never the clear one (PostgreSQL's files are the server's).
    if (!isPostgres(app.context.db)) {
      const onDisk = ['painel.sqlite', 'painel.sqlite-wal'].map((file) => path.join(app.context.dataDir, file)).filter(existsSync).map((file) => readFileSync(file).toString('latin1')).join('');
      expect(onDisk).toContain(row.password_sealed.slice(3, 30));
      expect(onDisk).not.toContain('Nova@Senha#2026');
    }
  });

  it('changes an extra user password, by name or by name@resource', async () => {
    await call(app, owner, 'POST', `${BASE}/password`, { username: 'designer', password: 'outrasenha1', passwordConfirm: 'outrasenha1' });
    expect(await verifyPassword('outrasenha1', (await userRow('designer'))!.password_hash)).toBe(true);
    await call(app, owner, 'POST', `${BASE}/password`, { username: `designer@${HOSTING}`, password: 'outrasenha2', passwordConfirm: 'outrasenha2' });
    expect(await verifyPassword('outrasenha2', (await userRow('designer'))!.password_hash)).toBe(true);
  });

  it('refuses a confirmation that differs, a short password, a control character and an unknown user, under the fields', async () => {
    const mismatch = await call(app, owner, 'POST', `${BASE}/password`, { username: 'designer', password: 'segredo123', passwordConfirm: 'segredo124' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ passwordConfirm: 'As senhas não conferem.' });
    const short = await call(app, owner, 'POST', `${BASE}/password`, { username: 'designer', password: 'curta', passwordConfirm: 'curta' });
    expect(short.json().errors.password).toBe('A senha deve ter pelo menos 8 caracteres.');
    for (const password of ['segredo\n123', 'segredo\t123', 'segredo\u0085123']) {
      const control = await call(app, owner, 'POST', `${BASE}/password`, { username: 'designer', password, passwordConfirm: password });
      expect(control.statusCode, JSON.stringify(password)).toBe(422);
      expect(control.json().errors).toEqual({ password: 'A senha não pode ter quebras de linha nem caracteres de controle.' });
    }
    const unknown = await call(app, owner, 'POST', `${BASE}/password`, { username: 'ninguem', password: 'segredo123', passwordConfirm: 'segredo123' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ username: 'Usuário de FTP não encontrado.' });
  });
});

describe('extra users', () => {
  it('adds one (lower-cased, home created inside the root), lists it, removes it', async () => {
    const hosting = await hostingRow(HOSTING);
    const added = await call(app, owner, 'POST', `${BASE}/add-user`, { username: ' Joao.Silva ', password: 'segredo123', homedir: 'public_html/joao' });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toEqual({ username: 'joao.silva', homedir: '/public_html/joao' });
    const root = await app.context.files.root(hosting.id);
    expect(existsSync(path.join(root, 'public_html', 'joao'))).toBe(true);
    expect(await verifyPassword('segredo123', (await userRow('joao.silva'))!.password_hash)).toBe(true);
    expect((await get()).sub).toContainEqual({ username: 'joao.silva', homedir: '/public_html/joao' });

    expect((await call(app, owner, 'POST', `${BASE}/remove-user`, { username: `joao.silva@${HOSTING}` })).statusCode).toBe(204);
    expect(await userRow('joao.silva')).toBeUndefined();
    expect(existsSync(path.join(root, 'public_html', 'joao'))).toBe(true);
    const again = await call(app, owner, 'POST', `${BASE}/remove-user`, { username: 'joao.silva' });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a long or malformed name, a taken one, the main username, and a home outside the root', async () => {
    const hosting = await hostingRow(HOSTING);
    const add = (body: Record<string, string>) => call(app, owner, 'POST', `${BASE}/add-user`, { username: 'novo', password: 'segredo123', homedir: 'public_html/novo', ...body });
    expect((await add({ username: 'a'.repeat(21) })).json().errors.username).toBe('O nome de usuário pode ter no máximo 20 caracteres.');
    expect((await add({ username: 'com espaço' })).json().errors.username).toMatch(/letras minúsculas/);
    expect((await add({ username: 'designer' })).json().errors).toEqual({ username: 'Já existe um usuário de FTP com este nome.' });
    expect((await add({ username: hosting.username })).json().errors).toEqual({ username: 'Já existe um usuário de FTP com este nome.' });
    const escape = await add({ homedir: '../../etc' });
    expect(escape.statusCode).toBe(422);
    expect(escape.json().errors).toEqual({ homedir: 'Caminho inválido: ele sai da pasta da hospedagem.' });
    const root = await app.context.files.root(hosting.id);
    symlinkSync('/tmp', path.join(root, 'fora'));
    expect((await add({ homedir: 'fora/novo' })).json().errors).toEqual({ homedir: 'Caminho inválido: ele sai da pasta da hospedagem.' });
    expect(existsSync('/tmp/novo')).toBe(false);
    expect(await userRow('novo')).toBeUndefined();
  });
});

describe('a guest with the website permission', () => {
  const shareWebsite = async (hasWebsite: number) => {
    const hosting = await hostingRow(HOSTING);
    const guestUser = await app.context.db.selectFrom('users').select('id').where('email', '=', DEMO.guest).executeTakeFirstOrThrow();
    await app.context.db.updateTable('hosting_shares').set({ has_website: hasWebsite }).where('hosting_id', '=', hosting.id).where('user_id', '=', guestUser.id).execute();
    return { hosting, guestId: guestUser.id };
  };

  it('sees the server but not the main access, cannot reset it, and manages only FTP users of their own', async () => {
    const { hosting } = await shareWebsite(1);
    const guest = await loginAs(app, DEMO.guest);
    const before = await mainRow();
    const data = (await call(app, guest, 'GET', BASE)).json().data;
    expect(data.main).toEqual({ host: '127.0.0.1', port: 2121, alternativeHost: 'ftp.lojadaana.com.br', serverIp: hosting.server_ip });
    expect(JSON.stringify(data)).not.toContain(hosting.username);
    expect(data.sub).toEqual([]);

    const reset = await call(app, guest, 'POST', `${BASE}/password`, { username: hosting.username, password: 'tomada123', passwordConfirm: 'tomada123' });
    expect(reset.statusCode).toBe(403);
    expect((await mainRow()).password_hash).toBe(before.password_hash);
    const owners = await call(app, guest, 'POST', `${BASE}/password`, { username: 'designer', password: 'tomada123', passwordConfirm: 'tomada123' });
    expect(owners.json().errors).toEqual({ username: 'Usuário de FTP não encontrado.' });
    expect((await call(app, guest, 'POST', `${BASE}/remove-user`, { username: 'designer' })).statusCode).toBe(404);
    expect(await userRow('designer')).toBeDefined();

    expect((await call(app, guest, 'POST', `${BASE}/add-user`, { username: 'convidado', password: 'segredo123', homedir: 'public_html/convidado' })).statusCode).toBe(201);
    expect((await call(app, guest, 'GET', BASE)).json().data.sub).toEqual([{ username: 'convidado', homedir: '/public_html/convidado' }]);
    expect((await call(app, guest, 'POST', `${BASE}/password`, { username: 'convidado', password: 'segredo456', passwordConfirm: 'segredo456' })).statusCode).toBe(200);
    // The owner sees the guest's user among the others.
    expect((await get()).sub.map((user: { username: string }) => user.username)).toEqual(['convidado', 'designer']);
  });

  it("the guest's FTP users stop signing in without the permission and end with the share", async () => {
    const { hosting, guestId } = await shareWebsite(1);
    const accounts = new FtpAccounts(app.context.db, app.context.files, () => secretBoxFor(app.context.dataDir));
    expect(await accounts.authenticate(`convidado@${HOSTING}`, 'segredo456')).toEqual({ hostingId: hosting.id, home: '/public_html/convidado' });
    await shareWebsite(0);
    expect(await accounts.authenticate(`convidado@${HOSTING}`, 'segredo456')).toBeNull();
    await app.context.db.deleteFrom('hosting_shares').where('hosting_id', '=', hosting.id).where('user_id', '=', guestId).execute();
    expect(await userRow('convidado')).toBeUndefined();
    expect(await userRow('designer')).toBeDefined();
  });
});

describe("the main password offered to other plugins' servers (FTP_MAIN_PASSWORDS: SSH's password)", () => {
  it('gives the password GET /ftp shows, and tells of a new main password (not of an extra user\'s) before the change answers', async () => {
    const passwords = app.context.pluginApis.find(FTP_MAIN_PASSWORDS)!;
    const hosting = await hostingRow(HOSTING);
    expect(await passwords.passwordOf(hosting.id)).toBe((await get()).main.password);

    const told: { hostingId: number; password: string | null }[] = [];
    passwords.onChange(async (hostingId) => void told.push({ hostingId, password: await passwords.passwordOf(hostingId) }));
    const before = (await passwords.changedAt()).get(hosting.id);
    await call(app, owner, 'POST', `${BASE}/password`, { username: 'designer', password: 'outrasenha3', passwordConfirm: 'outrasenha3' });
    expect(told).toEqual([]);
    const answer = await call(app, owner, 'POST', `${BASE}/password`, { username: hosting.username, password: 'Senha#Do#SSH1', passwordConfirm: 'Senha#Do#SSH1' });
    expect(answer.statusCode).toBe(200);
    expect(told).toEqual([{ hostingId: hosting.id, password: 'Senha#Do#SSH1' }]);
    expect(await passwords.passwordOf(hosting.id)).toBe('Senha#Do#SSH1');
    expect((await passwords.changedAt()).get(hosting.id)).not.toBe(before);
  });
});
