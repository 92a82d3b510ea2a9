import { matchRoutes } from 'react-router-dom';
import { isBarePath } from '../shell/firstReads';
import { DASHBOARD_SLOTS, SHELL_SLOTS } from './coreSlots';
import { componentsOf, layoutKey, layouts, loadsWithPage, preloadModule, routes } from './registry';

const routeObjects = routes.map((route) => ({ path: route.path, route }));

/**
 * Starts loading, beside the shell's own code, the code and strings of what the first page draws: the
 * header and sidebar components of every page but a bare one, the dashboard's cards on "/", else the page
 * and its layout. They are then drawn at once instead of one lazy wave after another. Gives the modules it
 * started.
 */
export function warmStart(pathname: string): string[] {
  const keys: string[] = [];
  const slots = [...(isBarePath(pathname) ? [] : Object.values(SHELL_SLOTS)), ...(pathname === '/' ? Object.values(DASHBOARD_SLOTS) : [])];
  for (const slot of slots) for (const c of componentsOf(slot)) if (loadsWithPage(c)) keys.push(c.key);
  const route = matchRoutes(routeObjects, pathname)?.[0].route.route;
  if (route) {
    keys.push(`${route.plugin}:${route.page}`);
    const layout = layouts.find((l) => l.key === layoutKey(route));
    if (layout) keys.push(`${layout.plugin}:${layout.page}`);
  }
  for (const key of keys) void preloadModule(key).catch(() => undefined);
  return keys;
}
