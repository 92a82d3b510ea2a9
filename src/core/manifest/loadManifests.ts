import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brandSchema, manifestSchema, type Brand, type Manifest } from './schema';

/** Node-side reading of manifests and brands: used by the Vite brand plugin, the API and tests. */

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const MANIFEST_DIR = path.join(ROOT, 'manifests');
export const PLUGIN_DIR = path.join(ROOT, 'src/plugins');
/** What an external plugin's folder calls its manifest. */
export const EXTERNAL_MANIFEST = 'manifest.json';

export class ManifestError extends Error {}

/** A plugin as found on disk: its manifest, and the folder its pages, server and strings are in. */
export interface PluginSource {
  manifest: Manifest;
  dir: string;
  /** The manifest's file, as messages name it. */
  file: string;
  external: boolean;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ManifestError(`${file}: ${(error as Error).message}`);
  }
}

function describeIssues(file: string, issues: { path: PropertyKey[]; message: string }[]): string {
  return issues.map((i) => `${file}: ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
}

function moduleExists(dir: string, modulePath: string): boolean {
  const base = path.join(dir, modulePath);
  return ['.tsx', '.ts', '.jsx', '.js'].some((ext) => existsSync(base + ext));
}

/** Cross-checks that a schema cannot express: files exist, tabs name real routes, ids are unique. */
function checkManifest(manifest: Manifest, file: string, dir: string): string[] {
  const problems: string[] = [];
  const where = path.relative(ROOT, dir) || dir;
  const routeIds = new Set(manifest.routes.map((r) => r.id));
  const layoutIds = new Set(manifest.layouts.map((l) => l.id));
  if (routeIds.size !== manifest.routes.length) problems.push(`${file}: route ids must be unique`);
  for (const item of [...manifest.routes, ...manifest.layouts]) {
    if (!moduleExists(dir, item.page)) problems.push(`${file}: page "${item.page}" not found in ${where}`);
  }
  for (const item of manifest.components) {
    if (!moduleExists(dir, item.component)) problems.push(`${file}: component "${item.component}" not found in ${where}`);
  }
  if (manifest.server && !moduleExists(dir, manifest.server)) problems.push(`${file}: server "${manifest.server}" not found in ${where}`);
  for (const tab of manifest.tabs) {
    if (!routeIds.has(tab.route)) problems.push(`${file}: tab names unknown route "${tab.route}"`);
  }
  for (const route of manifest.routes) {
    if (route.layout && !route.layout.includes(':') && !layoutIds.has(route.layout)) {
      problems.push(`${file}: route "${route.id}" names layout "${route.layout}"; another plugin's layout is written "<plugin>:<layout>"`);
    }
  }
  return problems;
}

/** Reads and checks one manifest file; problems are collected, not thrown, so one run names them all. */
function readManifest(file: string, shownAs: string, dir: string, problems: string[]): Manifest | null {
  const parsed = manifestSchema.safeParse(readJson(file));
  if (!parsed.success) {
    problems.push(describeIssues(shownAs, parsed.error.issues));
    return null;
  }
  problems.push(...checkManifest(parsed.data, shownAs, dir));
  return parsed.data;
}

function builtInSources(manifestDir: string, pluginDir: string, problems: string[]): PluginSource[] {
  const sources: PluginSource[] = [];
  for (const name of readdirSync(manifestDir).filter((f) => f.endsWith('.json')).sort()) {
    const id = name.replace(/\.json$/, '');
    const manifest = readManifest(path.join(manifestDir, name), name, path.join(pluginDir, id), problems);
    if (!manifest) continue;
    if (manifest.id !== id) problems.push(`${name}: id must match the file name`);
    sources.push({ manifest, dir: path.join(pluginDir, manifest.id), file: path.join(manifestDir, name), external: false });
  }
  return sources;
}

/** The folder of an external plugin: a path from the repository root, or an installed npm package. */
export function externalPluginDir(location: string, root = ROOT): string {
  if (location.startsWith('.') || path.isAbsolute(location)) return path.resolve(root, location);
  try {
    return path.dirname(createRequire(path.join(root, 'package.json')).resolve(`${location}/package.json`));
  } catch {
    throw new ManifestError(`external plugin "${location}" not found: neither a folder (write it as ./path) nor an installed npm package`);
  }
}

function externalSource(location: string, root: string, problems: string[]): PluginSource | null {
  const dir = externalPluginDir(location, root);
  const file = path.join(dir, EXTERNAL_MANIFEST);
  if (!existsSync(file)) {
    problems.push(`external plugin "${location}": ${path.relative(root, file) || file} not found`);
    return null;
  }
  const shownAs = path.relative(root, file) || file;
  const manifest = readManifest(file, shownAs, dir, problems);
  return manifest ? { manifest, dir, file, external: true } : null;
}

function checkRequirements(sources: PluginSource[], problems: string[]) {
  const ids = new Set(sources.map((s) => s.manifest.id));
  for (const { manifest, file } of sources) {
    for (const dep of manifest.requires) if (!ids.has(dep)) problems.push(`${path.basename(file)}: requires unknown plugin "${dep}"`);
  }
}

