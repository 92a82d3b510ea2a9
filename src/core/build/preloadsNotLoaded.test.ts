import { describe, expect, it } from 'vitest';
import { preloadsNotLoaded } from './preloadsNotLoaded';

const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk', fileName, imports, moduleIds: [] as string[] });

function built(chunks: ReturnType<typeof chunk>[]) {
  const preloads = preloadsNotLoaded();
  const generateBundle = preloads.plugin.generateBundle as unknown as { handler(options: unknown, bundle: Record<string, unknown>): void };
  generateBundle.handler({}, Object.fromEntries(chunks.map((c) => [c.fileName, c])));
  return preloads.resolveDependencies;
}

describe("a dynamic import's preload list", () => {
  const resolve = built([
    chunk('assets/registry.js', ['assets/react.js', 'assets/router.js']),
    chunk('assets/router.js', ['assets/react.js', 'assets/history.js']),
    chunk('assets/page.js', ['assets/react.js', 'assets/table.js']),
    chunk('assets/react.js', []),
    chunk('assets/history.js', []),
    chunk('assets/table.js', ['assets/react.js']),
  ]);

  it("leaves out what its importer's static imports, however deep, already loaded", () => {
    expect(resolve('assets/page.js', ['assets/page.js', 'assets/react.js', 'assets/history.js', 'assets/table.js'], { hostId: 'assets/registry.js', hostType: 'js' })).toEqual(['assets/page.js', 'assets/table.js']);
  });

  it('keeps everything for an importer it does not know, and for the HTML page', () => {
    const deps = ['assets/page.js', 'assets/react.js'];
    expect(resolve('assets/page.js', deps, { hostId: 'assets/elsewhere.js', hostType: 'js' })).toEqual(deps);
    expect(resolve('assets/page.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(deps);
  });
});
