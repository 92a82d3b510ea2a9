import { beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '@server/auth/passwords';
import { sandboxConnectionsAt } from '@server/provisioning/sandboxConnections';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { MESSAGES } from '../contract';

/** The database API over the sandbox provisioning (the real servers: realServers.test.ts). */
const BLOG = '/api/hosting/blogdaana.com.br/database';
const LOJA = '/api/hosting/lojadaana.com.br/database';
const PREFIX = 'blogdaanacom2_';

const app = withTestApp();
let owner: string;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
});

const passwordHashOf = async (dbname: string) =>
  (await app.context.db.withTables<{ sandbox_databases: { dbname: string; password_hash: string } }>().selectFrom('sandbox_databases').select('password_hash').where('dbname', '=', dbname).executeTakeFirstOrThrow()).password_hash;

describe('access', () => {
  it('refuses a guest without hasWebsite, another customer, a paused hosting and a missing session; lets a guest with hasWebsite in', async () => {
    const guest = await loginAs(app, DEMO.guest);
    expect((await call(app, guest, 'GET', LOJA)).statusCode).toBe(403);
    expect((await call(app, guest, 'POST', LOJA, { dbms: 'mysql', dbname: 'lojadaanacom1_x', user: 'lojadaanacom1_x', password: 'Senha#Forte123' })).statusCode).toBe(403);
    const stranger = await loginAs(app, DEMO.affiliate);
    expect((await call(app, stranger, 'GET', LOJA)).statusCode).toBe(403);
    expect((await call(app, stranger, 'POST', `${LOJA}/remove`, { dbms: 'mysql', dbname: 'lojadaanacom1_loja' })).statusCode).toBe(403);
    expect((await call(app, owner, 'GET', '/api/hosting/antigo.com.br/database')).statusCode).toBe(403);
    expect((await call(app, null, 'GET', LOJA)).statusCode).toBe(401);

    await app.context.db.updateTable('hosting_shares').set({ has_website: 1 }).execute();
    try {
      const allowed = await call(app, guest, 'GET', LOJA);
      expect(allowed.statusCode).toBe(200);
    } finally {
      await app.context.db.updateTable('hosting_shares').set({ has_website: 0 }).execute();
    }
  });
});

