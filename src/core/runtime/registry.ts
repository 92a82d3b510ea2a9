import { matchRoutes } from 'react-router-dom';
import { manifests, modules, translationLoaders } from 'virtual:painel-brand';
import { addPluginStrings, i18n } from '../../i18n';
import { withFallback } from '../../i18n/locales';
import { loadReactAdminMessages } from '../../i18n/reactAdmin';
import { brand } from './brand';
import { componentModules } from './componentModules';
import { CORE_BARE_PATHS } from '../routing/corePaths';
import { layoutKeyOf } from '../manifest/layoutKey';
import { pluginsWithStrings } from '../manifest/pluginStrings';
import type { RuntimeComponent } from '../manifest/runtimeManifest';
import type { Access, ManifestLayout, ManifestRoute, ManifestSlot, ManifestTab, MenuEntry, MenuSlot, SlotComponent } from '../manifest/schema';

/** What the brand's enabled plugins contribute, read once from the build's virtual module. */

export { brand };

export interface RegisteredRoute extends ManifestRoute {
  plugin: string;
  key: string;
}
export interface RegisteredLayout extends ManifestLayout {
  plugin: string;
  key: string;
}
export interface RegisteredTab extends ManifestTab {
  plugin: string;
  target: RegisteredRoute;
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

export const routes: RegisteredRoute[] = manifests.flatMap((m) =>
  m.routes.map((r) => ({ ...r, plugin: m.id, key: `${m.id}:${r.id}` })),
);

export const layouts: RegisteredLayout[] = manifests.flatMap((m) =>
  m.layouts.map((l) => ({ ...l, plugin: m.id, key: `${m.id}:${l.id}` })),
);

/** A route's layout, written "layout" inside its own plugin or "plugin:layout" across plugins. */
export function layoutKey(route: RegisteredRoute): string | undefined {
  return layoutKeyOf(route.plugin, route.layout);
}

export const slots: ManifestSlot[] = manifests.flatMap((m) => m.slots).sort(byOrder);

const routeByKey = new Map(routes.map((r) => [r.key, r]));

export function tabsOf(slot: string): RegisteredTab[] {
  return manifests
    .flatMap((m) =>
      m.tabs
        .filter((t) => t.slot === slot)
        .map((t) => ({ ...t, plugin: m.id, target: routeByKey.get(`${m.id}:${t.route}`)! })),
    )
    .sort(byOrder);
}

export function menuOf(slot: MenuSlot): MenuEntry[] {
  return manifests.flatMap((m) => m.menu.filter((e) => e.slot === slot)).sort(byOrder);
}

export interface RegisteredComponent extends RuntimeComponent {
  key: string;
}

/**
 * Whether a slot component's code loads with the page, before the user is known: it is shown to every
 * signed-in user, and drawn with the page rather than once the page is drawn (a floating one).
 */
export const loadsWithPage = (component: Pick<SlotComponent, 'access' | 'floating'>): boolean => component.access.rule === 'public' && !component.floating;

export function componentsOf(slot: string): RegisteredComponent[] {
  return manifests
    .flatMap((m) => m.components.filter((c) => c.slot === slot).map((c) => ({ ...c, key: `${m.id}:${c.component}` })))
    .sort(byOrder);
}

export const resources = manifests.flatMap((m) => m.resources);

export const redirects = manifests.flatMap((m) => m.redirects);

const requiresOf = new Map(manifests.map((m) => [m.id, m.requires]));
const ownStringsLoaded = new Map<string, Promise<void>>();

/** A plugin's own strings, loaded once. */
function loadOwnStrings(pluginId: string): Promise<void> {
  let loading = ownStringsLoaded.get(pluginId);
  if (!loading) {
    const own = withFallback(i18n.language || brand.locale).map(async (locale) => {
      const load = translationLoaders[pluginId]?.[locale];
      if (load) await addPluginStrings(locale, pluginId, (await load()).default);
    });
    loading = Promise.all(own).then(() => undefined);
    ownStringsLoaded.set(pluginId, loading);
  }
  return loading;
}

/** The strings a plugin's components need (see pluginsWithStrings), each plugin's loaded once, and react-admin's, which its pages may draw. */
export function loadPluginStrings(pluginId: string): Promise<void> {
  return Promise.all([...pluginsWithStrings([pluginId], (id) => requiresOf.get(id)).map(loadOwnStrings), loadReactAdminMessages()]).then(() => undefined);
}

/**
 * Modules whose strings came with the shell's: drawn only as slot components that declare `strings`,
 * they wait on no string file. A module also drawn without that declaration, or as a page, waits.
 */
const drawnWithShellStrings = new Set(manifests.flatMap((m) => m.components.filter((c) => c.strings).map((c) => `${m.id}:${c.component}`)));
for (const m of manifests) {
  for (const c of m.components) if (!c.strings) drawnWithShellStrings.delete(`${m.id}:${c.component}`);
  for (const page of [...m.routes, ...m.layouts]) drawnWithShellStrings.delete(`${m.id}:${page.page}`);
}

const pluginModules = componentModules((key) => {
  const load = modules[key];
  if (!load) throw new Error(`No module ${key} in brand ${brand.id}`);
  if (drawnWithShellStrings.has(key)) return load();
  const pluginId = key.slice(0, key.indexOf(':'));
  return Promise.all([load(), loadPluginStrings(pluginId)]).then(([module]) => module);
});

/** Starts loading "plugin:module" and its strings; its component later finds them under way. */
export const preloadModule = pluginModules.preload;

/** Whether "plugin:module" has loaded: drawn now, it would not suspend. */
export const moduleLoaded = pluginModules.isLoaded;

/** The module "plugin:module" once it has loaded, with what it exports beside its component. */
export const loadedModule = pluginModules.loadedModule;

/** The React component for "plugin:module" with its plugin's strings (see componentModules). */
export const lazyModule = pluginModules.component;

/** Fills "/hosting/:resource/dns" with the current params. */
export function fillPath(path: string, params: Record<string, string | undefined>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** A route pattern without ":param" or "*": only the path written the same way matches it exactly. */
export const isStaticPattern = (pattern: string) => !/[:*]/.test(pattern);

/** The route patterns the enabled plugins draw, and the old paths the shell sends on to them. */
const drawnPaths = new Set([...routes.map((r) => r.path), ...redirects.map((r) => r.from)]);

/**
 * The path to a page named by its route pattern ("/hosting/:resource/plan"), filled with `params`, or null while
 * no enabled plugin declares that route. A link to a page of another plugin, or to one not built yet, goes
 * through here: it appears once a manifest declares the page, and never leads to /404 before.
 */
export function pagePath(pattern: string, params: Record<string, string | undefined> = {}): string | null {
  return drawnPaths.has(pattern) ? fillPath(pattern, params) : null;
}

/**
 * The access rule of the page at a route pattern, as its manifest declares it, or null while no enabled plugin
 * draws that page: a link to it is offered only to whom the rule lets in (canAccess), never to bounce back.
 */
export function pageAccess(pattern: string): Access | null {
  return routes.find((route) => route.path === pattern)?.access ?? null;
}

const drawnPatternPaths = ['/', ...CORE_BARE_PATHS, ...drawnPaths, ...layouts.map((l) => l.path)];
const drawnPatterns = drawnPatternPaths.map((path) => ({ path }));
/** Patterns without parameters: a path written as one of them is drawn without asking the router. */
const drawnStaticPaths = new Set(drawnPatternPaths.filter(isStaticPattern));

/**
 * Whether the signed-in app draws anything at this path: a plugin's page or layout, a redirect, or the
 * core's own. react-router's matchRoutes ranks every pattern anew on each call (7 ms of a load of "/").
 */
export function isDrawnPath(pathname: string): boolean {
  return drawnStaticPaths.has(pathname) || matchRoutes(drawnPatterns, pathname) !== null;
}
