import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonSchemas } from './generateJsonSchema';
import { loadAllManifests, loadBrand, ManifestError, MANIFEST_DIR, manifestsForBrand } from './loadManifests';
import { componentSchema } from './schema';

describe('manifests', () => {
  it('are all valid, with pages that exist and tabs that name real routes', () => {
    const manifests = loadAllManifests();
    expect(manifests.map((m) => m.id)).toEqual(expect.arrayContaining(['auth', 'hosting', 'domains']));
  });

  it('ship JSON Schemas that match the zod schema (run "npm run schema" after changing it)', () => {
    for (const [name, content] of Object.entries(jsonSchemas())) {
      expect(readFileSync(path.join(MANIFEST_DIR, 'schema', name), 'utf8'), name).toBe(content);
    }
  });

  it('every brand builds: its plugins exist and bring what they require', () => {
    for (const id of ['default', 'nuvemazul']) {
      const brand = loadBrand(id);
      expect(manifestsForBrand(brand).map((m) => m.id)).toEqual(brand.plugins);
    }
  });

  it('refuses a manifest that names a missing page, with the file and the reason', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'manifests-'));
    mkdirSync(path.join(dir, 'brands'));
    writeFileSync(
      path.join(dir, 'broken.json'),
      JSON.stringify({ id: 'broken', name: 'Broken', routes: [{ id: 'x', path: '/x', page: 'pages/Nope', access: { rule: 'public' } }] }),
    );
    expect(() => loadAllManifests(dir)).toThrow(/broken\.json: page "pages\/Nope" not found/);
  });

  it('refuses unknown fields and bad access rules', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'manifests-'));
    writeFileSync(path.join(dir, 'odd.json'), JSON.stringify({ id: 'odd', name: 'Odd', menu: [{ slot: 'sidebar', label: 'x', to: '/x', order: 1, access: { rule: 'root' } }], extra: 1 }));
    expect(() => loadAllManifests(dir)).toThrow(ManifestError);
  });

  it("refuses a component's first read that has a parameter to fill", () => {
    const component = { slot: 'shell.sidebar', component: 'components/X', order: 1, access: { rule: 'public' } };
    expect(componentSchema.parse({ ...component, reads: ['/ticket?recent=1'] }).reads).toEqual(['/ticket?recent=1']);
    expect(componentSchema.parse(component).reads).toEqual([]);
    for (const read of ['/hosting/{domain}', '/hosting/:domain', 'hosting', '/a b']) expect(componentSchema.safeParse({ ...component, reads: [read] }).success, read).toBe(false);
  });

  it('refuses a brand that turns off a plugin another enabled plugin requires', () => {
    const all = loadAllManifests();
    const withDependency = all.find((m) => m.requires.length > 0);
    if (!withDependency) return;
    const brand = { ...loadBrand('default'), plugins: [withDependency.id] };
    expect(() => manifestsForBrand(brand, all)).toThrow(/requires/);
  });
});
