import path from 'node:path';
import type { Plugin } from 'vite';
import { loadBrand, sourcesForBrand } from '../manifest/loadManifests';
import { withoutExtension } from './chunkGraph';
import { firstPageComponents, firstPageStringPlugins, type FirstPageComponent } from './firstPageComponents';

const STRINGS = /[\\/]i18n[\\/]([A-Za-z-]+)\.json$/;

/**
 * Fewer, larger chunks for what every signed-in page draws first. Left to automatic splitting, each
 * component of the shell's and the dashboard's slots, each module they share and each plugin's strings
 * is a file of its own: ~90 requests on "/", which on HTTP/1.1's six connections queue a round trip per
 * six. Here the plugin code those components import statically goes into one chunk for the shell's
 * slots and one for the dashboard's, and the string files the shell's still waits on (of components that
 * declare no `strings`) into one chunk per locale. Only plugin
 * modules are taken (never the core nor a package, which pages share); the shell's chunk leaves out what
 * bare pages (drawn without the shell) import, and the dashboard's takes only what no other page imports,
 * so a page loads no more than the shell it draws anyway. Grouped modules import only their own chunk,
 * the core and packages, which never import plugins: no chunk cycle can form.
 */
export function firstPageChunks(brandId: string) {
  const chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'painel-first-page-chunks',
    apply: 'build',
    buildEnd() {
      chunkOf.clear();
      const sources = sourcesForBrand(loadBrand(brandId));
      const pluginDirs = sources.map(({ dir }) => dir + path.sep);
      const ids = new Map([...this.getModuleIds()].map((id) => [withoutExtension(id), id]));
      const isPluginCode = (id: string) => pluginDirs.some((dir) => id.startsWith(dir)) && !id.includes(`${path.sep}node_modules${path.sep}`) && !STRINGS.test(id);
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const queue = roots.map((root) => ids.get(withoutExtension(root))).filter((id): id is string => Boolean(id));
        while (queue.length) {
          const id = queue.pop()!;
          if (seen.has(id) || !isPluginCode(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const firstPage = firstPageComponents(sources);
      const drawnOn = (where: FirstPageComponent['drawnOn']) => firstPage.filter((c) => c.drawnOn === where);
      // A bare page (checkout, sign-up) draws no shell: what it imports stays out of the shell's chunk.
      const bare = closure(sources.flatMap(({ manifest, dir }) => manifest.routes.filter((r) => r.bare).map((r) => path.join(dir, r.page))));
      const shell = new Set([...closure(drawnOn('shell').map((c) => c.file))].filter((id) => !bare.has(id)));
      const dashboard = new Set([...closure(drawnOn('dashboard').map((c) => c.file))].filter((id) => !shell.has(id) && !bare.has(id)));
      // Only what the dashboard alone imports: a module another page imports too stays where that page finds it.
      const importedElsewhere = (id: string) => (this.getModuleInfo(id)?.importers ?? []).some((by) => isPluginCode(by) && !dashboard.has(by) && !shell.has(by));
      for (let pruned = true; pruned; ) {
        pruned = false;
        for (const id of dashboard) if (importedElsewhere(id)) pruned = dashboard.delete(id);
      }
      for (const id of shell) chunkOf.set(id, 'shell-components');
      for (const id of dashboard) chunkOf.set(id, 'dashboard-components');
      const drawnFirst = firstPageStringPlugins(sources, drawnOn('shell')).map(({ dir }) => dir + path.sep);
      for (const id of ids.values()) {
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
      // Only the modules named: their imports (the core, packages) stay in the chunks every page shares.
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
}
