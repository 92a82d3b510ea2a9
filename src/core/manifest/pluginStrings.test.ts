import { describe, expect, it } from 'vitest';
import { pluginsWithStrings } from './pluginStrings';

describe('pluginsWithStrings', () => {
  const requires: Record<string, string[]> = { site: ['dns', 'files'], dns: ['domains'], files: [], domains: ['site'], alone: [] };
  const requiresOf = (id: string) => requires[id];

  it('adds the plugins required, and theirs in turn, once each, through a cycle', () => {
    expect(pluginsWithStrings(['site'], requiresOf).sort()).toEqual(['dns', 'domains', 'files', 'site']);
  });

  it('adds nothing for a plugin that requires none, and keeps an unknown id as asked', () => {
    expect(pluginsWithStrings(['alone', 'unknown'], requiresOf)).toEqual(['alone', 'unknown']);
  });
});
