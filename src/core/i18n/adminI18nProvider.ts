import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { manifestStrings } from 'virtual:painel-brand';
import { AVAILABLE_LOCALES, i18n, shellResources } from '../../i18n';
import { FALLBACK_LOCALE } from '../../i18n/locales';
import { brand } from '../runtime/registry';

/**
 * react-admin's translator over the one i18next instance, ready before the app's first render:
 * made inside React (ra-i18n-i18next's hook) it is null on that render, which draws a spinner, and its
 * arrival drew the whole app again in one task, outside the first render's transition.
 */
export function adminI18nProvider(): Promise<I18nProvider> {
  return getI18nProvider(
    i18n,
    {
      lng: brand.locale,
      fallbackLng: FALLBACK_LOCALE,
      resources: shellResources(manifestStrings),
      interpolation: { escapeValue: false },
    },
    AVAILABLE_LOCALES,
  );
}
