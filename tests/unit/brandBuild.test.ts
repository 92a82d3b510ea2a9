import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { brandModuleSource } from '../../src/core/build/brandPlugin';
import { brandBuildName, loadBrand } from '../../src/core/manifest/loadManifests';

const outDirs: string[] = [];

interface BuiltBrand {
  js: string;
  entryBytes: number;
  files: string[];
  /** JavaScript files over 1 KB without a brotli or a gzip copy beside them. */
  uncompressed: string[];
}

const builds = new Map<string, Promise<BuiltBrand>>();

/**
 * The brands the README's test command built from this same tree into dist/ before these tests ran
 * (BUILT_BRANDS, set by scripts/test-all.ts only for builds that succeeded in its run): read there
 * instead of built again. Anywhere else, a dist/ folder may be older than the tree, and is not read.
 */
const builtByTestRun = new Set((process.env.BUILT_BRANDS ?? '').split(',').filter(Boolean));

/** A brand built once for every test that reads it (a build takes a good part of CI's time). */
function buildBrand(brand: string): Promise<BuiltBrand> {
  let built = builds.get(brand);
  if (!built) {
    built = builtByTestRun.has(brand) ? Promise.resolve(readBuilt(path.resolve('dist', brandBuildName(brand)))) : buildInto(brand);
    builds.set(brand, built);
  }
  return built;
}

