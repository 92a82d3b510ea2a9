/**
 * The panel's languages. A brand's build carries the strings of its own locale and of the
 * fallback, pt-BR, never the others' (src/core/build/brandPlugin.ts): the shell's
 * (`src/i18n/<locale>.json`), react-admin's and every plugin's.
 */
export const LOCALES = {
  'pt-BR': { name: 'Português (Brasil)', reactAdminMessages: 'src/i18n/react-admin.pt-BR.json' },
  en: { name: 'English', reactAdminMessages: 'ra-language-english' },
} as const;

export type Locale = keyof typeof LOCALES;

export const FALLBACK_LOCALE: Locale = 'pt-BR';

/**
 * A locale and the fallback, which fills what it lacks: the locales a brand's build carries, and those
 * whose strings a page loads for the locale it shows.
 */
export function withFallback<L extends string>(locale: L): (L | Locale)[] {
  return [...new Set([FALLBACK_LOCALE, locale])];
}
