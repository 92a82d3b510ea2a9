import i18next from 'i18next';
import { shellStrings } from 'virtual:painel-brand-identity';
import { LOCALES, type Locale } from './locales';

/**
 * The one i18next instance: the signed-out shell drives it directly, react-admin's provider wraps it
 * (adding react-admin's own messages, see ./reactAdmin); plugins' strings are added as they load.
 */
export const i18n = i18next.createInstance();

/** Shell strings and the strings the manifests show, under each plugin id, in the brand's locales: no react-admin messages. */
export function shellResources(manifestStrings: Record<string, Record<string, unknown>>): Record<string, { translation: Record<string, unknown> }> {
  return Object.fromEntries(Object.entries(shellStrings).map(([locale, strings]) => [locale, { translation: { ...strings, ...manifestStrings[locale] } }]));
}

/** Resolves once a shell has initialised the instance: a page's strings may arrive before (they load beside the shell). */
const initialised = new Promise<void>((resolve) => {
  if (i18n.isInitialized) resolve();
  else i18n.on('initialized', () => resolve());
});

/** Adds strings under keys of their own (react-admin's "ra.…"), never over the shell's. */
export async function addStrings(locale: string, strings: Record<string, unknown>): Promise<void> {
  await initialised;
  i18n.addResourceBundle(locale, 'translation', strings, true, false);
}

/** Merges a plugin's full strings under its id, beside what its manifest already showed. */
export async function addPluginStrings(locale: string, pluginId: string, strings: Record<string, unknown>): Promise<void> {
  await initialised;
  i18n.addResourceBundle(locale, 'translation', { [pluginId]: strings }, true, true);
}

/** The locales this brand's build carries (see ./locales). */
export const AVAILABLE_LOCALES = Object.keys(shellStrings).map((locale) => ({ locale, name: LOCALES[locale as Locale].name }));
