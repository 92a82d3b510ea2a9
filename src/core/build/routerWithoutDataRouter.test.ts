import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routerWithoutDataRouter } from './routerWithoutDataRouter';

const adapter = path.join(path.dirname(createRequire(import.meta.url).resolve('ra-core')), 'routing/adapters/reactRouterProvider.js');
const transform = (code: string, id: string) =>
  (routerWithoutDataRouter().transform as (code: string, id: string) => { code: string } | undefined)(code, id);

describe('routerWithoutDataRouter', () => {
  it('takes the data router out of react-admin’s react-router adapter, and what calls it throws', () => {
    const result = transform(readFileSync(adapter, 'utf8'), adapter)!;
    const imports = result.code.slice(0, result.code.indexOf("from 'react-router-dom'"));
    expect(imports).not.toMatch(/createHashRouter|RouterProvider|useBlocker/);
    expect(imports).toMatch(/useInRouterContext/);
    expect(result.code).toContain('const useBlocker = () => { throw new Error(');
    expect(result.code).toContain('const ReactRouterProvider = () => { throw new Error(');
  });

  it('refuses to build when the adapter no longer imports what it replaces, rather than keep it silently', () => {
    expect(() => transform("import { useParams } from 'react-router-dom';", adapter)).toThrow(/no longer imports createHashRouter/);
    expect(transform('export const x = 1;', '/other/module.js')).toBeUndefined();
  });
});
