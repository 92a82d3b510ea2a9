import escapeHtml from 'escape-html';
import type { Plugin } from 'vite';
import { brandImageUrl, loadBrand } from '../manifest/loadManifests';

/**
 * Puts the brand into index.html: its name, as the title a tab shows before the app sets the page's, and
 * its icon, as the tab's (without a link to one, a browser asks for /favicon.ico on every first load).
 * Nothing is drawn there before the app: a spinner painted at once moves Lighthouse's first paint
 * earlier and with it the start of its blocking time, which then counts the whole boot (docs/testing.md).
 */
export function brandHtml(brandId: string): Plugin {
  return {
    name: 'painel-brand-html',
    transformIndexHtml(html) {
      const { productName, icon } = loadBrand(brandId);
      return {
        html: html.replaceAll('__BRAND_NAME__', escapeHtml(productName)),
        tags: icon ? [{ tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: brandImageUrl(brandId, icon) }, injectTo: 'head' }] : [],
      };
    },
  };
}
