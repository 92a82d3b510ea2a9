import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { reactAdminMessages } from 'virtual:painel-brand';
import { shellResources } from './index';

/** Shell strings, react-admin's own messages and the strings the manifests show, for `<Admin>`, in the brand's locales. */
export function buildResources(manifestStrings: Record<string, Record<string, unknown>>) {
  const shell = shellResources(manifestStrings);
  return Object.fromEntries(
    Object.entries(shell).map(([locale, { translation }]) => [
      locale,
      { translation: { ...convertRaTranslationsToI18next(reactAdminMessages[locale] ?? {}), ...translation } },
    ]),
  );
}
