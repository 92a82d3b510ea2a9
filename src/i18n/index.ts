import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import en from './en.json';
import ptBR from './pt-BR.json';
import raPortuguese from './react-admin.pt-BR.json';

/** Shell strings, react-admin's own messages and each enabled plugin's strings under its id. */
export function buildResources(pluginTranslations: Record<string, Record<string, unknown>>) {
  return {
    'pt-BR': {
      translation: {
        ...convertRaTranslationsToI18next(raPortuguese),
        ...ptBR,
        ...pluginTranslations['pt-BR'],
      },
    },
    en: {
      translation: {
        ...convertRaTranslationsToI18next(englishMessages),
        ...en,
        ...pluginTranslations.en,
      },
    },
  };
}

export const AVAILABLE_LOCALES = [
  { locale: 'pt-BR', name: 'Português (Brasil)' },
  { locale: 'en', name: 'English' },
];
