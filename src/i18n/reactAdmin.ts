import englishMessages from 'ra-language-english';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import raPortuguese from './react-admin.pt-BR.json';
import { shellResources } from './index';

/** Shell strings, react-admin's own messages and the strings the manifests show, for `<Admin>`. */
export function buildResources(manifestStrings: Record<string, Record<string, unknown>>) {
  const shell = shellResources(manifestStrings);
  return {
    'pt-BR': { translation: { ...convertRaTranslationsToI18next(raPortuguese), ...shell['pt-BR'].translation } },
    en: { translation: { ...convertRaTranslationsToI18next(englishMessages), ...shell.en.translation } },
  };
}
