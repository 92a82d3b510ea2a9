import type { Plugin } from 'vite';
import { isBarrel } from './usedModules';

/**
 * The panel's own barrels (`@core`, `@core/forms`, a plugin's `ui.ts`) run no code, but a module of the
 * project counts as having side effects: importing one name from `@core` made the bundler keep every
 * module `@core` re-exports that has a top-level call (a `styled()`), 11 KB of lazy pages' code on "/".
 * Said to have none, as a package's `sideEffects: false` says of MUI's index, a barrel passes on only
 * the names taken from it.
 */
export function barrelsWithoutSideEffects(): Plugin {
  return {
    name: 'painel-barrels-without-side-effects',
    apply: 'build',
    enforce: 'post',
    transform: {
      filter: { id: { exclude: /[\\/]node_modules[\\/]/ } },
      handler(code) {
        return isBarrel(code) ? { code, map: null, moduleSideEffects: false } : undefined;
      },
    },
  };
}