describe('databases', () => {
  it('lists the seeded database with its size, and the simple listing without sizes', async () => {
    expect((await call(app, owner, 'GET', LOJA)).json().data).toEqual([{ dbms: 'mysql', dbname: 'lojadaanacom1_loja', user: 'lojadaanacom1_loja', size: 16_384 }]);
    expect((await call(app, owner, 'GET', `${LOJA}?simple=1`)).json().data).toEqual([{ dbms: 'mysql', dbname: 'lojadaanacom1_loja', user: 'lojadaanacom1_loja', size: null }]);
  });

  it('creates (names lower-cased), changes the password, removes', async () => {
    const created = await call(app, owner, 'POST', BLOG, { dbms: 'postgres', dbname: `${PREFIX}Loja`, user: ` ${PREFIX}APP `, password: 'Primeira#123' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({ dbms: 'postgres', dbname: `${PREFIX}loja`, user: `${PREFIX}app`, size: 16_384 });
    expect((await call(app, owner, 'GET', BLOG)).json().data).toEqual([{ dbms: 'postgres', dbname: `${PREFIX}loja`, user: `${PREFIX}app`, size: 16_384 }]);
    expect(await verifyPassword('Primeira#123', await passwordHashOf(`${PREFIX}loja`))).toBe(true);

    const changed = await call(app, owner, 'PUT', `${BLOG}/${PREFIX}loja`, { dbms: 'postgres', password: 'Segunda#4567' });
    expect(changed.statusCode).toBe(200);
    expect(await verifyPassword('Segunda#4567', await passwordHashOf(`${PREFIX}loja`))).toBe(true);
    expect((await call(app, owner, 'PUT', `${BLOG}/${PREFIX}loja`, { dbms: 'mysql', password: 'Segunda#4567' })).statusCode).toBe(404);

    expect((await call(app, owner, 'POST', `${BLOG}/remove`, { dbms: 'postgres', dbname: `${PREFIX}loja` })).statusCode).toBe(204);
    expect((await call(app, owner, 'GET', BLOG)).json().data).toEqual([]);
    expect((await call(app, owner, 'POST', `${BLOG}/remove`, { dbms: 'postgres', dbname: `${PREFIX}loja` })).statusCode).toBe(404);
  });

  it('puts bad input under its field: prefix, characters, length, short password, taken names', async () => {
    const create = (body: object) => call(app, owner, 'POST', BLOG, { dbms: 'mysql', dbname: `${PREFIX}a`, user: `${PREFIX}a`, password: 'Senha#Forte123', ...body });
    expect((await create({ dbname: 'outro_banco' })).json().errors).toEqual({ dbname: MESSAGES.prefix(PREFIX) });
    expect((await create({ user: `${PREFIX}x; DROP USER root` })).json().errors).toEqual({ user: MESSAGES.name });
    expect((await create({ dbname: `${PREFIX}${'a'.repeat(40)}` })).json().errors).toEqual({ dbname: MESSAGES.nameLong });
    expect((await create({ password: 'curta' })).json().errors).toEqual({ password: MESSAGES.passwordShort });
    expect((await create({ dbms: 'oracle' })).json().errors).toEqual({ dbms: MESSAGES.dbms });
    expect((await create({ dbname: 'lojadaanacom1_loja' })).json().errors).toEqual({ dbname: MESSAGES.prefix(PREFIX) });

    expect((await create({})).statusCode).toBe(201);
    expect((await create({ user: `${PREFIX}b` })).json().errors).toEqual({ dbname: MESSAGES.dbnameTaken });
    expect((await create({ dbname: `${PREFIX}b` })).json().errors).toEqual({ user: MESSAGES.userTaken });
    await call(app, owner, 'POST', `${BLOG}/remove`, { dbms: 'mysql', dbname: `${PREFIX}a` });
  });

  it('does not let one hosting touch another one’s database', async () => {
    expect((await call(app, owner, 'POST', `${BLOG}/remove`, { dbms: 'mysql', dbname: 'lojadaanacom1_loja' })).statusCode).toBe(404);
    expect((await call(app, owner, 'PUT', `${BLOG}/lojadaanacom1_loja`, { dbms: 'mysql', password: 'Outra#Senha123' })).statusCode).toBe(404);
    expect((await call(app, owner, 'GET', LOJA)).json().data).toHaveLength(1);
  });
});

describe('info and remote access', () => {
  it('answers versions, admin links, the prefix and remote access off', async () => {
    vi.stubEnv('HOST', '');
    vi.stubEnv('PUBLIC_HOST', '');
    const info = (await call(app, owner, 'GET', `${LOJA}/info`)).json().data;
    expect(info).toMatchObject({ remote: { active: false, mode: 'ALL', hosts: '' }, prefix: 'lojadaanacom1_', host: '127.0.0.1', port: 3306, version: { mysql: '10.11.6-MariaDB', postgres: '15.8' } });
    vi.stubEnv('PUBLIC_HOST', 'db.provedor.com.br');
    try {
      expect((await call(app, owner, 'GET', `${LOJA}/info`)).json().data.host).toBe('db.provedor.com.br');
    } finally {
      vi.unstubAllEnvs();
    }
    expect(info.phpmyadmin).toMatch(/^https:\/\/.+phpmyadmin/);
    expect(info.phppgadmin).toMatch(/^https:\/\/.+phppgadmin/);
  });

  it('saves ALL, then IPS with valid addresses (normalised), refuses invalid ones under hosts, and keeps them when switched off', async () => {
    const patch = (body: object) => call(app, owner, 'PATCH', `${LOJA}/remote`, body);
    expect((await patch({ remote: true, mode: 'ALL' })).json().data).toEqual({ active: true, mode: 'ALL', hosts: '' });
    expect((await patch({ remote: true, mode: 'IPS', hosts: ' 203.0.113.7, 2001:db8::1,203.0.113.7 ' })).json().data).toEqual({ active: true, mode: 'IPS', hosts: '203.0.113.7,2001:db8::1' });
    const bad = await patch({ remote: true, mode: 'IPS', hosts: '203.0.113.7, 999.1.1.1' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ hosts: MESSAGES.hostsInvalid('999.1.1.1') });
    expect((await patch({ remote: true, mode: 'IPS', hosts: 'exemplo.com' })).json().errors).toEqual({ hosts: MESSAGES.hostsInvalid('exemplo.com') });
    expect((await patch({ remote: true, mode: 'IPS', hosts: ' , ' })).json().errors).toEqual({ hosts: MESSAGES.hostsRequired });
    expect((await patch({ remote: false })).json().data).toEqual({ active: false, mode: 'IPS', hosts: '203.0.113.7,2001:db8::1' });
    expect((await call(app, owner, 'GET', `${LOJA}/info`)).json().data.remote).toEqual({ active: false, mode: 'IPS', hosts: '203.0.113.7,2001:db8::1' });
  });
});

describe('usage', () => {
  it('answers every step of the period with connections and the limit, the same curve each time', async () => {
    for (const [period, points, stepMinutes] of [[1, 7, 10], [6, 13, 30], [12, 13, 60]] as const) {
      const data = (await call(app, owner, 'GET', `${LOJA}/lojadaanacom1_loja/usage?period=${period}`)).json().data as Record<string, { connections: number; limit: number }>;
      const times = Object.keys(data);
      expect(times).toHaveLength(points);
      expect(Date.parse(times[1]) - Date.parse(times[0])).toBe(stepMinutes * 60_000);
      for (const time of times) expect(data[time]).toEqual({ connections: sandboxConnectionsAt('lojadaanacom1_loja', Date.parse(time)), limit: 30 });
    }
    expect((await call(app, owner, 'GET', `${LOJA}/lojadaanacom1_loja/usage?period=2`)).json().errors).toEqual({ period: MESSAGES.period });
    expect((await call(app, owner, 'GET', `${LOJA}/nao_existe/usage?period=1`)).statusCode).toBe(404);
  });

  it('draws a continuous curve: neighbouring minutes differ by little', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let minute = 0; minute < 24 * 60; minute++) {
      expect(Math.abs(sandboxConnectionsAt('x_db', start + (minute + 1) * 60_000) - sandboxConnectionsAt('x_db', start + minute * 60_000))).toBeLessThanOrEqual(1);
    }
  });
});

describe('hosting data', () => {
  it('backs up the databases, restores them, and drops them when the hosting is removed', async () => {
    const hosting = await app.context.db.selectFrom('hostings').select(['id', 'domain', 'username']).where('domain', '=', 'lojadaana.com.br').executeTakeFirstOrThrow();
    const point = await app.context.backups.take(hosting);
    await call(app, owner, 'POST', `${LOJA}/remove`, { dbms: 'mysql', dbname: 'lojadaanacom1_loja' });
    expect((await call(app, owner, 'GET', LOJA)).json().data).toEqual([]);
    await app.context.backups.restore(hosting, point, ['databases']);
    expect((await call(app, owner, 'GET', LOJA)).json().data).toEqual([{ dbms: 'mysql', dbname: 'lojadaanacom1_loja', user: 'lojadaanacom1_loja', size: 16_384 }]);
    expect(await verifyPassword('Demo#Banco2024', await passwordHashOf('lojadaanacom1_loja'))).toBe(true);
    await app.context.hostingData.removeAll(hosting);
    expect((await call(app, owner, 'GET', LOJA)).json().data).toEqual([]);
  });
});
