import type { Plugin } from 'vite';
import { loadBrand } from '../manifest/loadManifests';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Puts the brand into index.html: its name as the title a tab shows before the app sets the page's,
 * and its primary colour on the spinner the page shows while its code loads (the app's first frame
 * draws the same spinner in its place).
 */
export function brandHtml(brandId: string): Plugin {
  return {
    name: 'painel-brand-html',
    transformIndexHtml(html) {
      const brand = loadBrand(brandId);
      return html.replaceAll('__BRAND_NAME__', escapeHtml(brand.productName)).replaceAll('__BRAND_PRIMARY__', brand.theme.primary);
    },
  };
}
