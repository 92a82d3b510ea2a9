import path from 'node:path';
import type { Plugin } from 'vite';
import { loadBrand, sourcesForBrand } from '../manifest/loadManifests';
import { bundleCheck, gzipBytes, type CheckContext, type ChunkGraph } from './chunkGraph';
import { SIGNED_OUT_SHELL_MODULE } from './shellModules';

/**
 * What a signed-out page may load (sum of each chunk's gzip, a little above what the bench measures):
 * under issue 17's goal, 0.6x the baseline react-admin list app of bench/shell-load.ts (172 KB there).
 */
export const SIGNED_OUT_BUDGET_GZIP = 168 * 1024;

/** Packages a signed-out page must never load: it is drawn before, and without, react-admin and the router. */
const FORBIDDEN = /[\\/]node_modules[\\/](react-admin|ra-[a-z0-9-]+|@tanstack[\\/]react-query|react-router(?:-dom)?)[\\/]/;

/**
 * Fails the build when a page the signed-out shell draws (the entry, the shell and the page, with
 * everything they import statically) weighs more than the budget, or carries react-admin, react-query
 * or another plugin's code. Byte budgets only: times are the bench's.
 */
export function signedOutBudget(brandId: string, budget = SIGNED_OUT_BUDGET_GZIP): Plugin {
  return bundleCheck('painel-signed-out-budget', (context: CheckContext, { entry, chunkOf, closure }: ChunkGraph) => {
    const shell = chunkOf(SIGNED_OUT_SHELL_MODULE);
    if (!entry) return;
    if (!shell) context.error('The signed-out shell (src/core/shell/mountSignedOut.tsx) is in no chunk.');
    const problems: string[] = [];
    for (const { manifest, dir } of sourcesForBrand(loadBrand(brandId))) {
      for (const route of manifest.routes.filter((r) => r.signedOut)) {
        const page = chunkOf(path.join(dir, route.page));
        if (!page) context.error(`The signed-out page ${route.page} of ${manifest.id} is in no chunk.`);
        const loaded = closure([entry, shell, page]);
        const gzip = gzipBytes(loaded);
        if (gzip > budget) problems.push(`${route.path} loads ${(gzip / 1024).toFixed(1)} KB of JavaScript (gzip), over the ${(budget / 1024).toFixed(0)} KB budget`);
        const modules = loaded.flatMap((c) => c.moduleIds);
        const forbidden = [...new Set(modules.map((id) => FORBIDDEN.exec(id)?.[1]).filter(Boolean))];
        if (forbidden.length) problems.push(`${route.path} loads ${forbidden.join(', ')}`);
        const plugins = path.dirname(dir);
        const foreign = [...new Set(modules.filter((id) => id.startsWith(plugins + path.sep) && !id.startsWith(dir + path.sep)).map((id) => path.relative(plugins, id).split(path.sep)[0]))];
        if (foreign.length) problems.push(`${route.path} loads code of the plugins ${foreign.join(', ')}`);
        context.info?.(`${route.path}: ${(gzip / 1024).toFixed(1)} KB gzip in ${loaded.length} files`);
      }
    }
    if (problems.length) context.error(`Signed-out pages over their budget (src/core/build/signedOutBudget.ts):\n${problems.join('\n')}`);
  });
}
