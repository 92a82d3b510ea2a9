import { matchRoutes } from 'react-router-dom';
import { isBarePath } from '../shell/firstReads';
import { DASHBOARD_SLOTS, SHELL_SLOTS } from './coreSlots';
import { componentsOf, isStaticPattern, layoutKey, layouts, loadsWithPage, preloadModule, routes, type RegisteredRoute } from './registry';

const routeObjects = routes.map((route) => ({ path: route.path, route }));
/** The first route declared for each pattern without parameters, which the router ranks above any with them. */
const staticRoutes = new Map<string, RegisteredRoute>();
for (const route of routes) if (isStaticPattern(route.path) && !staticRoutes.has(route.path)) staticRoutes.set(route.path, route);

/** The plugin route drawn at this path; none at "/", the core's dashboard, and no router matching for a path written as a pattern. */
function routeAt(pathname: string): RegisteredRoute | undefined {
  const written = staticRoutes.get(pathname);
  if (written || pathname === '/') return written;
  return matchRoutes(routeObjects, pathname)?.[0].route.route;
}

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
  const route = routeAt(pathname);
  if (route) {
    keys.push(`${route.plugin}:${route.page}`);
    const layout = layouts.find((l) => l.key === layoutKey(route));
    if (layout) keys.push(`${layout.plugin}:${layout.page}`);
  }
  for (const key of keys) void preloadModule(key).catch(() => undefined);
  return keys;
}
