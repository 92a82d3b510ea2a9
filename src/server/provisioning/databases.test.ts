import { describe, expect, it } from 'vitest';
import { DatabasesByKind, namePrefix, prefixPattern, type DatabaseExport, type DatabaseProvisioning, type Dbms, type ProvisionedDatabase } from './databases';

/** A provider that remembers what it was asked and lists what it was given. */
function provider(real: boolean, rows: ProvisionedDatabase[]) {
  const calls: string[] = [];
  const kind: DatabaseProvisioning = {
    isReal: () => real,
    list: async () => rows,
    create: async (_h, d) => void calls.push(`create ${d.dbms} ${d.dbname}`),
    changePassword: async (_h, d) => void calls.push(`password ${d.dbms} ${d.dbname}`),
    remove: async (_h, d) => void calls.push(`remove ${d.dbms} ${d.dbname}`),
    setRemoteHosts: async (_h, hosts) => void calls.push(`remote ${hosts.join(',')}`),
    version: async (dbms: Dbms) => `${real ? 'real' : 'sandbox'} ${dbms}`,
    connections: async () => ({}),
    export: async () => rows.map((row): DatabaseExport => ({ ...row, passwordHash: 'h', sql: '' })),
    import: async (_h, list) => void calls.push(...list.map((d) => `import ${d.dbms} ${d.dbname}`)),
    close: async () => undefined,
  };
  return { kind, calls };
}

const hosting = { id: 1, domain: 'loja.com.br', username: 'loja1' };
const row = (dbms: Dbms, dbname: string): ProvisionedDatabase => ({ dbms, dbname, user: dbname, size: 1 });

describe('DatabasesByKind', () => {
  it('sends each call to the provider of its kind, and lists only what each provider serves', async () => {
    const real = provider(true, [row('mysql', 'loja1_real')]);
    // The sandbox still holds a MySQL row from before the real server was configured: not shown.
    const sandbox = provider(false, [row('mysql', 'loja1_old'), row('postgres', 'loja1_pg')]);
    const databases = new DatabasesByKind({ mysql: real.kind, postgres: sandbox.kind });

    expect(databases.isReal('mysql')).toBe(true);
    expect(databases.isReal('postgres')).toBe(false);
    expect((await databases.list(hosting)).map((d) => `${d.dbms} ${d.dbname}`)).toEqual(['postgres loja1_pg', 'mysql loja1_real']);
    expect((await databases.export(hosting)).map((d) => d.dbname)).toEqual(['loja1_real', 'loja1_pg']);
    expect(await databases.version('postgres')).toBe('sandbox postgres');

    await databases.create(hosting, { dbms: 'mysql', dbname: 'loja1_a', user: 'loja1_a', password: 'x'.repeat(16) });
    await databases.changePassword(hosting, { dbms: 'postgres', dbname: 'loja1_pg', password: 'y'.repeat(16) });
    await databases.remove(hosting, { dbms: 'mysql', dbname: 'loja1_real' });
    await databases.setRemoteHosts(hosting, ['%']);
    await databases.import(hosting, [{ ...row('postgres', 'loja1_b'), passwordHash: 'h', sql: '' }, { ...row('mysql', 'loja1_c'), passwordHash: 'h', sql: '' }]);
    expect(real.calls).toEqual(['create mysql loja1_a', 'remove mysql loja1_real', 'remote %', 'import mysql loja1_c']);
    expect(sandbox.calls).toEqual(['password postgres loja1_pg', 'import postgres loja1_b']);
  });

  it('fails the full listing when one server fails, and leaves that server out of the simple one', async () => {
    const working = provider(true, [row('mysql', 'loja1_real')]);
    const broken = provider(false, []);
    broken.kind.list = async () => {
      throw new Error('connection refused');
    };
    const databases = new DatabasesByKind({ mysql: working.kind, postgres: broken.kind });
    await expect(databases.list(hosting)).rejects.toThrow('connection refused');
    expect((await databases.list(hosting, { simple: true })).map((d) => d.dbname)).toEqual(['loja1_real']);
    await expect(new DatabasesByKind({ mysql: broken.kind, postgres: broken.kind }).list(hosting, { simple: true })).rejects.toThrow('connection refused');
  });
});

describe('names', () => {
  it('prefixes with the hosting username and escapes LIKE wildcards in the pattern', () => {
    expect(namePrefix(hosting)).toBe('loja1_');
    expect(prefixPattern(hosting)).toBe('loja1\\_%');
  });
});
