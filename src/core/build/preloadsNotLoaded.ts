import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/**
 * A dynamic import's preload list without the chunks its importer already loaded: the importer's own
 * static imports, which were fetched before its code ran. Vite lists them anyway, and on "/" the
 * registry's lazy imports repeated the shell's chunks in each of their ~200 lists.
 */
export function preloadsNotLoaded(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  const staticImports = new Map<string, string[]>();
  const loadedWith = new Map<string, Set<string>>();
  const closure = (file: string): Set<string> => {
    let found = loadedWith.get(file);
    if (found) return found;
    found = new Set();
    const queue = [file];
    while (queue.length) {
      const next = queue.pop()!;
      if (found.has(next)) continue;
      found.add(next);
      queue.push(...(staticImports.get(next) ?? []));
    }
    loadedWith.set(file, found);
    return found;
  };
  return {
    plugin: {
      name: 'painel-preloads-not-loaded',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          staticImports.clear();
          loadedWith.clear();
          for (const output of Object.values(bundle)) if (output.type === 'chunk') staticImports.set(output.fileName, output.imports);
        },
      },
    },
    resolveDependencies(_filename, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !staticImports.has(hostId)) return deps;
      const loaded = closure(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
