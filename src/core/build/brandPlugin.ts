import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { loadAllManifests, loadBrand, manifestsForBrand, MANIFEST_DIR, PLUGIN_DIR, readPluginTranslations } from '../manifest/loadManifests';

const VIRTUAL_ID = 'virtual:painel-brand';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

/**
 * Turns a brand file into the virtual module the shell reads: the brand, its enabled manifests,
 * their translations (data only) and one lazy import() per page or slot component. A plugin the
 * brand leaves off is never imported, so none of its code reaches that brand's build.
 */
export function brandPlugin(brandId: string): Plugin {
  return {
    name: 'painel-brand',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(path.join(MANIFEST_DIR, 'brands', `${brandId}.json`));
      const brand = loadBrand(brandId);
      const manifests = manifestsForBrand(brand, loadAllManifests());
      const modules: string[] = [];
      const translations: Record<string, Record<string, unknown>> = { 'pt-BR': {}, en: {} };
      for (const manifest of manifests) {
        this.addWatchFile(path.join(MANIFEST_DIR, `${manifest.id}.json`));
        const lazy = [
          ...manifest.routes.map((r) => r.page),
          ...manifest.layouts.map((l) => l.page),
          ...manifest.components.map((c) => c.component),
        ];
        for (const modulePath of new Set(lazy)) {
          const file = path.join(PLUGIN_DIR, manifest.id, modulePath).split(path.sep).join('/');
          modules.push(`  ${JSON.stringify(`${manifest.id}:${modulePath}`)}: () => import(${JSON.stringify(file)}),`);
        }
        for (const [locale, strings] of Object.entries(readPluginTranslations(manifest.id))) {
          translations[locale] ??= {};
          translations[locale][manifest.id] = strings;
        }
      }
      const logoFile = path.join(MANIFEST_DIR, 'brands', brand.logo);
      this.addWatchFile(logoFile);
      const logoUrl = `data:image/svg+xml;base64,${readFileSync(logoFile).toString('base64')}`;
      return [
        `export const brand = ${JSON.stringify({ ...brand, logoUrl })};`,
        `export const manifests = ${JSON.stringify(manifests)};`,
        `export const translations = ${JSON.stringify(translations)};`,
        `export const modules = {\n${modules.join('\n')}\n};`,
      ].join('\n');
    },
  };
}
