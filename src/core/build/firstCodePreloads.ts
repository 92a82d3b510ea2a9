import path from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES, withFallback, type Locale } from '../../i18n/locales';
import { layoutKeyOf } from '../manifest/layoutKey';
import { loadBrand, pluginStringsFile, ROOT, sourcesForBrand, type PluginSource } from '../manifest/loadManifests';
import { pluginsWithStrings } from '../manifest/pluginStrings';
import { CORE_BARE_PATHS } from '../routing/corePaths';
import { PAGE_FILES, type FirstPageFiles, type RouteFiles } from '../shell/firstCodeLists';
import { chunkGraph, type ChunkGraph } from './chunkGraph';
import { firstPageComponents } from './firstPageComponents';
import { APP_MODULE } from './shellModules';

/** The files the full app loads anyway: the entry's, then mountApp's with what it imports (mountApp's chunk first). */
function appFiles({ entry, chunkOf, closure }: ChunkGraph): { entry: string[]; app: string[] } | null {
  const app = chunkOf(APP_MODULE);
  if (!entry || !app) return null;
  const entryFiles = closure([entry]).map((chunk) => chunk.fileName);
  return { entry: entryFiles, app: closure([app]).map((chunk) => chunk.fileName).filter((file) => !entryFiles.includes(file)) };
}

/** The files of the shell's and the dashboard's public components, with what they import, less the app's (and the dashboard's less the shell's). */
function firstCodeFiles(graph: ChunkGraph, sources: readonly PluginSource[], loaded: Set<string>): { shell: string[]; dashboard: string[] } {
  const files = { shell: [] as string[], dashboard: [] as string[] };
  const seen = new Set(loaded);
  const components = firstPageComponents(sources).filter(({ component }) => component.access.rule === 'public');
  for (const drawnOn of ['shell', 'dashboard'] as const) {
    for (const chunk of components.filter((c) => c.drawnOn === drawnOn).flatMap(({ file }) => graph.chunkOf(file) ?? [])) {
      for (const { fileName } of graph.closure([chunk])) {
        if (!seen.has(fileName)) files[drawnOn].push(`/${fileName}`);
        seen.add(fileName);
      }
    }
  }
  return files;
}

/**
 * Each route's page files: its page's and its layout's, with what they import, then the string files of its
 * plugin and of the plugins it requires (in the brand's locale and the fallback) and react-admin's messages,
 * which a plugin page loads with its strings (src/core/runtime/registry.ts); less the app's and, unless the
 * page is bare, the shell's.
 */
function routeFiles(graph: ChunkGraph, sources: readonly PluginSource[], locale: Locale, loaded: Set<string>, shell: readonly string[]): RouteFiles[] {
  const byId = new Map(sources.map((source) => [source.manifest.id, source]));
  const layoutFiles = new Map(sources.flatMap(({ manifest, dir }) => manifest.layouts.map((l): [string, string] => [`${manifest.id}:${l.id}`, path.join(dir, l.page)])));
  const locales = withFallback(locale);
  const messages = locales.flatMap((each) => graph.chunkOf(path.resolve(ROOT, LOCALES[each].reactAdminMessages)) ?? []);
  const shellFiles = shell.map((file) => file.slice(1));
  return sources.flatMap(({ manifest, dir }) =>
    manifest.routes.map((route) => {
      const layout = layoutFiles.get(layoutKeyOf(manifest.id, route.layout) ?? '');
      const code = graph.closure([path.join(dir, route.page), ...(layout ? [layout] : [])].flatMap((file) => graph.chunkOf(file) ?? []));
      const strings = pluginsWithStrings([manifest.id], (id) => byId.get(id)?.manifest.requires).flatMap((id) =>
        locales.flatMap((each) => graph.chunkOf(pluginStringsFile(byId.get(id)!.dir, each)) ?? []),
      );
      const skip = new Set([...loaded, ...(route.bare ? [] : shellFiles)]);
      // The page's code first, on the browser's six connections, then the strings it waits on as well.
      const files = new Set([...code, ...graph.closure([...strings, ...messages])].map((chunk) => chunk.fileName));
      return { path: route.path, bare: Boolean(route.bare), files: [...files].filter((file) => !skip.has(file)).map((file) => `/${file}`) };
    }),
  );
}

/**
 * Lets a signed-in first load fetch the code of what its page draws from the page itself, instead of once
 * the entry or the app has run and asked for it (a wave of requests per step: ~130 ms on "/" here for the
 * components, and one more for a deep link's page). page-files.json lists the full app's files, the
 * components the shell's slots draw and each path's page files (the dashboard's components for "/", none
 * for the core's bare pages), so that the server only matches a path; the server names
 * them as module preloads in the page it sends a browser with a session (src/server/http/signedInPages.ts).
 * Lists rather than imports in the entry: the bundler, no longer sure the full app was loaded before those
 * components, split the shared code differently (sign-in: 22 files to 30).
 */
export function firstCodePreloads(brandId: string): Plugin {
  let sources: PluginSource[] = [];
  let locale: Locale = 'pt-BR';
  return {
    name: 'painel-first-code-preloads',
    apply: 'build',
    buildStart() {
      const brand = loadBrand(brandId);
      sources = sourcesForBrand(brand);
      locale = brand.locale as Locale;
    },
    generateBundle(_options, bundle) {
      const graph = chunkGraph(bundle);
      const files = appFiles(graph);
      if (!files) return;
      const loaded = new Set([...files.entry, ...files.app]);
      const { shell, dashboard } = firstCodeFiles(graph, sources, loaded);
      const routes: RouteFiles[] = [
        { path: '/', bare: false, files: dashboard },
        ...CORE_BARE_PATHS.map((path) => ({ path, bare: true, files: [] })),
        ...routeFiles(graph, sources, locale, loaded, shell),
      ];
      const lists: FirstPageFiles = { app: files.app.map((file) => `/${file}`), shell, routes };
      this.emitFile({ type: 'asset', fileName: PAGE_FILES, source: JSON.stringify(lists) });
    },
  };
}
