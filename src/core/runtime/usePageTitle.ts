import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from './brand';

/** Document title: product name, page title, then the resource when there is one (part 1 §2). */
export function composeTitle(productName: string, pageTitle: string | undefined, resource: string | undefined): string {
  const parts = [productName];
  if (pageTitle) parts.push(resource ? pageTitle.replace('{resource}', resource) : pageTitle);
  if (resource && !pageTitle?.includes('{resource}')) parts.push(resource);
  return parts.join(' | ');
}

export function usePageTitle(titleKey: string | undefined, resource: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = composeTitle(brand.productName, titleKey ? t(titleKey) : undefined, resource);
  }, [t, titleKey, resource]);
}
