import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { loadServedPluginSources } from '../../core/manifest/loadManifests';
import type { ServerPlugin } from './serverPlugin';

/**
 * The API serves every plugin that has a reference API, whatever a brand shows: resellers'
 * panels all talk to the provider's one API. Found through the manifests (built-in ones and the
 * external ones brands name), never imported by name.
 */
export async function loadServerPlugins(): Promise<{ id: string; plugin: ServerPlugin }[]> {
  const loaded: { id: string; plugin: ServerPlugin }[] = [];
  for (const { manifest, dir } of loadServedPluginSources()) {
    if (!manifest.server) continue;
    const base = path.join(dir, manifest.server);
    const file = ['.ts', '.js'].map((ext) => base + ext).find((candidate) => existsSync(candidate))!;
    const module = (await import(pathToFileURL(file).href)) as { default: ServerPlugin };
    loaded.push({ id: manifest.id, plugin: module.default });
  }
  return loaded;
}
