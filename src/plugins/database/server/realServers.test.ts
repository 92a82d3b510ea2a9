import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrlParts } from '@server/provisioning/dumpTools';
import { call, createTestApp, DEMO, loginAs, type TestApp } from '../../../../tests/support/apiApp';
import { sampleConnections } from './usage';

/**
 * The panel's API over real MariaDB and PostgreSQL servers (CI starts them with
 * scripts/database-servers.sh): what the customer creates in the panel accepts a login with the
 * user and password chosen there. Skipped, saying why, when the admin URLs are not set.
 */
const mysqlAdminUrl = process.env.MYSQL_ADMIN_URL;
const postgresAdminUrl = process.env.POSTGRES_ADMIN_URL;
const SKIP_REASON = 'skipped: MYSQL_ADMIN_URL and POSTGRES_ADMIN_URL are not set; run eval "$(scripts/database-servers.sh start)" to run them';
if (!mysqlAdminUrl || !postgresAdminUrl) console.warn(`database real-server API tests ${SKIP_REASON}`);

const BASE = '/api/hosting/blogdaana.com.br/database';
const PREFIX = 'blogdaanacom2_';

async function logIn(dbms: 'mysql' | 'postgres', dbname: string, user: string, password: string): Promise<void> {
  if (dbms === 'mysql') {
    const { host, port } = adminUrlParts(mysqlAdminUrl!);
    const connection = await mysql.createConnection({ host, port: Number(port || 3306), user, password, database: dbname });
    await connection.query('CREATE TABLE IF NOT EXISTS probe (id INT)');
    await connection.end();
  } else {
    const { host, port } = adminUrlParts(postgresAdminUrl!);
    const client = new pg.Client({ host, port: Number(port || 5432), user, password, database: dbname });
    await client.connect();
    await client.query('CREATE TABLE IF NOT EXISTS probe (id INT)');
    await client.end();
  }
}

