import i18next from 'i18next';
import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import en from './en.json';
import ptBR from './pt-BR.json';
import raPortuguese from './react-admin.pt-BR.json';

/** The one i18next instance: react-admin's provider wraps it; plugins' strings are added as they load. */
export const i18n = i18next.createInstance();

/** Shell strings, react-admin's own messages and the strings the manifests show, under each plugin id. */
export function buildResources(manifestStrings: Record<string, Record<string, unknown>>) {
  return {
    'pt-BR': {
      translation: {
        ...convertRaTranslationsToI18next(raPortuguese),
        ...ptBR,
        ...manifestStrings['pt-BR'],
      },
    },
    en: {
      translation: {
        ...convertRaTranslationsToI18next(englishMessages),
        ...en,
        ...manifestStrings.en,
      },
    },
  };
}

/** Merges a plugin's full strings under its id, beside what its manifest already showed. */
export function addPluginStrings(locale: string, pluginId: string, strings: Record<string, unknown>) {
  i18n.addResourceBundle(locale, 'translation', { [pluginId]: strings }, true, true);
}

export const AVAILABLE_LOCALES = [
  { locale: 'pt-BR', name: 'Português (Brasil)' },
  { locale: 'en', name: 'English' },
];
