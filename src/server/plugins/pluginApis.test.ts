import { describe, expect, it } from 'vitest';
import { PluginApis, pluginApiKey } from './pluginApis';

const GREETING = pluginApiKey<{ greet: (name: string) => string }>('test.greeting');

describe("what plugins' servers offer each other", () => {
  it('hands the provided API to those who find it, or null while nobody provides it', () => {
    const apis = new PluginApis();
    expect(apis.find(GREETING)).toBeNull();
    apis.provide(GREETING, { greet: (name) => `Olá, ${name}` });
    expect(apis.find(GREETING)?.greet('Ana')).toBe('Olá, Ana');
  });

  it('runs a user that asked before the provider was set up once it is, and one that asks after at once', () => {
    const apis = new PluginApis();
    const greeted: string[] = [];
    apis.whenProvided(GREETING, (api) => greeted.push(api.greet('antes')));
    expect(greeted).toEqual([]);
    apis.provide(GREETING, { greet: (name) => `Olá, ${name}` });
    apis.whenProvided(GREETING, (api) => greeted.push(api.greet('depois')));
    expect(greeted).toEqual(['Olá, antes', 'Olá, depois']);
  });

  it('refuses a second provider of the same API', () => {
    const apis = new PluginApis();
    apis.provide(GREETING, { greet: () => 'um' });
    expect(() => apis.provide(GREETING, { greet: () => 'dois' })).toThrow(/provided twice/);
  });
});
