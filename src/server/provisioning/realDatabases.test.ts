import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseProvisioning, Dbms } from './databases';
import { adminUrlParts, runTool } from './dumpTools';
import { MysqlDatabases } from './mysqlDatabases';
import { PostgresDatabases } from './postgresDatabases';

/**
 * The real adapters against the servers that scripts/database-servers.sh starts (CI does):
 * a created database accepts its user's login, a new password shuts the old one out, removal
 * drops the database and the user. Without the admin URLs these are skipped, saying why.
 */
const URLS: Record<Dbms, string | undefined> = { mysql: process.env.MYSQL_ADMIN_URL, postgres: process.env.POSTGRES_ADMIN_URL };
const hosting = { id: 9001, domain: 'realtest.com.br', username: `rt${process.pid}` };

async function logIn(dbms: Dbms, adminUrl: string, dbname: string, user: string, password: string): Promise<void> {
  const { host, port } = adminUrlParts(adminUrl);
  if (dbms === 'mysql') {
    const connection = await mysql.createConnection({ host, port: Number(port || 3306), user, password, database: dbname });
    await connection.query('CREATE TABLE IF NOT EXISTS probe (id INT)');
    await connection.end();
  } else {
    const client = new pg.Client({ host, port: Number(port || 5432), user, password, database: dbname });
    await client.connect();
    await client.query('CREATE TABLE IF NOT EXISTS probe (id INT)');
    await client.end();
  }
}

