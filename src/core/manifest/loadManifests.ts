import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brandSchema, manifestSchema, type Brand, type Manifest } from './schema';

/** Node-side reading of manifests and brands: used by the Vite brand plugin, the API and tests. */

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const MANIFEST_DIR = path.join(ROOT, 'manifests');
export const PLUGIN_DIR = path.join(ROOT, 'src/plugins');

export class ManifestError extends Error {}

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

function moduleExists(pluginId: string, modulePath: string): boolean {
  const base = path.join(PLUGIN_DIR, pluginId, modulePath);
  return ['.tsx', '.ts'].some((ext) => existsSync(base + ext));
}

/** Cross-checks that a schema cannot express: files exist, tabs name real routes, ids are unique. */
function checkManifest(manifest: Manifest, file: string): string[] {
  const problems: string[] = [];
  const routeIds = new Set(manifest.routes.map((r) => r.id));
  const layoutIds = new Set(manifest.layouts.map((l) => l.id));
  if (routeIds.size !== manifest.routes.length) problems.push(`${file}: route ids must be unique`);
  for (const item of [...manifest.routes, ...manifest.layouts]) {
    if (!moduleExists(manifest.id, item.page)) problems.push(`${file}: page "${item.page}" not found in src/plugins/${manifest.id}`);
  }
  for (const item of manifest.components) {
    if (!moduleExists(manifest.id, item.component)) problems.push(`${file}: component "${item.component}" not found`);
  }
  if (manifest.server && !moduleExists(manifest.id, manifest.server)) problems.push(`${file}: server "${manifest.server}" not found`);
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

export function loadAllManifests(dir = MANIFEST_DIR): Manifest[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const manifests: Manifest[] = [];
  const problems: string[] = [];
  for (const name of files) {
    const file = path.join(dir, name);
    const parsed = manifestSchema.safeParse(readJson(file));
    if (!parsed.success) {
      problems.push(describeIssues(name, parsed.error.issues));
      continue;
    }
    if (parsed.data.id !== name.replace(/\.json$/, '')) problems.push(`${name}: id must match the file name`);
    problems.push(...checkManifest(parsed.data, name));
    manifests.push(parsed.data);
  }
  const ids = new Set(manifests.map((m) => m.id));
  for (const m of manifests) {
    for (const dep of m.requires) if (!ids.has(dep)) problems.push(`${m.id}.json: requires unknown plugin "${dep}"`);
  }
  if (problems.length) throw new ManifestError(problems.join('\n'));
  return manifests;
}

export function loadBrand(id: string, dir = MANIFEST_DIR): Brand {
  const file = path.join(dir, 'brands', `${id}.json`);
  if (!existsSync(file)) throw new ManifestError(`brand "${id}" not found: ${file}`);
  const parsed = brandSchema.safeParse(readJson(file));
  if (!parsed.success) throw new ManifestError(describeIssues(`brands/${id}.json`, parsed.error.issues));
  return parsed.data;
}

/** The manifests a brand builds: its enabled plugins, each with everything it requires also enabled. */
export function manifestsForBrand(brand: Brand, all: Manifest[] = loadAllManifests()): Manifest[] {
  const byId = new Map(all.map((m) => [m.id, m]));
  const problems: string[] = [];
  for (const id of brand.plugins) {
    const manifest = byId.get(id);
    if (!manifest) {
      problems.push(`brand "${brand.id}" enables unknown plugin "${id}"`);
      continue;
    }
    for (const dep of manifest.requires) {
      if (!brand.plugins.includes(dep)) problems.push(`brand "${brand.id}": plugin "${id}" requires "${dep}", which is off`);
    }
  }
  if (problems.length) throw new ManifestError(problems.join('\n'));
  return brand.plugins.map((id) => byId.get(id)!);
}

export function readPluginTranslations(pluginId: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const locale of ['pt-BR', 'en']) {
    const file = path.join(PLUGIN_DIR, pluginId, 'i18n', `${locale}.json`);
    if (existsSync(file)) out[locale] = readJson(file);
  }
  return out;
}
