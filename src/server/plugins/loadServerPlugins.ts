import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadAllManifests, PLUGIN_DIR } from '../../core/manifest/loadManifests';
import type { ServerPlugin } from './serverPlugin';

/**
 * The API serves every plugin that has a reference API, whatever a brand shows: resellers'
 * panels all talk to the provider's one API. Found through the manifests, never imported by name.
 */
export async function loadServerPlugins(): Promise<{ id: string; plugin: ServerPlugin }[]> {
  const loaded: { id: string; plugin: ServerPlugin }[] = [];
  for (const manifest of loadAllManifests()) {
    if (!manifest.server) continue;
    const file = path.join(PLUGIN_DIR, manifest.id, `${manifest.server}.ts`);
    const module = (await import(pathToFileURL(file).href)) as { default: ServerPlugin };
    loaded.push({ id: manifest.id, plugin: module.default });
  }
  return loaded;
}
