import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** A port of its own for the generated end-to-end test's server, far from the suite's. */
const E2E_PORT = '6990';
let copy: string;

/** The repository as a fresh checkout would have it (tracked and new files, no build output), with the installed packages linked in. */
function copyRepository(): string {
  const target = mkdtempSync(path.join(tmpdir(), 'painel-scaffold-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(path.join(target, path.dirname(file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(target, file));
  }
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(target, 'node_modules'), 'dir');
  return target;
}

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env } });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const coreTree = () => execFileSync('sh', ['-c', 'find src/core -type f | sort | xargs sha1sum'], { cwd: copy, encoding: 'utf8' });

beforeAll(() => {
  copy = copyRepository();
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('npm run new-plugin', () => {
  it('refuses an id that is not kebab-case or that exists, saying why', () => {
    expect(run('npx', ['tsx', 'scripts/new-plugin.ts', 'Notas_Site'])).toMatchObject({ status: 1, output: expect.stringContaining('"Notas_Site" is not kebab-case') });
    expect(run('npx', ['tsx', 'scripts/new-plugin.ts', 'hosting'])).toMatchObject({ status: 1, output: expect.stringContaining('a plugin "hosting" already exists') });
    expect(run('npx', ['tsx', 'scripts/new-plugin.ts'])).toMatchObject({ status: 1, output: expect.stringContaining('give the new plugin an id') });
  });

  it('makes a plugin whose unit, API and end-to-end tests pass at once, without touching the core', { timeout: 300_000 }, () => {
    const before = coreTree();
    const scaffold = run('npx', ['tsx', 'scripts/new-plugin.ts', 'site-notes']);
    expect(scaffold.status, scaffold.output).toBe(0);
    expect(coreTree()).toBe(before);
    expect(JSON.parse(readFileSync(path.join(copy, 'manifests/brands/default.json'), 'utf8')).plugins.at(-1)).toBe('site-notes');

    const lint = run('npx', ['eslint', 'src/plugins/site-notes', 'tests/e2e/site-notes.spec.ts']);
    expect(lint.status, lint.output).toBe(0);
    // The first-screen styles' recording (a server and Chromium) is checked by its own tests, not the scaffold's.
    const build = run('npx', ['vite', 'build', '--logLevel', 'error'], { FIRST_SCREEN_STYLES: 'off' });
    expect(build.status, build.output).toBe(0);
    const unitAndApi = run('npx', ['vitest', 'run', 'src/plugins/site-notes', 'src/core/manifest']);
    expect(unitAndApi.status, unitAndApi.output).toBe(0);
    expect(unitAndApi.output).toMatch(/Tests\s+\S*\s*\d+ passed/);
    const e2e = run('npx', ['playwright', 'test', 'tests/e2e/site-notes.spec.ts'], { E2E_WORKERS: '1', E2E_PORT });
    expect(e2e.status, e2e.output).toBe(0);
    expect(e2e.output).toContain('2 passed');
  });
});
