import { normalizePath, type Plugin } from 'vite';

const ADAPTER = '/ra-core/dist/routing/adapters/reactRouterProvider.js';
/** What react-admin's react-router adapter imports for a router of its own and for blocking navigation. */
const DATA_ROUTER_IMPORTS = ['createHashRouter', 'RouterProvider as ReactRouterProvider', 'useBlocker'];

/**
 * The panel draws react-admin inside its own BrowserRouter (src/core/App.tsx), so react-admin's
 * adapter never creates its hash router, and without a data router it never blocks navigation
 * (useCanBlock is false; the panel's leave warnings are its own). Those three imports alone kept
 * react-router's data router in every first load: they get stand-ins that refuse loudly if ever called.
 */
export function routerWithoutDataRouter(): Plugin {
  return {
    name: 'painel-router-without-data-router',
    enforce: 'pre',
    transform(code, id) {
      if (!normalizePath(id).endsWith(ADAPTER)) return undefined;
      let changed = code;
      for (const name of DATA_ROUTER_IMPORTS) {
        const pattern = new RegExp(`(import \\{[^}]*?)\\b${name.replace(/ /g, '\\s+')},\\s*`);
        if (!pattern.test(changed)) throw new Error(`${ADAPTER} no longer imports ${name}: see src/core/build/routerWithoutDataRouter.ts`);
        changed = changed.replace(pattern, '$1');
      }
      const refuse = (name: string) =>
        `const ${name.split(' as ').pop()} = () => { throw new Error('O painel usa o BrowserRouter, sem o roteador de dados do react-router (${name.split(' as ')[0]}): veja src/core/build/routerWithoutDataRouter.ts.'); };`;
      return { code: `${changed}\n${DATA_ROUTER_IMPORTS.map(refuse).join('\n')}\n`, map: null };
    },
  };
}
