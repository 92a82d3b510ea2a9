import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import { brand, reactAdminMessageLoaders } from 'virtual:painel-brand';
import { addStrings, i18n } from './index';
import { withFallback } from './locales';

let loading: Promise<void> | undefined;

/**
 * react-admin's own messages (its buttons, lists, forms and notifications): the shell and the first
 * page's components show none of them, so they load with the first plugin page (registry.ts) or once
 * the browser is idle, not in the first load (3 KB).
 */
export function loadReactAdminMessages(): Promise<void> {
  loading ??= Promise.all(
    withFallback(i18n.language || brand.locale).map(async (locale) => {
      const load = reactAdminMessageLoaders[locale];
      if (load) await addStrings(locale, convertRaTranslationsToI18next((await load()).default) as Record<string, unknown>);
    }),
  ).then(() => undefined);
  return loading;
}
