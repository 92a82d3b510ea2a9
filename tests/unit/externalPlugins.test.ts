import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrand, loadPluginSources, loadServedPluginSources, ManifestError, sourcesForBrand } from '../../src/core/manifest/loadManifests';
import { call, DEMO, loginAs, withTestApp } from '../support/apiApp';

const EXAMPLE = './examples/service-status';

/** A plugin folder with a manifest and one page, as an external author would ship it. */
function pluginFolder(parent: string, manifest: Record<string, unknown>): string {
  const dir = path.join(parent, String(manifest.id));
  mkdirSync(path.join(dir, 'pages'), { recursive: true });
  writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'pages', 'Page.tsx'), 'export default function Page() { return null; }\n');
  return dir;
}

const pageRoute = (id: string) => ({ id: 'page', path: `/${id}`, page: 'pages/Page', title: `${id}.title`, access: { rule: 'public' } });

describe('external plugins', () => {
  it('are read from a folder beside the built-in ones, marked external', () => {
    const sources = loadPluginSources({ external: [EXAMPLE] });
    const example = sources.find((s) => s.manifest.id === 'service-status')!;
    expect(example).toMatchObject({ external: true, dir: path.resolve('examples/service-status') });
    expect(sources.filter((s) => !s.external).map((s) => s.manifest.id)).toContain('hosting');
  });

  it('are read from an installed npm package', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'painel-root-'));
    writeFileSync(path.join(root, 'package.json'), '{"name":"host"}');
    const dir = pluginFolder(path.join(root, 'node_modules'), { id: 'painel-status-npm', name: 'Status', routes: [pageRoute('painel-status-npm')] });
    writeFileSync(path.join(dir, 'package.json'), '{"name":"painel-status-npm","version":"1.0.0"}');
    const sources = loadPluginSources({ external: ['painel-status-npm'], root });
    expect(sources.find((s) => s.manifest.id === 'painel-status-npm')).toMatchObject({ external: true, dir });
  });

  it('stop the build with the file and the field named when a manifest is wrong', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'painel-ext-'));
    const dir = pluginFolder(parent, { id: 'broken-status', name: 'Status', routes: [{ ...pageRoute('broken-status'), access: { rule: 'root' } }] });
    expect(() => loadPluginSources({ external: [dir] })).toThrow(/manifest\.json: routes\.0\.access\.rule/);
    const missingPage = pluginFolder(parent, { id: 'no-page', name: 'Status', routes: [{ ...pageRoute('no-page'), page: 'pages/Nope' }] });
    expect(() => loadPluginSources({ external: [missingPage] })).toThrow(/page "pages\/Nope" not found/);
  });

  it('may require another plugin; a missing requirement, a taken id or an unknown location is refused', () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'painel-ext-'));
    const needsHosting = pluginFolder(parent, { id: 'needs-hosting', name: 'X', requires: ['hosting'], routes: [pageRoute('needs-hosting')] });
    expect(loadPluginSources({ external: [needsHosting] }).map((s) => s.manifest.id)).toContain('needs-hosting');
    const needsGhost = pluginFolder(parent, { id: 'needs-ghost', name: 'X', requires: ['ghost'], routes: [pageRoute('needs-ghost')] });
    expect(() => loadPluginSources({ external: [needsGhost] })).toThrow(/requires unknown plugin "ghost"/);
    const impostor = pluginFolder(mkdtempSync(path.join(tmpdir(), 'painel-ext-')), { id: 'hosting', name: 'X', routes: [pageRoute('hosting')] });
    expect(() => loadPluginSources({ external: [impostor] })).toThrow(/id "hosting" is taken/);
    expect(() => loadPluginSources({ external: ['no-such-painel-plugin'] })).toThrow(ManifestError);
  });

  it('are enabled by the brands that name them, after their built-in plugins, and served by the API', () => {
    const example = loadBrand('exemplo');
    expect(sourcesForBrand(example).map((s) => s.manifest.id)).toEqual([...example.plugins, 'service-status']);
    expect(sourcesForBrand(loadBrand('default')).map((s) => s.manifest.id)).not.toContain('service-status');
    expect(loadServedPluginSources().map((s) => s.manifest.id)).toContain('service-status');
  });
});

describe('the example external plugin’s API', () => {
  const app = withTestApp();

  it('answers the service status to a signed-in user, measured on this machine', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const answer = await call(app, owner, 'GET', '/api/service-status');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.components).toEqual([
      { id: 'api', state: 'operational' },
      { id: 'database', state: 'operational' },
      { id: 'jobs', state: 'operational' },
      { id: 'storage', state: 'operational' },
    ]);
    expect((await call(app, null, 'GET', '/api/service-status')).statusCode).toBe(401);
  });

  it('reads the job queue as degraded when a job is long overdue', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const user = await app.context.db.selectFrom('users').select('id').where('email', '=', DEMO.owner).executeTakeFirstOrThrow();
    // Due an hour ago and never picked up (the test app's job loop is stopped, as a stuck queue's would be).
    await app.context.jobs.enqueue(user.id, 'never-handled', {}, -3_600_000);
    const components = (await call(app, owner, 'GET', '/api/service-status')).json().data.components;
    expect(components).toContainEqual({ id: 'jobs', state: 'degraded' });
  });
});