/** Builds a brand into a throw-away folder. */
async function buildInto(brand: string): Promise<BuiltBrand> {
  const outDir = mkdtempSync(path.join(tmpdir(), `brand-${brandBuildName(brand)}-`));
  outDirs.push(outDir);
  process.env.BRAND = brand;
  // What a brand's build holds, not how its first page draws: without the 5 s in Chromium.
  process.env.FIRST_SCREEN_STYLES = 'off';
  await build({ configFile: path.resolve('vite.config.ts'), logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  delete process.env.BRAND;
  delete process.env.FIRST_SCREEN_STYLES;
  return readBuilt(outDir);
}

/** A built brand: all its JavaScript as one string, its files, and its entry chunk's size. */
function readBuilt(outDir: string): BuiltBrand {
  const assets = path.join(outDir, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const js = files.map((f) => readFileSync(path.join(assets, f), 'utf8')).join('\n');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(readFileSync(path.join(outDir, 'index.html'), 'utf8'))![1];
  const all = new Set(readdirSync(assets));
  const uncompressed = files.filter((f) => statSync(path.join(assets, f)).size > 1024 && !(all.has(`${f}.br`) && all.has(`${f}.gz`)));
  return { js, entryBytes: readFileSync(path.join(assets, entry)).length, files, uncompressed };
}

function stringsOf(file: string): string[] {
  const walk = (node: unknown): string[] =>
    typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(walk) : [];
  return walk(JSON.parse(readFileSync(file, 'utf8')));
}

/** Texts of a plugin that no plugin the reseller keeps, nor the shell, also has: finding one means the plugin is in. */
function markersOf(pluginId: string, kept: string[]): string[] {
  const elsewhere = new Set([
    ...stringsOf(path.resolve('src/i18n/pt-BR.json')),
    ...kept.flatMap((id) => stringsOf(path.resolve('src/plugins', id, 'i18n/pt-BR.json'))),
  ]);
  return stringsOf(path.resolve('src/plugins', pluginId, 'i18n/pt-BR.json')).filter((text) => text.length >= 12 && !elsewhere.has(text) && ![...elsewhere].some((other) => other.includes(text)));
}

/** English texts of the shell, hosting and auth that the Portuguese shell does not also have: finding one means English is in. */
function englishOnlyTexts(): string[] {
  const portuguese = new Set(stringsOf(path.resolve('src/i18n/pt-BR.json')));
  const english = [path.resolve('src/i18n/en.json'), path.resolve('src/plugins/hosting/i18n/en.json'), path.resolve('src/plugins/auth/i18n/en.json')]
    .flatMap(stringsOf)
    .filter((text) => text.length >= 12 && !portuguese.has(text));
  expect(english.length).toBeGreaterThan(10);
  return english;
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
      const markers = markersOf(plugin, reseller.plugins);
      expect(markers.length, `${plugin} has texts of its own to look for`).toBeGreaterThan(0);
      expect(markers.filter((m) => fullBuild.js.includes(JSON.stringify(m).slice(1, -1))), `${plugin} is in the default build`).not.toEqual([]);
      for (const marker of markers) {
        expect(resellerBuild.js, `${plugin} is absent from the reseller build`).not.toContain(JSON.stringify(marker).slice(1, -1));
      }
    }
    expect(resellerBuild.js).toContain(reseller.productName);
    // What every signed-in page draws first comes in a few grouped files (firstPageChunks.ts), not one per module.
    for (const group of ['shell-components-', 'dashboard-components-']) {
      expect(fullBuild.files.filter((f) => f.startsWith(group)), group).toHaveLength(1);
    }
    // The shell's components declare their strings, which come with the manifests: no string file waits to be grouped.
    expect(fullBuild.files.filter((f) => f.startsWith('shell-strings-'))).toEqual([]);
    // The server sends these copies to browsers that take them (builtPanel.ts).
    expect(fullBuild.uncompressed).toEqual([]);
    // The entry carries no plugin code: what more plugins add to it is their manifest data only.
    const dataBytes = brandModuleSource('default').length - brandModuleSource('nuvemazul').length;
    expect(fullBuild.entryBytes - resellerBuild.entryBytes).toBeLessThanOrEqual(dataBytes);
  });

  it('carry only their own locale and pt-BR: a pt-BR brand ships no English', { timeout: 240_000 }, async () => {
    const english = englishOnlyTexts();
    const { js } = await buildBrand('default');
    expect(loadBrand('default').locale).toBe('pt-BR');
    expect(english.filter((text) => js.includes(JSON.stringify(text).slice(1, -1)))).toEqual([]);
    // react-admin's own messages too: ra-language-english's, never; the brand's Portuguese ones, there.
    expect(js).not.toContain('Are you sure you want to delete these %{smart_count} items?');
    expect(js).toContain('Tem certeza de que deseja excluir estes %{smart_count} itens?');
  });

  it('carry English for an English brand, with pt-BR as its fallback', { timeout: 240_000 }, async () => {
    // A brand file outside manifests/brands, named by its path, with its logo beside it.
    const dir = mkdtempSync(path.join(tmpdir(), 'brand-file-'));
    outDirs.push(dir);
    copyFileSync(path.resolve('manifests/brands/default.svg'), path.join(dir, 'logo.svg'));
    const file = path.join(dir, 'english.json');
    const { plugins } = loadBrand('nuvemazul');
    writeFileSync(file, JSON.stringify({ id: 'english', productName: 'Cloud Hosting Panel', locale: 'en', logo: 'logo.svg', theme: { primary: '#1565c0', secondary: '#8a4b00' }, plugins }));
    const english = englishOnlyTexts();
    const { js } = await buildBrand(file);
    expect(english.filter((text) => !js.includes(JSON.stringify(text).slice(1, -1)))).toEqual([]);
    expect(js).toContain('Cloud Hosting Panel');
    expect(js).toContain('Are you sure you want to delete these %{smart_count} items?');
    expect(js).toContain('Tem certeza de que deseja excluir estes %{smart_count} itens?');
  });

  it('put an external plugin into the brand that names it, and nowhere else', { timeout: 240_000 }, async () => {
    const marker = 'Como estão agora as partes do serviço que mantêm seus sites no ar.';
    const [example, everything] = [await buildBrand('exemplo'), await buildBrand('default')];
    expect(example.js).toContain(JSON.stringify(marker).slice(1, -1));
    expect(example.js).toContain('/service-status');
    expect(everything.js).not.toContain(JSON.stringify(marker).slice(1, -1));
    expect(everything.js).not.toContain('/service-status');
  });
});
