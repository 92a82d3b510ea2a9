import path from 'node:path';
import type { Plugin } from 'vite';
import { withFallback } from '../../i18n/locales';
import { loadBrand, pluginStringsFile, sourcesForBrand, type PluginSource } from '../manifest/loadManifests';
import { bundleCheck, gzipBytes, type CheckContext, type Chunk, type ChunkGraph } from './chunkGraph';
import { firstPageComponents, firstPageStringPlugins, type FirstPageComponent } from './firstPageComponents';
import { APP_MODULE } from './shellModules';

/** Issue 17's goal for "/", 0.9x the baseline react-admin list app, printed beside the figure. */
export const DASHBOARD_GOAL_GZIP = 257 * 1024;

/**
 * What the signed-in shell's first page may load: the entry, the full app, the dashboard, every
 * component the shell's and the dashboard's slots draw, with their static imports, and the string files
 * of those that declare no `strings` (sum of each chunk's gzip; bench/shell-load.ts measures the same
 * on "/" until its table is drawn). The budget is issue 17's goal, which "/" now meets: 257 KB.
 */
export const DASHBOARD_BUDGET_GZIP = DASHBOARD_GOAL_GZIP;

/**
 * And in how many files: HTTP/1.1 gives a page six connections, and a seventh file waits for one of them
 * (firstPageChunks.ts groups them: 6 files, 39 before).
 */
export const DASHBOARD_MAX_FILES = 6;

/** The string files a first page loads before drawing its components, in the brand's locale and pt-BR. */
function firstPageStrings(locale: string, sources: readonly PluginSource[], components: readonly FirstPageComponent[]): string[] {
  return firstPageStringPlugins(sources, components).flatMap(({ dir }) => withFallback(locale).map((each) => pluginStringsFile(dir, each)));
}

/** Form checks load with their forms: the header, sidebar and dashboard cards read plain constants (a plugin's model.ts). */
const FORBIDDEN = /[\\/](node_modules[\\/]zod|src[\\/]core[\\/]validation[\\/]zod)[\\/.]/;

/** Fails the build when the dashboard's first load weighs more than the budget, takes more files, or carries zod. Never times. */
export function dashboardBudget(brandId: string, budget = DASHBOARD_BUDGET_GZIP): Plugin {
  return bundleCheck('painel-dashboard-budget', (context: CheckContext, { entry, chunkOf, closure }: ChunkGraph) => {
    if (!entry) return;
    const roots = [entry];
    for (const file of [APP_MODULE, path.resolve(import.meta.dirname, '../pages/Dashboard.tsx')]) {
      const chunk = chunkOf(file);
      if (!chunk) context.error(`${path.relative(process.cwd(), file)} is in no chunk.`);
      roots.push(chunk);
    }
    const brand = loadBrand(brandId);
    const sources = sourcesForBrand(brand);
    const drawn = firstPageComponents(sources);
    const components = new Map<string, Chunk>();
    for (const { key, file } of drawn) {
      const chunk = chunkOf(file);
      if (!chunk) context.error(`The component ${key} is in no chunk.`);
      roots.push(chunk);
      components.set(key, chunk);
    }
    // A plugin without strings in a locale has no file to load.
    for (const strings of firstPageStrings(brand.locale, sources, drawn)) {
      const chunk = chunkOf(strings);
      if (chunk) roots.push(chunk);
    }
    const loaded = closure(roots);
    const gzip = gzipBytes(loaded);
    const problems: string[] = [];
    if (gzip > budget) problems.push(`"/" loads ${(gzip / 1024).toFixed(1)} KB of JavaScript (gzip), over the ${(budget / 1024).toFixed(0)} KB budget`);
    if (loaded.length > DASHBOARD_MAX_FILES) problems.push(`"/" loads ${loaded.length} JavaScript files, over the ${DASHBOARD_MAX_FILES} budgeted: ${loaded.map((chunk) => `${chunk.fileName} (${chunk.moduleIds.slice(0, 3).map((id) => path.relative(process.cwd(), id)).join(", ")}${chunk.moduleIds.length > 3 ? ", …" : ""})`).join("; ")}`);
    const carriesZod = (chunks: Chunk[]) => chunks.some((c) => c.moduleIds.some((id) => FORBIDDEN.test(id)));
    if (carriesZod(loaded)) {
      const culprits = [...components].filter(([, chunk]) => carriesZod(closure([chunk]))).map(([name]) => name);
      problems.push(`"/" loads zod through the chunk of ${culprits.join(', ') || 'the shell'}: read plain values from a plugin's model.ts, not its contract's schemas`);
    }
    context.info?.(`/: ${(gzip / 1024).toFixed(1)} KB gzip in ${loaded.length} files (issue 17's goal: ${(DASHBOARD_GOAL_GZIP / 1024).toFixed(0)} KB)`);
    if (problems.length) context.error(`The dashboard over its budget (src/core/build/dashboardBudget.ts):\n${problems.join('\n')}`);
  });
}
