import { describe, expect, it } from 'vitest';
import { isBarrel, moduleUse, type ModuleGraph } from './usedModules';

/** A module graph from sources: ids are file names, imports resolve to the file of that name. */
function graph(files: Record<string, string>, extraImports: Record<string, string[]> = {}): ModuleGraph {
  const exportsOf = (code: string) => [...code.matchAll(/export (?:const|function) (\w+)/g)].map((m) => m[1]).concat(/export default/.test(code) ? ['default'] : []).concat(/export \*/.test(code) ? ['*'] : []);
  return {
    getModuleInfo: (id) =>
      id in files ? { code: files[id], importedIds: [...[...files[id].matchAll(/from '([^']+)'|import '([^']+)'/g)].map((m) => m[1] ?? m[2]), ...(extraImports[id] ?? [])], exports: exportsOf(files[id]) } : null,
    resolve: async (source) => (source in files ? { id: source } : null),
  };
}

const used = async (files: Record<string, string>, roots: string[], extraImports?: Record<string, string[]>) => [...(await moduleUse(graph(files, extraImports))(roots))].sort();

describe('usedModules', () => {
  it('follows a name through a barrel to the module that holds it, and no further', async () => {
    const files = {
      page: "import { A } from 'barrel'; console.log(A);",
      barrel: "export { A } from 'a'; export { B as Bee } from 'b';",
      a: "import { helper } from 'helper'; export const A = helper;",
      b: 'export const B = 2;',
      helper: 'export const helper = 1;',
    };
    expect(await used(files, ['page'])).toEqual(['a', 'helper', 'page']);
  });

  it('follows a name through barrels of barrels and stars, to the star that exports it', async () => {
    const files = {
      page: "import { Button, useTheme } from 'index';",
      index: "'use client';\nexport * from 'buttons'; export * from 'slider'; export * from 'styles'; export { default as Chip } from 'chip';",
      buttons: "export { default as Button } from 'button';",
      button: 'export default function Button() {}',
      styles: 'export const useTheme = 1;',
      slider: 'export const Slider = 1;',
      chip: 'export default 1;',
    };
    expect(await used(files, ['page'])).toEqual(['button', 'page', 'styles']);
  });

  it('follows a name through a star to a module of its own code that may pass it on by a star of its own', async () => {
    const files = {
      page: "import { useTheme } from 'index';",
      index: "export * from 'mixed'; export * from 'other';",
      mixed: "export * from 'deep'; export const own = 1;",
      deep: 'export const useTheme = 1;',
      other: 'export const Other = 1;',
    };
    expect(await used(files, ['page'])).toEqual(['deep', 'mixed', 'page']);
  });

  it('takes all of a barrel imported as a namespace or for its side effects', async () => {
    const files = {
      page: "import * as all from 'barrel';",
      other: "import 'barrel';",
      barrel: "export { A } from 'a'; export { B } from 'b';",
      a: 'export const A = 1;',
      b: 'export const B = 2;',
    };
    expect(await used(files, ['page'])).toEqual(['a', 'b', 'barrel', 'page']);
    expect(await used(files, ['other'])).toEqual(['a', 'b', 'barrel', 'other']);
  });

  it('passes on a namespace a barrel re-exports whole', async () => {
    const files = {
      page: "import { colors } from 'barrel';",
      barrel: "import * as colors from 'colors'; export { colors }; export { A } from 'a';",
      colors: 'export const red = 1;',
      a: 'export const A = 1;',
    };
    expect(await used(files, ['page'])).toEqual(['colors', 'page']);
  });

  it('uses whole what a module takes otherwise than by import (a CommonJS require)', async () => {
    const files = { page: "const dom = require('react-dom');", 'react-dom': "import { A } from 'a';", a: 'export const A = 1;' };
    expect(await used(files, ['page'], { page: ['react-dom'] })).toEqual(['a', 'page', 'react-dom']);
  });

  it('leaves out what the caller skips', async () => {
    const files = { page: "import strings from 'strings.json'; import { A } from 'a';", 'strings.json': 'export default {};', a: 'export const A = 1;' };
    expect([...(await moduleUse(graph(files), (id) => id.endsWith('.json'))(['page']))].sort()).toEqual(['a', 'page']);
  });
});

describe('isBarrel', () => {
  it('is a module that only passes on names of others', () => {
    expect(isBarrel("'use client';\nexport { A } from './a'; export * from './b'; export * as c from './c';")).toBe(true);
    expect(isBarrel("import X from './x'; export { X };")).toBe(true);
    expect(isBarrel("export { A } from './a'; export const start = () => A;")).toBe(false);
    expect(isBarrel("import './setup'; export { A } from './a';")).toBe(false);
    expect(isBarrel('')).toBe(false);
  });
});
