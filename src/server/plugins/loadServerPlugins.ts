import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { loadServedPluginSources } from '../../core/manifest/loadManifests';
import type { ServerPlugin } from './serverPlugin';

type ServerPluginModule = { default: ServerPlugin };

/** Each served plugin's server code as compiled ahead of time, by plugin id (scripts/buildServer.ts). */
export type CompiledServerPlugins = Record<string, () => Promise<ServerPluginModule>>;

let compiled: CompiledServerPlugins | undefined;

/** Called first by the compiled server's entry: plugins then come from the build, never from their TypeScript. */
export function setCompiledServerPlugins(modules: CompiledServerPlugins) {
  compiled = modules;
}

function importFromSource(dir: string, server: string): Promise<ServerPluginModule> {
  const base = path.join(dir, server);
  const file = ['.ts', '.js'].map((ext) => base + ext).find((candidate) => existsSync(candidate))!;
  return import(pathToFileURL(file).href) as Promise<ServerPluginModule>;
}

function importCompiled(modules: CompiledServerPlugins, id: string): Promise<ServerPluginModule> {
  const load = modules[id];
  if (!load) throw new Error(`o plugin "${id}" não está no servidor compilado; compile-o de novo com npm run build:server.`);
  return load();
}

/**
 * The API serves every plugin that has a reference API, whatever a brand shows: resellers'
 * panels all talk to the provider's one API. Found through the manifests (built-in ones and the
 * external ones brands name), never imported by name.
 */
export async function loadServerPlugins(): Promise<{ id: string; plugin: ServerPlugin }[]> {
  const loaded: { id: string; plugin: ServerPlugin }[] = [];
  for (const { manifest, dir } of loadServedPluginSources()) {
    if (!manifest.server) continue;
    const module = compiled ? await importCompiled(compiled, manifest.id) : await importFromSource(dir, manifest.server);
    loaded.push({ id: manifest.id, plugin: module.default });
  }
  return loaded;
}