export interface SourceOptions {
  manifestDir?: string;
  pluginDir?: string;
  /** External plugin locations to read beside the built-in ones. */
  external?: readonly string[];
  root?: string;
}

/** Every built-in plugin, and the external ones asked for, checked together; any problem stops with all of them named. */
export function loadPluginSources({ manifestDir = MANIFEST_DIR, pluginDir = PLUGIN_DIR, external = [], root = ROOT }: SourceOptions = {}): PluginSource[] {
  const problems: string[] = [];
  const sources = builtInSources(manifestDir, pluginDir, problems);
  for (const location of external) {
    const source = externalSource(location, root, problems);
    if (!source) continue;
    if (sources.some((s) => s.manifest.id === source.manifest.id)) problems.push(`external plugin "${location}": id "${source.manifest.id}" is taken by another plugin`);
    else sources.push(source);
  }
  checkRequirements(sources, problems);
  if (problems.length) throw new ManifestError(problems.join('\n'));
  return sources;
}

/** The built-in plugins' manifests. */
export function loadAllManifests(dir = MANIFEST_DIR): Manifest[] {
  return loadPluginSources({ manifestDir: dir }).map((s) => s.manifest);
}

/**
 * A brand's file: `manifests/brands/<id>.json`, or the file itself where `brand` is a path ending in
 * `.json` (a brand kept outside the repository, a test's). Its logo is beside it.
 */
export function brandFile(brand: string, dir = MANIFEST_DIR): string {
  return brand.endsWith('.json') ? path.resolve(brand) : path.join(dir, 'brands', `${brand}.json`);
}

/** A file a brand names (its logo, its icon): beside its brand file. */
export function brandImageFile(id: string, name: string, dir = MANIFEST_DIR): string {
  return path.join(path.dirname(brandFile(id, dir)), name);
}

/** An SVG a brand names, as a data URL: the page carries it, no request. */
export function brandImageUrl(id: string, name: string, dir = MANIFEST_DIR): string {
  return `data:image/svg+xml;base64,${readFileSync(brandImageFile(id, name, dir)).toString('base64')}`;
}

/** The name a brand's build goes by (`dist/<name>`): its id, or its file's name where it is named by its path. */
export function brandBuildName(brand: string): string {
  return path.basename(brand, '.json');
}

export function loadBrand(id: string, dir = MANIFEST_DIR): Brand {
  const file = brandFile(id, dir);
  if (!existsSync(file)) throw new ManifestError(`brand "${id}" not found: ${file}`);
  const parsed = brandSchema.safeParse(readJson(file));
  if (!parsed.success) throw new ManifestError(describeIssues(path.relative(dir, file), parsed.error.issues));
  return parsed.data;
}

/** Every brand file's id. */
export function brandIds(dir = MANIFEST_DIR): string[] {
  return readdirSync(path.join(dir, 'brands')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();
}

/**
 * The plugins a brand builds: its enabled built-in plugins, then its external ones, each with
 * everything it requires also in the brand.
 */
export function sourcesForBrand(brand: Brand, all: PluginSource[] = loadPluginSources({ external: brand.externalPlugins })): PluginSource[] {
  const byId = new Map(all.map((s) => [s.manifest.id, s]));
  const externalIds = all.filter((s) => s.external && brand.externalPlugins.some((location) => externalPluginDir(location) === s.dir)).map((s) => s.manifest.id);
  const enabled = [...brand.plugins, ...externalIds];
  const problems: string[] = [];
  for (const id of brand.plugins) {
    const source = byId.get(id);
    if (!source || source.external) problems.push(`brand "${brand.id}" enables unknown plugin "${id}"`);
  }
  for (const id of enabled) {
    for (const dep of byId.get(id)?.manifest.requires ?? []) {
      if (!enabled.includes(dep)) problems.push(`brand "${brand.id}": plugin "${id}" requires "${dep}", which is off`);
    }
  }
  if (problems.length) throw new ManifestError(problems.join('\n'));
  return enabled.map((id) => byId.get(id)!);
}

/** The manifests a brand builds (see sourcesForBrand). */
export function manifestsForBrand(brand: Brand, all?: Manifest[]): Manifest[] {
  const sources = all ? all.map((manifest) => ({ manifest, dir: path.join(PLUGIN_DIR, manifest.id), file: `${manifest.id}.json`, external: false })) : undefined;
  return sourcesForBrand(brand, sources).map((s) => s.manifest);
}

/** Every plugin the API serves: the built-in ones and the external ones any brand names. */
export function loadServedPluginSources(dir = MANIFEST_DIR): PluginSource[] {
  const external = [...new Set(brandIds(dir).flatMap((id) => loadBrand(id, dir).externalPlugins))];
  return loadPluginSources({ manifestDir: dir, external });
}

/** A plugin's string file in a locale; a plugin without strings in that locale has none. */
export const pluginStringsFile = (dir: string, locale: string) => path.join(dir, 'i18n', `${locale}.json`);

export function readPluginTranslations(dir: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const locale of ['pt-BR', 'en']) {
    const file = pluginStringsFile(dir, locale);
    if (existsSync(file)) out[locale] = readJson(file);
  }
  return out;
}
