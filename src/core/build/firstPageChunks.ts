import path from 'node:path';
import type { Plugin } from 'vite';
import { loadBrand, ROOT, sourcesForBrand } from '../manifest/loadManifests';
import { withoutExtension } from './chunkGraph';
import { firstPageComponents, firstPageStringPlugins } from './firstPageComponents';
import { APP_MODULE, SIGNED_OUT_SHELL_MODULE } from './shellModules';
import { moduleUse } from './usedModules';

const STRINGS = /[\\/]i18n[\\/]([A-Za-z-]+)\.json$/;

/** The shell's own strings (src/i18n/<locale>.json), which every first load reads. */
const SHELL_STRINGS_DIR = path.join(ROOT, 'src', 'i18n') + path.sep;

/** The label of the signed-out shell, and the start of each signed-out page's. */
const SIGNED_OUT = 'signed-out';

/** The chunks' names, as the files start: "shell" alone would read as Monaco's shell language. */
const CHUNK_NAMES: Record<string, string> = { app: 'app', shell: 'shell-components', dashboard: 'dashboard-components' };

/**
 * Which chunk a module goes in, from the first loads that use it (the app, the shell's and the
 * dashboard's components, the signed-out shell and pages). A signed-in page always has the app, and
 * every page but a bare one the shell: what the app uses is one chunk, or two, whether a signed-out page
 * uses it too (all that the app and any signed-out page share is one chunk: signedOutBudget.ts checks
 * what that costs those pages). What signed-out pages alone use is split by page, so that each loads
 * only its own. Lazy pages that use a module find it where the first load put it, in a chunk they load
 * anyway (the dashboard's holds only what "/" alone uses: see below).
 */
function chunkKey(roots: readonly string[]): { name: string; key: string } {
  const signedOut = roots.filter((root) => root.startsWith(SIGNED_OUT));
  const kept = roots.includes('app')
    ? ['app', ...(signedOut.length ? [SIGNED_OUT] : [])]
    : roots.includes('shell')
      ? ['shell', ...signedOut]
      : signedOut.length
        ? roots
        : ['dashboard'];
  const name = [...new Set(kept.map((root) => CHUNK_NAMES[root] ?? SIGNED_OUT))].join('-');
  return { name, key: [...kept].sort().join('\n') };
}

/**
 * Fewer files for a first page. Left to automatic splitting, every module is placed by the set of lazy
 * chunks (of ~200 pages and components) that use it: "/" loaded 39 files and sign-in 21, most under
 * 2 KB, and on HTTP/1.1's six connections each costs the server a response and the browser a round trip.
 * Here a module that a first load uses is placed by which first loads use it (chunkKey); what only lazy
 * pages use stays automatic. Which modules a load uses is read from the module graph following imported
 * names through barrels (usedModules.ts), as the bundler does: were a module used by more loads than the
 * reading says, it would only cost bytes, which the signed-out and dashboard budgets check. A module's
 * imports are used by every load that uses it, so a chunk imports only chunks that load with it: no
 * cycle (noChunkCycles.ts fails the build if one forms). The shell's strings are one chunk per locale.
 */
export function firstPageChunks(brandId: string) {
  const chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'painel-first-page-chunks',
    apply: 'build',
    async buildEnd() {
      chunkOf.clear();
      const sources = sourcesForBrand(loadBrand(brandId));
      const moduleIds = [...this.getModuleIds()];
      const ids = new Map(moduleIds.map((id) => [withoutExtension(id), id]));
      const idOf = (file: string) => ids.get(withoutExtension(file));
      const usedBy = moduleUse(this, (id) => STRINGS.test(id));
      const firstPage = firstPageComponents(sources);
      // Each first load's root modules, under the label chunkKey reads.
      const roots = new Map<string, string[]>();
      const addRoot = (label: string, file: string) => {
        const id = idOf(file);
        if (id) roots.set(label, [...(roots.get(label) ?? []), id]);
      };
      addRoot('app', APP_MODULE);
      addRoot(SIGNED_OUT, SIGNED_OUT_SHELL_MODULE);
      for (const { file, drawnOn } of firstPage) addRoot(drawnOn, file);
      for (const { manifest, dir } of sources) for (const route of manifest.routes.filter((r) => r.signedOut)) addRoot(`${SIGNED_OUT} ${route.path}`, path.join(dir, route.page));
      const entry = moduleIds.find((id) => this.getModuleInfo(id)?.isEntry);
      const inEntry = await usedBy(entry ? [entry] : []);
      const rootsOf = new Map<string, string[]>();
      for (const [label, files] of roots) {
        for (const id of await usedBy(files)) if (!inEntry.has(id)) rootsOf.set(id, [...(rootsOf.get(id) ?? []), label]);
      }
      // What the dashboard's components share with other pages (MUI's cards and tables, a hosting's
      // status chip) goes with the app, which every signed-in page loads, and so does all it uses: the
      // dashboard's chunk is for "/" alone. Read from importers, as the other pages are no roots here.
      const dashboardOnly = (id: string) => rootsOf.get(id)?.join() === 'dashboard';
      for (;;) {
        const shared = [...rootsOf.keys()].filter((id) => dashboardOnly(id) && (this.getModuleInfo(id)?.importers ?? []).some((by) => !dashboardOnly(by)));
        if (!shared.length) break;
        for (const id of await usedBy(shared)) {
          const roots = rootsOf.get(id);
          if (roots && !roots.includes('app')) rootsOf.set(id, [...roots, 'app']);
        }
      }
      const names = new Map<string, string>();
      const taken = new Set<string>();
      for (const [id, rootLabels] of rootsOf) {
        const chunk = chunkKey(rootLabels);
        if (!names.has(chunk.key)) {
          let name = chunk.name;
          for (let n = 2; taken.has(name); n += 1) name = `${chunk.name}-${n}`;
          taken.add(name);
          names.set(chunk.key, name);
        }
        chunkOf.set(id, names.get(chunk.key)!);
      }
      // The shell's strings, one module per locale the brand carries, load with every first page: in a chunk
      // of their own they were one more file for HTTP/1.1's six connections, 0.7 KB.
      const everyFirstLoad = names.get(chunkKey(['app', SIGNED_OUT]).key);
      for (const id of moduleIds) if (everyFirstLoad && id.startsWith(SHELL_STRINGS_DIR) && STRINGS.test(id)) chunkOf.set(id, everyFirstLoad);
      const drawnFirst = firstPageStringPlugins(sources, firstPage.filter((c) => c.drawnOn === 'shell')).map(({ dir }) => dir + path.sep);
      for (const id of moduleIds) {
        const locale = STRINGS.exec(id)?.[1];
        if (locale && drawnFirst.some((dir) => id.startsWith(dir))) chunkOf.set(id, `shell-strings-${locale}`);
      }
    },
  };
  const groups = [
    {
      debugName: 'first-page',
      name: (id: string) => chunkOf.get(id) ?? null,
      test: (id: string) => chunkOf.has(id),
      // Only the modules named: what a named module imports is used by the same first loads, so named too.
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
}
