import { matchRoutes } from 'react-router-dom';
import { layouts, redirects, routes } from '../runtime/registry';
import { CORE_BARE_PATHS } from './corePaths';

const drawn = [
  { path: '/' },
  ...CORE_BARE_PATHS.map((path) => ({ path })),
  ...routes.map((route) => ({ path: route.path })),
  ...layouts.map((layout) => ({ path: layout.path })),
  ...redirects.map((redirect) => ({ path: redirect.from })),
];

/** Whether the signed-in app draws anything at this path: a plugin's page or layout, a redirect, or the core's own. */
export function isDrawnPath(pathname: string): boolean {
  return matchRoutes(drawn, pathname) !== null;
}
