import path from 'node:path';
import type { Plugin } from 'vite';
import { LOCALES, withFallback, type Locale } from '../../i18n/locales';
import { loadBrand, ROOT, sourcesForBrand, type PluginSource } from '../manifest/loadManifests';
import { pluginsWithStrings } from '../manifest/pluginStrings';
import { FIRST_CODE_ELEMENT_ID, jsonBlock, PAGE_FILES, type FirstCodeFiles, type RouteFiles } from '../shell/firstCode';
import { chunkGraph, type ChunkGraph } from './chunkGraph';
import { firstPageComponents } from './firstPageComponents';

/** The files the full app loads anyway: the entry's and mountApp's, with what they import. */
function appFiles({ entry, chunkOf, closure }: ChunkGraph): Set<string> | null {
  const app = chunkOf(path.resolve(import.meta.dirname, '../mountApp.tsx'));
  return entry && app ? new Set(closure([entry, app]).map((chunk) => chunk.fileName)) : null;
}

/** The files of the shell's and the dashboard's public components, with what they import, less the app's. */
function firstCodeFiles(graph: ChunkGraph, sources: readonly PluginSource[], loaded: Set<string>): FirstCodeFiles {
  const files: FirstCodeFiles = { shell: [], dashboard: [] };
  const seen = new Set(loaded);
  for (const drawnOn of ['shell', 'dashboard'] as const) {
    for (const { component, file } of firstPageComponents(sources).filter((c) => c.drawnOn === drawnOn)) {
      const chunk = component.access.rule === 'public' ? graph.chunkOf(file) : undefined;
      for (const { fileName } of chunk ? graph.closure([chunk]) : []) {
        if (!seen.has(fileName)) files[drawnOn].push(`/${fileName}`);
        seen.add(fileName);
      }
    }
  }
  return files;
}

/**
 * Each route's page files: its page's and its layout's, with what they import, its plugin's string files
 * and those of the plugins it requires (in the brand's locale and the fallback), and react-admin's messages,
 * which a plugin page loads with its strings (src/core/runtime/registry.ts); less the app's and, unless the
 * page is bare, the shell's.
 */
function routeFiles(graph: ChunkGraph, sources: readonly PluginSource[], locale: Locale, loaded: Set<string>, shell: readonly string[]): RouteFiles[] {
  const byId = new Map(sources.map((source) => [source.manifest.id, source]));
  const locales = withFallback(locale);
  const messages = locales.flatMap((each) => graph.chunkOf(path.resolve(ROOT, LOCALES[each].reactAdminMessages)) ?? []);
  return sources.flatMap(({ manifest, dir }) =>
    manifest.routes.map((route) => {
      const layout = route.layout?.includes(':') ? route.layout.split(':') : route.layout ? [manifest.id, route.layout] : null;
      const layoutSource = layout ? byId.get(layout[0]) : undefined;
      const layoutPage = layoutSource?.manifest.layouts.find((l) => l.id === layout![1]);
      const modules = [path.join(dir, route.page), ...(layoutSource && layoutPage ? [path.join(layoutSource.dir, layoutPage.page)] : [])];
      const strings = pluginsWithStrings([manifest.id], (id) => byId.get(id)?.manifest.requires).flatMap((id) =>
        locales.flatMap((each) => graph.chunkOf(path.join(byId.get(id)!.dir, 'i18n', `${each}.json`)) ?? []),
      );
      const code = graph.closure(modules.flatMap((file) => graph.chunkOf(file) ?? []));
      const skip = new Set([...loaded, ...(route.bare ? [] : shell.map((file) => file.slice(1)))]);
      // The page's code first, on the browser's six connections, then the strings it waits on as well.
      const files = [...new Set([...code, ...graph.closure([...strings, ...messages])].map((chunk) => chunk.fileName))].filter((file) => !skip.has(file));
      return { path: route.path, files: files.map((file) => `/${file}`) };
    }),
  );
}

/**
 * Lets a signed-in first load fetch the code of what its page draws beside the full app's, instead of
 * once the app has run and asked for it (a second wave of requests, ~130 ms on "/" here, and a third for
 * a page's own code). index.html lists the files of the components the shell's and the dashboard's slots
 * draw, for the entry to preload with a session (src/core/shell/firstCode.ts); page-files.json lists each
 * route's page files, which the server names in the HTML answer's Link header to a browser with a session
 * (src/server/http/pagePreloads.ts). Lists rather than imports in the entry: the bundler, no longer sure the
 * full app was loaded before those components, split the shared code differently (sign-in: 22 files to 30).
 */
export function firstCodePreloads(brandId: string): Plugin {
  return {
    name: 'painel-first-code-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const graph = chunkGraph(bundle);
      const loaded = appFiles(graph);
      if (!loaded) return;
      const brand = loadBrand(brandId);
      const sources = sourcesForBrand(brand);
      const { shell } = firstCodeFiles(graph, sources, loaded);
      const routes = routeFiles(graph, sources, brand.locale as Locale, loaded, shell);
      this.emitFile({ type: 'asset', fileName: PAGE_FILES, source: JSON.stringify({ routes }) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const graph = context.bundle && chunkGraph(context.bundle);
        const loaded = graph && appFiles(graph);
        if (!graph || !loaded) return html;
        const files = firstCodeFiles(graph, sourcesForBrand(loadBrand(brandId)), loaded);
        return html.replace('</head>', `  ${jsonBlock(FIRST_CODE_ELEMENT_ID, files)}\n  </head>`);
      },
    },
  };
}
