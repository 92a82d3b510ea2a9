import { z } from 'zod';
import { LOCALES, type Locale } from '../../i18n/locales';
import { ACCESS_RULES, HOSTING_STATUSES } from '../access/rules';

/** Who may see a route, tab, menu entry, slot component or resource; the same rule guards the API. */
export const accessSchema = z
  .object({
    rule: z.enum(ACCESS_RULES),
    scope: z.enum(['account', 'hosting']).optional(),
    hostingStatus: z.array(z.enum(HOSTING_STATUSES)).optional(),
    requiresDomain: z.boolean().optional(),
    notGuest: z.boolean().optional(),
  })
  .strict();

const pluginId = z.string().regex(/^[a-z][a-z0-9-]*$/, 'lower-case id: letters, digits and dashes');
/** A module inside the plugin folder, without extension: "pages/HostingList". */
const modulePath = z.string().regex(/^[A-Za-z0-9/_-]+$/, 'relative module path without extension');
const i18nKey = z.string().min(1);

export const routeSchema = z
  .object({
    id: z.string().min(1),
    path: z.string().startsWith('/'),
    page: modulePath,
    title: i18nKey.optional(),
    access: accessSchema,
    layout: z.string().optional(),
    /** Signed-out pages are drawn without the logged-in layout. */
    bare: z.boolean().optional(),
    /**
     * Drawn, when there is no session, by the light signed-out shell before `<Admin>` loads (a bare,
     * anonymous route only). Its page imports the core through "@core/signed-out" only (navigation included),
     * and its zod contracts as types or through lazyResolver.
     */
    signedOut: z.boolean().optional(),
  })
  .strict();

export const layoutSchema = z
  .object({
    id: z.string().min(1),
    path: z.string().startsWith('/'),
    page: modulePath,
    access: accessSchema,
  })
  .strict();

export const slotSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/),
    label: i18nKey,
    order: z.number().int(),
    access: accessSchema.optional(),
  })
  .strict();

export const tabSchema = z
  .object({
    slot: z.string().min(1),
    route: z.string().min(1),
    label: i18nKey,
    order: z.number().int(),
  })
  .strict();

export const MENU_SLOTS = ['sidebar', 'quickAccess', 'mobileBar', 'userMenu', 'headerActions'] as const;

export const menuEntrySchema = z
  .object({
    slot: z.enum(MENU_SLOTS),
    label: i18nKey,
    to: z.string().startsWith('/'),
    icon: z.string().optional(),
    order: z.number().int(),
    access: accessSchema,
  })
  .strict();

/** A GET path of the API, with its query but no parameters to fill: "/ticket?recent=1". */
const readPath = z.string().regex(/^\/[^\s{}:]*$/, 'a GET path under /api, nothing to fill');

export const componentSchema = z
  .object({
    slot: z.string().min(1),
    component: modulePath,
    order: z.number().int(),
    access: accessSchema,
    /**
     * What the component asks the API first, every time it is drawn (exactly as it asks: same path and
     * query). In the shell's and the dashboard's slots the page's entry sends these with the session
     * reads, before the app's code arrives; the component takes the answers when it asks.
     */
    reads: z.array(readPath).max(10).default([]),
    /**
     * It floats over the page (a fixed button, a dialog, a popover), so it moves nothing when it
     * appears: the shell loads and draws it once the page is drawn and the browser is idle, outside
     * the first load, and its reads are not sent ahead.
     */
    floating: z.boolean().default(false),
    /**
     * The translation keys the component draws, and what it imports: single keys, whole subtrees
     * ("billing.discount") or a plugin's id for all its strings, of its plugin or of one it requires.
     * They ship with the shell's strings, so the component draws without waiting on its plugins' string
     * files (tests/unit/componentStrings.test.ts checks the list covers its code). Left out, it waits.
     */
    strings: z.array(i18nKey.regex(/^[a-z][a-z0-9-]*(\.[A-Za-z0-9_.-]+)?$/, 'a key, a subtree or a plugin id: "billing.discount"')).max(30).optional(),
  })
  .strict();

/** An old or alternative path that the shell sends on to another, keeping the query string. */
export const redirectSchema = z
  .object({ from: z.string().startsWith('/'), to: z.string().startsWith('/') })
  .strict();

const endpoint = z.string().regex(/^(GET|POST|PUT|PATCH|DELETE) \/[^\s]*$/, 'METHOD /path');

export const resourceSchema = z
  .object({
    name: z.string().min(1),
    idField: z.string().default('id'),
    list: endpoint.optional(),
    getOne: endpoint.optional(),
    create: endpoint.optional(),
    update: endpoint.optional(),
    delete: endpoint.optional(),
    access: accessSchema,
  })
  .strict();

export const manifestSchema = z
  .object({
    $schema: z.string().optional(),
    id: pluginId,
    name: z.string().min(1),
    description: z.string().optional(),
    requires: z.array(pluginId).default([]),
    server: modulePath.optional(),
    layouts: z.array(layoutSchema).default([]),
    routes: z.array(routeSchema).default([]),
    slots: z.array(slotSchema).default([]),
    tabs: z.array(tabSchema).default([]),
    menu: z.array(menuEntrySchema).default([]),
    components: z.array(componentSchema).default([]),
    resources: z.array(resourceSchema).default([]),
    redirects: z.array(redirectSchema).default([]),
  })
  .strict();

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const brandSchema = z
  .object({
    $schema: z.string().optional(),
    id: pluginId,
    productName: z.string().min(1),
    locale: z.enum(Object.keys(LOCALES) as [Locale, ...Locale[]]).default('pt-BR'),
    /** An SVG beside the brand file, drawn in the header: white on the theme's primary colour. */
    logo: z.string().min(1),
    /** A square SVG beside the brand file: the browser tab's icon. Without one the tab shows none. */
    icon: z.string().min(1).optional(),
    theme: z.object({ primary: hexColour, secondary: hexColour }).strict(),
    plugins: z.array(pluginId).min(1),
    /**
     * Plugins that live outside src/plugins, each a folder holding `manifest.json` beside its code:
     * a path from the repository root (`./examples/service-status`) or an installed npm package's name.
     */
    externalPlugins: z.array(z.string().min(1).max(214)).default([]),
  })
  .strict();

export type Access = z.infer<typeof accessSchema>;
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestRoute = z.infer<typeof routeSchema>;
export type ManifestLayout = z.infer<typeof layoutSchema>;
export type ManifestSlot = z.infer<typeof slotSchema>;
export type ManifestTab = z.infer<typeof tabSchema>;
export type MenuEntry = z.infer<typeof menuEntrySchema>;
export type SlotComponent = z.infer<typeof componentSchema>;
export type ManifestResource = z.infer<typeof resourceSchema>;
export type ManifestRedirect = z.infer<typeof redirectSchema>;
export type Brand = z.infer<typeof brandSchema>;
export type MenuSlot = (typeof MENU_SLOTS)[number];
