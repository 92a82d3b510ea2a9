import { describe, expect, it } from 'vitest';
import { loadServerPlugins, setCompiledServerPlugins } from './loadServerPlugins';

describe('the compiled server', () => {
  it('takes each plugin from the build, and names a served plugin the build lacks with how to build it again', async () => {
    const served = await loadServerPlugins();
    const [first, ...others] = served;
    setCompiledServerPlugins(Object.fromEntries(others.map(({ id, plugin }) => [id, () => Promise.resolve({ default: plugin })])));
    await expect(loadServerPlugins()).rejects.toThrow(`o plugin "${first!.id}" não está no servidor compilado; compile-o de novo com npm run build:server.`);

    setCompiledServerPlugins(Object.fromEntries(served.map(({ id, plugin }) => [id, () => Promise.resolve({ default: plugin })])));
    expect((await loadServerPlugins()).map(({ id }) => id)).toEqual(served.map(({ id }) => id));
  });
});
