import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAllManifests, loadBrand } from '../../src/core/manifest/loadManifests';

const outDirs: string[] = [];

interface BuiltBrand {
  js: string;
  entryBytes: number;
}

/** Builds a brand into a throw-away folder: all its JavaScript as one string, and its entry chunk's size. */
async function buildBrand(brand: string): Promise<BuiltBrand> {
  const outDir = mkdtempSync(path.join(tmpdir(), `brand-${brand}-`));
  outDirs.push(outDir);
  process.env.BRAND = brand;
  await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  delete process.env.BRAND;
  const assets = path.join(outDir, 'assets');
  const js = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(assets, f), 'utf8'))
    .join('\n');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(readFileSync(path.join(outDir, 'index.html'), 'utf8'))![1];
  return { js, entryBytes: readFileSync(path.join(assets, entry)).length };
}

/** Strings only a plugin's own code and translations contain: its page titles. */
function markersOf(pluginId: string): string[] {
  const strings = JSON.parse(readFileSync(path.resolve('src/plugins', pluginId, 'i18n/pt-BR.json'), 'utf8'));
  const manifest = loadAllManifests().find((m) => m.id === pluginId)!;
  return manifest.routes
    .filter((r) => r.title)
    .map((r) => r.title!.split('.').slice(1).reduce((node: Record<string, unknown>, key) => node[key] as Record<string, unknown>, strings) as unknown as string);
}

afterAll(() => outDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('brand builds', () => {
  it('leave out the code and texts of every plugin the brand turns off', { timeout: 240_000 }, async () => {
    const reseller = loadBrand('nuvemazul');
    const everything = loadBrand('default');
    const disabled = everything.plugins.filter((id) => !reseller.plugins.includes(id));
    expect(disabled.length).toBeGreaterThanOrEqual(2);

    const [fullBuild, resellerBuild] = [await buildBrand('default'), await buildBrand('nuvemazul')];
    for (const plugin of disabled) {
      const markers = markersOf(plugin);
      expect(markers.length, `${plugin} has a titled route to look for`).toBeGreaterThan(0);
      for (const marker of markers) {
        expect(fullBuild.js, `${plugin} is in the default build`).toContain(marker);
        expect(resellerBuild.js, `${plugin} is absent from the reseller build`).not.toContain(marker);
      }
    }
    expect(resellerBuild.js).toContain(reseller.productName);
    // The shell's entry chunk carries no plugin code, so more plugins must not make it bigger
    // (a few bytes differ: the brand's name, colours and manifest list are data in the entry).
    const resellerDataBytes = JSON.stringify(reseller).length;
    expect(Math.abs(fullBuild.entryBytes - resellerBuild.entryBytes)).toBeLessThan(2048 + resellerDataBytes);
  });
});
