import path from 'node:path';
import type { Plugin } from 'vite';
import { brandFile, brandImageFile, brandImageUrl, loadBrand, readPluginTranslations, ROOT, sourcesForBrand } from '../manifest/loadManifests';
import type { Manifest } from '../manifest/schema';
import { runtimeManifest } from '../manifest/runtimeManifest';
import { FALLBACK_LOCALE, withFallback, LOCALES, type Locale } from '../../i18n/locales';
import { firstPageComponents } from './firstPageComponents';
import { namesStrings, pickStrings, type Strings } from './pickStrings';

const VIRTUAL_ID = 'virtual:painel-brand';
const RESOLVED_ID = '\0' + VIRTUAL_ID;
const SIGNED_OUT_ID = 'virtual:painel-signed-out';
const RESOLVED_SIGNED_OUT_ID = '\0' + SIGNED_OUT_ID;
const IDENTITY_ID = 'virtual:painel-brand-identity';
const RESOLVED_IDENTITY_ID = '\0' + IDENTITY_ID;

/** The i18n keys a manifest shows before any of its code loads: titles and labels. */
function manifestKeys(manifest: Manifest): string[] {
  return [
    ...manifest.routes.map((r) => r.title),
    ...manifest.tabs.map((t) => t.label),
    ...manifest.menu.map((m) => m.label),
    ...manifest.slots.map((s) => s.label),
  ].filter((key): key is string => key !== undefined);
}

/** The keys components draw without their plugins' string files: they ship with the shell's strings. */
function componentKeys(manifests: readonly Manifest[]): string[] {
  return manifests.flatMap((manifest) => manifest.components.flatMap((component) => component.strings ?? []));
}

/** A component's declared key that names nothing would draw as the raw key: the build says which, and where. */
function checkComponentKeys(manifests: readonly Manifest[], translations: ReadonlyMap<string, Record<string, unknown>>): void {
  for (const manifest of manifests) {
    for (const component of manifest.components) {
      for (const key of component.strings ?? []) {
        const pluginId = key.split('.')[0];
        const strings = translations.get(pluginId)?.[FALLBACK_LOCALE] as Strings | undefined;
        if (!strings || !namesStrings(strings, pluginId, key)) {
          throw new Error(`manifests/${manifest.id}.json: the component ${component.component} declares the string "${key}", which names nothing in ${FALLBACK_LOCALE}${strings ? '' : ` (no plugin "${pluginId}" with strings in this brand)`}.`);
        }
      }
    }
  }
}

const importPath = (...parts: string[]) => JSON.stringify(path.join(...parts).split(path.sep).join('/'));

/** A plugin's translations (readPluginTranslations), only those of the brand's locales. */
function brandTranslations(translations: Record<string, unknown>, locales: readonly Locale[]): [string, unknown][] {
  return Object.entries(translations).filter(([locale]) => locales.includes(locale as Locale));
}

/** `export const <name> = { locale: <default import of its file>, ... }` over the brand's locales. */
function perLocaleImports(name: string, locales: readonly Locale[], fileOf: (locale: Locale) => string): string[] {
  const imports = locales.map((locale, index) => `import ${name}${index} from ${JSON.stringify(fileOf(locale))};`);
  const entries = locales.map((locale, index) => `${JSON.stringify(locale)}: ${name}${index}`);
  return [...imports, `export const ${name} = { ${entries.join(', ')} };`];
}

/** A file of this repository as an import path, or a package's name as it is. */
const importable = (file: string) => (file.startsWith('src/') ? path.join(ROOT, file).split(path.sep).join('/') : file);

/**
 * The brand itself (name, theme, locale, logo): what both shells show, the signed-out one without
 * loading any manifest.
 */
export function brandIdentitySource(brandId: string, watch: (file: string) => void = () => undefined): string {
  const file = brandFile(brandId);
  watch(file);
  const brand = loadBrand(brandId);
  watch(brandImageFile(brandId, brand.logo));
  const logoUrl = brandImageUrl(brandId, brand.logo);
  return [
    `export const brand = ${JSON.stringify({ ...brand, logoUrl })};`,
    ...perLocaleImports('shellStrings', withFallback(brand.locale), (locale) => importable(`src/i18n/${locale}.json`)),
  ].join('\n');
}

/**
 * The source of the brand's virtual module: the brand, its enabled manifests, the few strings their
 * manifests show and those their components declare (`strings`), and one lazy import() per page,
 * slot component and translation file, react-admin's messages included.
 * `watch` learns every file it was made from.
 */
