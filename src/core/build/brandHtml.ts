import escapeHtml from 'escape-html';
import type { Plugin } from 'vite';
import { loadBrand } from '../manifest/loadManifests';

/**
 * Puts the brand's name into index.html, as the title a tab shows before the app sets the page's.
 * Nothing is drawn there before the app: a spinner painted at once moves Lighthouse's first paint
 * earlier and with it the start of its blocking time, which then counts the whole boot (README).
 */
export function brandHtml(brandId: string): Plugin {
  return {
    name: 'painel-brand-html',
    transformIndexHtml(html) {
      return html.replaceAll('__BRAND_NAME__', escapeHtml(loadBrand(brandId).productName));
    },
  };
}
