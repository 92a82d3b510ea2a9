import { describe, expect, it } from 'vitest';
import type { PluginSource } from '../manifest/loadManifests';
import { manifestSchema } from '../manifest/schema';
import { firstPageComponents, firstPageStringPlugins } from './firstPageComponents';

function source(id: string, requires: string[], components: { slot: string; strings?: string[] }[]): PluginSource {
  const manifest = manifestSchema.parse({
    id,
    name: id,
    requires,
    components: components.map((c, i) => ({ ...c, component: `components/C${i}`, order: i, access: { rule: 'public' } })),
  });
  return { manifest, dir: `/plugins/${id}`, file: `/manifests/${id}.json`, external: false };
}

const ids = (sources: PluginSource[]) => sources.map(({ manifest }) => manifest.id).sort();

describe('the string files a first page waits on', () => {
  const shared = source('shared', [], []);
  const plans = source('plans', ['shared'], []);

  it("are, for a component that declares no strings, its plugin's and those of the plugins it requires", () => {
    const sources = [shared, plans, source('billing', ['plans'], [{ slot: 'shell.header' }])];
    expect(ids(firstPageStringPlugins(sources, firstPageComponents(sources)))).toEqual(['billing', 'plans', 'shared']);
  });

  it('are none for components that declare their strings, even none', () => {
    const sources = [shared, plans, source('billing', ['plans'], [{ slot: 'shell.header', strings: ['billing.discount'] }, { slot: 'dashboard.cards', strings: [] }])];
    expect(firstPageStringPlugins(sources, firstPageComponents(sources))).toEqual([]);
  });

  it('leave out components drawn elsewhere than the first page', () => {
    const sources = [shared, plans, source('billing', ['plans'], [{ slot: 'hosting.notices' }])];
    expect(firstPageStringPlugins(sources, firstPageComponents(sources))).toEqual([]);
  });
});
