import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';
import { chunkGraph, type ChunkGraph } from './chunkGraph';

/**
 * A dynamic import's preload list without the chunks its importer already loaded: the importer's own
 * static imports, which were fetched before its code ran. Vite lists them anyway, and on "/" the
 * registry's lazy imports repeated the shell's chunks in each of their ~200 lists.
 */
export function preloadsNotLoaded(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let graph: ChunkGraph | undefined;
  return {
    plugin: {
      name: 'painel-preloads-not-loaded',
      apply: 'build',
      // Before Vite's own generateBundle, which asks resolveDependencies for each list.
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          graph = chunkGraph(bundle);
        },
      },
    },
    resolveDependencies(_filename, deps, { hostId, hostType }) {
      const host = hostType === 'js' ? graph?.chunkAt(hostId) : undefined;
      if (!host) return deps;
      const loaded = new Set(graph!.closure([host]).map((chunk) => chunk.fileName));
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