export function brandModuleSource(brandId: string, watch: (file: string) => void = () => undefined): string {
  watch(brandFile(brandId));
  const brand = loadBrand(brandId);
  const sources = sourcesForBrand(brand);
  const manifests = sources.map((s) => s.manifest);
  const modules: string[] = [];
  const translationLoaders: string[] = [];
  const locales = withFallback(brand.locale);
  const manifestStrings: Record<string, Strings> = Object.fromEntries(locales.map((locale) => [locale, {}]));
  const translations = new Map(sources.map(({ manifest, dir }) => [manifest.id, readPluginTranslations(dir)]));
  checkComponentKeys(manifests, translations);
  const drawnWithoutFiles = componentKeys(manifests);
  for (const { manifest, dir, file } of sources) {
    watch(file);
    const lazy = [
      ...manifest.routes.map((r) => r.page),
      ...manifest.layouts.map((l) => l.page),
      ...manifest.components.map((c) => c.component),
    ];
    for (const modulePath of new Set(lazy)) {
      modules.push(`  ${JSON.stringify(`${manifest.id}:${modulePath}`)}: () => import(${importPath(dir, modulePath)}),`);
    }
    const loaders: string[] = [];
    for (const [locale, strings] of brandTranslations(translations.get(manifest.id)!, locales)) {
      manifestStrings[locale][manifest.id] = pickStrings(strings as Strings, manifest.id, [...manifestKeys(manifest), ...drawnWithoutFiles]);
      loaders.push(`${JSON.stringify(locale)}: () => import(${importPath(dir, 'i18n', `${locale}.json`)})`);
    }
    translationLoaders.push(`  ${JSON.stringify(manifest.id)}: { ${loaders.join(', ')} },`);
  }
  return [
    `export { brand } from ${JSON.stringify(IDENTITY_ID)};`,
    `export const manifests = ${JSON.stringify(manifests.map(runtimeManifest))};`,
    `export const manifestStrings = ${JSON.stringify(manifestStrings)};`,
    `export const modules = {\n${modules.join('\n')}\n};`,
    `export const translationLoaders = {\n${translationLoaders.join('\n')}\n};`,
    `export const reactAdminMessageLoaders = { ${locales.map((locale) => `${JSON.stringify(locale)}: () => import(${JSON.stringify(importable(LOCALES[locale].reactAdminMessages))})`).join(', ')} };`,
  ].join('\n');
}

/**
 * The little a page load needs to choose its shell: the routes the signed-out shell draws, the
 * manifests' redirects, and loaders of those pages and their strings, to start them at once; and
 * the reads the shell's and the dashboard's components declare, which a signed-in load sends at once
 * (but not for a bare page, drawn without the shell).
 */
export function signedOutModuleSource(brandId: string, watch: (file: string) => void = () => undefined): string {
  const brand = loadBrand(brandId);
  const routes: unknown[] = [];
  const redirects: unknown[] = [];
  const pages: string[] = [];
  const strings: string[] = [];
  const reads = { shell: new Set<string>(), dashboard: new Set<string>() };
  const barePaths: string[] = [];
  const sources = sourcesForBrand(brand);
  // Only what every signed-in user draws: a component for owners or affiliates alone would ask for others too.
  for (const { drawnOn, component } of firstPageComponents(sources)) {
    if (component.access.rule === 'public') for (const read of component.reads) reads[drawnOn].add(read);
  }
  for (const { manifest, dir, file } of sources) {
    watch(file);
    redirects.push(...manifest.redirects);
    barePaths.push(...manifest.routes.filter((r) => r.bare).map((r) => r.path));
    const own = manifest.routes.filter((r) => r.signedOut && r.bare && r.access.rule === 'anonymous');
    if (!own.length) continue;
    routes.push(...own.map((r) => ({ ...r, plugin: manifest.id, key: `${manifest.id}:${r.id}` })));
    for (const page of new Set(own.map((r) => r.page))) pages.push(`  ${JSON.stringify(`${manifest.id}:${page}`)}: () => import(${importPath(dir, page)}),`);
    const loaders = brandTranslations(readPluginTranslations(dir), withFallback(brand.locale)).map(([locale]) => `${JSON.stringify(locale)}: () => import(${importPath(dir, 'i18n', `${locale}.json`)})`);
    strings.push(`  ${JSON.stringify(manifest.id)}: { ${loaders.join(', ')} },`);
  }
  return [
    `export const locale = ${JSON.stringify(brand.locale)};`,
    `export const signedOutRoutes = ${JSON.stringify(routes)};`,
    `export const redirects = ${JSON.stringify(redirects)};`,
    `export const firstReads = ${JSON.stringify({ shell: [...reads.shell], dashboard: [...reads.dashboard].filter((read) => !reads.shell.has(read)), barePaths })};`,
    `export const pageLoaders = {\n${pages.join('\n')}\n};`,
    `export const stringLoaders = {\n${strings.join('\n')}\n};`,
  ].join('\n');
}

/**
 * Serves the brand's virtual module to the shell. A plugin the brand leaves off is never
 * imported, so none of its code reaches that brand's build; the entry grows only by each
 * enabled plugin's manifest data.
 */
export function brandPlugin(brandId: string): Plugin {
  return {
    name: 'painel-brand',
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id === IDENTITY_ID) return RESOLVED_IDENTITY_ID;
      return id === SIGNED_OUT_ID ? RESOLVED_SIGNED_OUT_ID : undefined;
    },
    load(id) {
      if (id === RESOLVED_SIGNED_OUT_ID) return signedOutModuleSource(brandId, (file) => this.addWatchFile(file));
      if (id === RESOLVED_IDENTITY_ID) return brandIdentitySource(brandId, (file) => this.addWatchFile(file));
      if (id !== RESOLVED_ID) return undefined;
      return brandModuleSource(brandId, (file) => this.addWatchFile(file));
    },
  };
}
