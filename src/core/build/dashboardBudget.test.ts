import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrand, sourcesForBrand } from '../manifest/loadManifests';
import { DASHBOARD_SLOT_IDS, SHELL_SLOT_IDS } from '../runtime/coreSlots';
import type { Chunk } from './chunkGraph';
import { DASHBOARD_MAX_FILES, dashboardBudget } from './dashboardBudget';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], code = 'x'): Chunk => ({ fileName, moduleIds, imports, code, facadeModuleId: moduleIds[0] ?? null, isEntry: false });

/** A bundle shaped like the default brand's first page: an entry, the app, the dashboard and one chunk per first-page component. */
function firstPageBundle() {
  const components = sourcesForBrand(loadBrand('default')).flatMap(({ manifest, dir }) =>
    manifest.components.filter((c) => [...SHELL_SLOT_IDS, ...DASHBOARD_SLOT_IDS].includes(c.slot)).map((c) => ({ name: `${manifest.id}:${c.component}`, file: path.join(dir, `${c.component}.tsx`) })),
  );
  const core = path.resolve('src/core');
  const chunks = [
    { ...chunk('index.js', [path.join(core, 'main.tsx')]), isEntry: true },
    chunk('mountApp.js', [path.join(core, 'mountApp.tsx')]),
    chunk('dashboard.js', [path.join(core, 'pages/Dashboard.tsx')]),
    chunk('components.js', components.map((c) => c.file)),
  ];
  return { chunks, components };
}

function check(chunks: Chunk[], budget?: number): string | null {
  const plugin = dashboardBudget('default', budget) as unknown as {
    configResolved(config: { isProduction: boolean }): void;
    writeBundle(this: unknown, options: unknown, bundle: Record<string, unknown>): void;
  };
  plugin.configResolved({ isProduction: true });
  const context = {
    error(message: string): never {
      throw new Error(message);
    },
  };
  try {
    plugin.writeBundle.call(context, {}, Object.fromEntries(chunks.map((c) => [c.fileName, { ...c, type: 'chunk' }])));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the dashboard budget', () => {
  it('passes a first page within its bytes and files, without zod', () => {
    expect(check(firstPageBundle().chunks)).toBeNull();
  });

  it('refuses zod on the first page and names the component whose chunk brings it', () => {
    const { chunks, components } = firstPageBundle();
    const culprit = components[0];
    chunks[3].moduleIds = chunks[3].moduleIds.filter((id) => id !== culprit.file);
    chunks.push(chunk('culprit.js', [culprit.file], ['zod.js']), chunk('zod.js', [path.resolve('node_modules/zod/v4/core/schemas.js')]));
    expect(check(chunks)).toContain(`"/" loads zod through the chunk of ${culprit.name}`);
  });

  it('refuses more bytes or more files than budgeted', () => {
    const { chunks } = firstPageBundle();
    expect(check(chunks, 1)).toMatch(/over the 0 KB budget/);
    const many = Array.from({ length: DASHBOARD_MAX_FILES }, (_, i) => chunk(`shared-${i}.js`, [`/virtual/shared-${i}.js`]));
    chunks[1].imports = many.map((c) => c.fileName);
    expect(check([...chunks, ...many])).toMatch(new RegExp(`loads ${chunks.length + many.length} JavaScript files, over the ${DASHBOARD_MAX_FILES} budgeted`));
  });

  it("counts no string file for components that declare their strings, as the default brand's all do", () => {
    const sources = sourcesForBrand(loadBrand('default'));
    const drawnPlugin = sources.find(({ manifest }) => manifest.components.some((c) => SHELL_SLOT_IDS.includes(c.slot)))!;
    expect(drawnPlugin.manifest.components.filter((c) => SHELL_SLOT_IDS.includes(c.slot)).every((c) => c.strings !== undefined)).toBe(true);
    // Incompressible, and more than the whole budget once gzipped.
    const heavy = randomBytes(400 * 1024).toString('base64');
    const { chunks } = firstPageBundle();
    expect(check([...chunks, chunk('strings.js', [path.join(drawnPlugin.dir, 'i18n', 'pt-BR.json')], [], heavy)])).toBeNull();
  });
});
