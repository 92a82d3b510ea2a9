import { spawnSync, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeStartupFailure, isLoopback, readServerConfig } from './config';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (env: NodeJS.ProcessEnv) => readServerConfig(env, ROOT);

describe('the sandboxes are on only when asked for', () => {
  it('are off by default, with or without NODE_ENV', () => {
    expect(read({}).sandbox).toBe(false);
    expect(read({ NODE_ENV: 'development' }).sandbox).toBe(false);
    expect(read({ NODE_ENV: 'production' }).sandbox).toBe(false);
  });

  it('are on with SANDBOX=on on loopback', () => {
    expect(read({ SANDBOX: 'on' }).sandbox).toBe(true);
    expect(read({ SANDBOX: '1', HOST: '::1' }).sandbox).toBe(true);
    expect(read({ SANDBOX: 'true', HOST: 'localhost' }).sandbox).toBe(true);
  });

  it('refuse a public address', () => {
    for (const HOST of ['0.0.0.0', '::', '203.0.113.7', 'painel.example.com']) {
      expect(() => read({ SANDBOX: 'on', HOST }), HOST).toThrow(ConfigError);
      expect(read({ HOST }).host).toBe(HOST);
    }
  });

  it('refuse production', () => {
    expect(() => read({ SANDBOX: 'on', NODE_ENV: 'production' })).toThrow('NODE_ENV=production');
  });
});

describe('loopback', () => {
  it('is 127/8, ::1 and localhost only', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', 'localhost.example.com'].some(isLoopback)).toBe(false);
  });
});

describe('start-up failures', () => {
  const config = read({ DATA_DIR: '/srv/painel' });
  it('are one sentence naming the cause', () => {
    expect(describeStartupFailure(Object.assign(new Error('x'), { code: 'EROFS' }), config)).toBe(
      'A pasta de dados /srv/painel não aceita gravação (somente leitura ou sem permissão); aponte DATA_DIR para uma pasta gravável.',
    );
    expect(describeStartupFailure(Object.assign(new Error('x'), { code: 'SQLITE_READONLY_DBMOVED' }), config)).toMatch(/não aceita gravação/);
    expect(describeStartupFailure(Object.assign(new Error('x'), { code: 'SQLITE_FULL' }), config)).toMatch(/espaço em disco/);
    expect(describeStartupFailure(Object.assign(new Error('x'), { code: 'EADDRINUSE' }), config)).toBe('A porta 3000 já está em uso; escolha outra com PORT.');
  });
});

function mountReadOnlyTmpfs(): string | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'painel-ro-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m,ro', 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

const readOnly = mountReadOnlyTmpfs();
describe.skipIf(!readOnly)('the server on a read-only data folder (a real read-only tmpfs)', () => {
  it('exits with one clear sentence, no stack trace', () => {
    try {
      const dataDir = readOnly!;
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, PORT: '0' }, encoding: 'utf8', timeout: 20_000 });
      expect(result.status).toBe(1);
      const said = `${result.stdout}${result.stderr}`.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));
      expect(said).toEqual([`A pasta de dados ${dataDir} não aceita gravação (somente leitura ou sem permissão); aponte DATA_DIR para uma pasta gravável.`]);
    } finally {
      execFileSync('umount', [readOnly!]);
      rmSync(readOnly!, { recursive: true, force: true });
    }
  });
});

describe('the server with the sandboxes on a public address', () => {
  it('refuses to start the sandboxes on a public address', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: ROOT, env: { ...process.env, SANDBOX: 'on', HOST: '0.0.0.0', PORT: '0' }, encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('só atende em loopback; HOST=0.0.0.0');
  });
});

describe('DATABASE_URL', () => {
  it('takes a PostgreSQL address, keeps SQLite without one, and refuses any other in pt-BR', () => {
    expect(readServerConfig({}, ROOT).databaseUrl).toBeUndefined();
    expect(readServerConfig({}, ROOT).panelHosts).toEqual([]);
    expect(readServerConfig({ PANEL_HOSTS: ' Painel.Provedor.com.br, api.provedor.com.br ,' }, ROOT).panelHosts).toEqual(['painel.provedor.com.br', 'api.provedor.com.br']);
    expect(readServerConfig({ DATABASE_URL: 'postgres://painel:x@127.0.0.1:5432/painel' }, ROOT).databaseUrl).toBe('postgres://painel:x@127.0.0.1:5432/painel');
    expect(() => readServerConfig({ DATABASE_URL: 'mysql://painel@127.0.0.1/painel' }, ROOT)).toThrow(ConfigError);
    expect(() => readServerConfig({ DATABASE_URL: 'mysql://painel@127.0.0.1/painel' }, ROOT)).toThrow(/^DATABASE_URL deve ser um endereço do PostgreSQL/);
  });
});