for (const dbms of ['mysql', 'postgres'] as const) {
  const url = URLS[dbms];
  if (!url) console.warn(`${dbms} adapter tests skipped: ${dbms === 'mysql' ? 'MYSQL_ADMIN_URL' : 'POSTGRES_ADMIN_URL'} is not set; run eval "$(scripts/database-servers.sh start)" to run them`);
  const variable = dbms === 'mysql' ? 'MYSQL_ADMIN_URL' : 'POSTGRES_ADMIN_URL';
  describe.skipIf(!url)(`${dbms} adapter on a real server${url ? '' : ` (skipped: ${variable} is not set; run eval "$(scripts/database-servers.sh start)")`}`, () => {
    let adapter: DatabaseProvisioning;
    const dbname = `${hosting.username}_${dbms.slice(0, 2)}app`;
    const user = `${hosting.username}_${dbms.slice(0, 2)}usr`;

    afterAll(async () => {
      await adapter?.remove(hosting, { dbms, dbname }).catch(() => undefined);
      await adapter?.close();
    });

    it('creates a database that accepts its own user with the chosen password, and lists it with its size', async () => {
      adapter = dbms === 'mysql' ? new MysqlDatabases(url!) : new PostgresDatabases(url!);
      await adapter.remove(hosting, { dbms, dbname }).catch(() => undefined);
      await adapter.create(hosting, { dbms, dbname, user, password: 'Primeira#Senha1' });
      await logIn(dbms, url!, dbname, user, 'Primeira#Senha1');
      const [listed] = await adapter.list(hosting);
      expect(listed).toMatchObject({ dbms, dbname, user });
      expect(listed.size).toBeGreaterThan(0);
      await expect(adapter.create(hosting, { dbms, dbname, user: `${user}2`, password: 'x'.repeat(16) })).rejects.toMatchObject({ field: 'dbname' });
      await expect(adapter.create(hosting, { dbms, dbname: `${dbname}2`, user, password: 'x'.repeat(16) })).rejects.toMatchObject({ field: 'user' });
      expect(await adapter.version(dbms)).toMatch(/\d+\.\d+/);
    });

    it.skipIf(dbms !== 'postgres')("lets the customer's role open its own databases only: not postgres, template1 or another customer's", async () => {
      const neighbour = { id: 9002, domain: 'vizinho.com.br', username: `vz${process.pid}` };
      const other = `${neighbour.username}_pgapp`;
      await adapter.remove(neighbour, { dbms, dbname: other }).catch(() => undefined);
      await adapter.create(neighbour, { dbms, dbname: other, user: `${neighbour.username}_pgusr`, password: 'Vizinho#Senha1' });
      try {
        for (const database of ['postgres', 'template1', other]) {
          await expect(logIn(dbms, url!, database, user, 'Primeira#Senha1'), database).rejects.toThrow(/permission denied for database/);
        }
        await logIn(dbms, url!, dbname, user, 'Primeira#Senha1');
        // Names stay readable in pg_database (see docs/database-servers.md), so the customer's own tools keep working.
        const { host, port } = adminUrlParts(url!);
        const connection = ['-h', host, '-p', port || '5432', '-U', user, '-d', dbname];
        expect(await runTool('pg_dump', connection, { PGPASSWORD: 'Primeira#Senha1' })).toMatch(/CREATE TABLE public\.probe/);
        expect(await runTool('psql', [...connection, '-c', '\\l'], { PGPASSWORD: 'Primeira#Senha1' })).toContain(dbname);
      } finally {
        await adapter.remove(neighbour, { dbms, dbname: other });
      }
    });

    it.skipIf(dbms !== 'postgres')('closes a server it did not set up: the shared databases and the customer databases made before the rule', async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const older = `od${process.pid}_pgapp`;
      const olderUser = `od${process.pid}_pgusr`;
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${older}`);
        await admin.query(`DROP ROLE IF EXISTS ${olderUser}`);
        await admin.query(`CREATE ROLE ${olderUser} LOGIN PASSWORD 'Antigo#Senha1'`);
        await admin.query(`CREATE DATABASE ${older} OWNER ${olderUser} TEMPLATE template0`);
        await admin.query('GRANT CONNECT, TEMPORARY ON DATABASE postgres, template1 TO PUBLIC');
        const started = new PostgresDatabases(url!);
        try {
          await started.list(hosting);
        } finally {
          await started.close();
        }
        for (const database of ['postgres', 'template1', older]) {
          await expect(logIn(dbms, url!, database, user, 'Primeira#Senha1'), database).rejects.toThrow(/permission denied for database/);
        }
        await logIn(dbms, url!, older, olderUser, 'Antigo#Senha1');
      } finally {
        await admin.query('REVOKE CONNECT, TEMPORARY ON DATABASE postgres, template1 FROM PUBLIC');
        await admin.query(`DROP DATABASE IF EXISTS ${older} WITH (FORCE)`);
        await admin.query(`DROP ROLE IF EXISTS ${olderUser}`);
        await admin.end();
      }
    });

    it.skipIf(dbms !== 'mysql')("shows the customer's user its own database only in SHOW DATABASES", async () => {
      const neighbour = { id: 9002, domain: 'vizinho.com.br', username: `vz${process.pid}` };
      const other = `${neighbour.username}_myapp`;
      await adapter.remove(neighbour, { dbms, dbname: other }).catch(() => undefined);
      await adapter.create(neighbour, { dbms, dbname: other, user: `${neighbour.username}_myusr`, password: 'Vizinho#Senha1' });
      const { host, port } = adminUrlParts(url!);
      const connection = await mysql.createConnection({ host, port: Number(port || 3306), user, password: 'Primeira#Senha1' });
      try {
        const [rows] = await connection.query('SHOW DATABASES');
        expect((rows as { Database: string }[]).map((row) => row.Database).sort()).toEqual([dbname, 'information_schema'].sort());
        await expect(connection.query(`USE ${other}`)).rejects.toThrow(/Access denied/);
      } finally {
        await connection.end();
        await adapter.remove(neighbour, { dbms, dbname: other });
      }
    });

    it('changes the password: the old one stops working, the new one works', async () => {
      await adapter.changePassword(hosting, { dbms, dbname, password: 'Segunda#Senha22' });
      await expect(logIn(dbms, url!, dbname, user, 'Primeira#Senha1')).rejects.toThrow();
      await logIn(dbms, url!, dbname, user, 'Segunda#Senha22');
    });

    it('brings a database back from its export with the same login and tables', async () => {
      const exported = await adapter.export(hosting);
      expect(exported.map((e) => e.dbname)).toEqual([dbname]);
      expect(exported[0].sql).toMatch(/probe/);
      await adapter.remove(hosting, { dbms, dbname });
      await adapter.import(hosting, exported);
      await logIn(dbms, url!, dbname, user, 'Segunda#Senha22');
    });

    it('removes the database and its user', async () => {
      await adapter.remove(hosting, { dbms, dbname });
      expect(await adapter.list(hosting)).toEqual([]);
      await expect(logIn(dbms, url!, dbname, user, 'Segunda#Senha22')).rejects.toThrow();
    });
  });
}
