import i18next, { type TFunction } from 'i18next';

/**
 * A translator for one locale, usable at once and outside React: for texts the browser and the
 * API both produce (validation messages, API answers), with i18next's plural forms.
 */
export function fixedLocaleTexts(locale: string, strings: Record<string, unknown>): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: strings } },
    initImmediate: false,
    interpolation: { escapeValue: false },
  });
  return instance.t.bind(instance) as TFunction;
}