describe.skipIf(!mysqlAdminUrl || !postgresAdminUrl)(`database API on real servers${mysqlAdminUrl && postgresAdminUrl ? '' : ` (${SKIP_REASON})`}`, () => {
  let started: Awaited<ReturnType<typeof createTestApp>>;
  let app: TestApp;
  let owner: string;
  const hosting = { id: 0, domain: 'blogdaana.com.br', username: 'blogdaanacom2' };

  beforeAll(async () => {
    started = await createTestApp({ databaseServers: { mysqlAdminUrl, postgresAdminUrl } });
    app = started.app;
    owner = await loginAs(app, DEMO.owner);
    // Leftovers of an interrupted run live on the servers, not in the throw-away panel database.
    for (const database of await app.context.databases.list(hosting)) await app.context.databases.remove(hosting, database);
  });
  afterAll(async () => {
    for (const database of (await app?.context.databases.list(hosting)) ?? []) await app.context.databases.remove(hosting, database);
    await started?.close();
  });

  for (const dbms of ['mysql', 'postgres'] as const) {
    const dbname = `${PREFIX}${dbms}`;
    const user = `${PREFIX}${dbms}_u`;

    it(`${dbms}: created in the panel, the database accepts its user and password; the list shows it with its size`, async () => {
      const created = await call(app, owner, 'POST', BASE, { dbms, dbname, user, password: 'Escolhida#Senha1' });
      expect(created.statusCode).toBe(201);
      await logIn(dbms, dbname, user, 'Escolhida#Senha1');
      const listed = (await call(app, owner, 'GET', BASE)).json().data.find((row: { dbname: string }) => row.dbname === dbname);
      expect(listed).toMatchObject({ dbms, dbname, user });
      expect(listed.size).toBeGreaterThan(0);
      expect((await call(app, owner, 'POST', BASE, { dbms, dbname, user: `${user}2`, password: 'Escolhida#Senha1' })).json().errors).toEqual({ dbname: 'Já existe um banco de dados com este nome.' });
    });

    it(`${dbms}: a new password works and the old one stops working`, async () => {
      expect((await call(app, owner, 'PUT', `${BASE}/${dbname}`, { dbms, password: 'Nova#Senha2222' })).statusCode).toBe(200);
      await expect(logIn(dbms, dbname, user, 'Escolhida#Senha1')).rejects.toThrow();
      await logIn(dbms, dbname, user, 'Nova#Senha2222');
    });
  }

  it('remote access adds and removes the MySQL user\'s host entries; the local login keeps working', async () => {
    const admin = await mysql.createConnection(mysqlAdminUrl!);
    const hostsOf = async () => {
      const [rows] = await admin.query('SELECT Host FROM mysql.user WHERE User = ? ORDER BY Host', [`${PREFIX}mysql_u`]);
      return (rows as { Host: string }[]).map((row) => row.Host);
    };
    try {
      expect(await hostsOf()).toEqual(['127.0.0.1', 'localhost']);
      expect((await call(app, owner, 'PATCH', `${BASE}/remote`, { remote: true, mode: 'IPS', hosts: '203.0.113.7, 2001:db8::1' })).statusCode).toBe(200);
      expect(await hostsOf()).toEqual(['127.0.0.1', '2001:db8::1', '203.0.113.7', 'localhost']);
      expect((await call(app, owner, 'PATCH', `${BASE}/remote`, { remote: true, mode: 'IPS', hosts: '203.0.113.7; DROP USER root' })).statusCode).toBe(422);
      expect((await call(app, owner, 'PATCH', `${BASE}/remote`, { remote: true, mode: 'ALL' })).statusCode).toBe(200);
      expect(await hostsOf()).toEqual(['%', '127.0.0.1', 'localhost']);
      // Every entry has the same password: the one chosen in the panel.
      await logIn('mysql', `${PREFIX}mysql`, `${PREFIX}mysql_u`, 'Nova#Senha2222');
      const [hashes] = await admin.query('SELECT DISTINCT authentication_string AS h FROM mysql.user WHERE User = ?', [`${PREFIX}mysql_u`]);
      expect(hashes).toHaveLength(1);
      expect((await call(app, owner, 'PATCH', `${BASE}/remote`, { remote: false })).statusCode).toBe(200);
      expect(await hostsOf()).toEqual(['127.0.0.1', 'localhost']);
      await logIn('mysql', `${PREFIX}mysql`, `${PREFIX}mysql_u`, 'Nova#Senha2222');
    } finally {
      await admin.end();
    }
  });

  it('reads the real versions and samples real connections into the chart', async () => {
    const info = (await call(app, owner, 'GET', `${BASE}/info`)).json().data;
    expect(info.version.mysql).toMatch(/MariaDB|^\d+\.\d+/);
    expect(info.version.postgres).toMatch(/^\d+(\.\d+)?/);

    const { host, port } = adminUrlParts(mysqlAdminUrl!);
    const open = await Promise.all([1, 2, 3].map(() => mysql.createConnection({ host, port: Number(port || 3306), user: `${PREFIX}mysql_u`, password: 'Nova#Senha2222', database: `${PREFIX}mysql` })));
    try {
      await sampleConnections(app.context.db, app.context.databases);
    } finally {
      await Promise.all(open.map((connection) => connection.end()));
    }
    const usage = (await call(app, owner, 'GET', `${BASE}/${PREFIX}mysql/usage?period=1`)).json().data as Record<string, { connections: number; limit: number }>;
    const points = Object.values(usage);
    expect(points).toHaveLength(7);
    expect(Math.max(...points.map((point) => point.connections))).toBeGreaterThanOrEqual(3);
    expect(points[0].limit).toBe(30);
  });

  for (const dbms of ['mysql', 'postgres'] as const) {
    it(`${dbms}: removing drops the database and its user`, async () => {
      const dbname = `${PREFIX}${dbms}`;
      expect((await call(app, owner, 'POST', `${BASE}/remove`, { dbms, dbname })).statusCode).toBe(204);
      expect((await call(app, owner, 'GET', BASE)).json().data.some((row: { dbname: string }) => row.dbname === dbname)).toBe(false);
      await expect(logIn(dbms, dbname, `${PREFIX}${dbms}_u`, 'Nova#Senha2222')).rejects.toThrow();
      if (dbms === 'mysql') {
        const admin = await mysql.createConnection(mysqlAdminUrl!);
        const [rows] = await admin.query('SELECT SCHEMA_NAME FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [dbname]);
        const [users] = await admin.query('SELECT User FROM mysql.user WHERE User = ?', [`${PREFIX}${dbms}_u`]);
        await admin.end();
        expect([rows, users]).toEqual([[], []]);
      } else {
        const admin = new pg.Client({ connectionString: postgresAdminUrl });
        await admin.connect();
        const databases = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbname]);
        const roles = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [`${PREFIX}${dbms}_u`]);
        await admin.end();
        expect([databases.rowCount, roles.rowCount]).toEqual([0, 0]);
      }
    });
  }
});
