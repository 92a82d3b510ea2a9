import { describe, expect, it } from 'vitest';
import { brandModuleSource } from '../build/brandPlugin';
import { manifestSchema } from './schema';
import { runtimeManifest } from './runtimeManifest';

const manifest = manifestSchema.parse({
  id: 'example',
  name: 'Exemplo',
  description: 'Only people read this',
  server: 'server/index',
  components: [
    { slot: 'dashboard.cards', component: 'components/Card', order: 1, access: { rule: 'public' }, reads: ['/example'], strings: ['example.card'] },
    { slot: 'dashboard.cards', component: 'components/Other', order: 2, access: { rule: 'public' } },
  ],
});

describe('the manifests the browser reads', () => {
  it('leave out what only people, the server and the build read, keeping whether a component declared its strings', () => {
    const runtime = runtimeManifest(manifest);
    expect(runtime).not.toHaveProperty('name');
    expect(runtime).not.toHaveProperty('description');
    expect(runtime).not.toHaveProperty('server');
    expect(runtime.components).toEqual([
      { slot: 'dashboard.cards', component: 'components/Card', order: 1, access: { rule: 'public' }, floating: false, strings: true },
      { slot: 'dashboard.cards', component: 'components/Other', order: 2, access: { rule: 'public' }, floating: false },
    ]);
  });

  it('are what the default brand ships', () => {
    const line = brandModuleSource('default').split('\n').find((l) => l.startsWith('export const manifests = '))!;
    const shipped = JSON.parse(line.slice('export const manifests = '.length, -1)) as Record<string, unknown>[];
    expect(shipped.length).toBeGreaterThan(20);
    expect(shipped.filter((m) => 'server' in m || 'name' in m)).toEqual([]);
    const components = shipped.flatMap((m) => m.components as Record<string, unknown>[]);
    expect(components.filter((c) => 'reads' in c)).toEqual([]);
    expect(components.some((c) => c.strings === true)).toBe(true);
    expect(components.filter((c) => 'strings' in c && c.strings !== true)).toEqual([]);
  });
});
