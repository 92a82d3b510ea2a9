import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { locale, pageLoaders, stringLoaders } from 'virtual:painel-signed-out';
import { addPluginStrings, i18n } from '../../i18n';

type PageModule = { default: ComponentType };
type StringsModule = { default: Record<string, unknown> };

const loading = new Map<string, Promise<PageModule>>();
const components = new Map<string, LazyExoticComponent<ComponentType>>();

/** A signed-out page's code and its plugin's strings ("auth:pages/LoginPage"), started once. */
export function loadSignedOutPage(key: string): Promise<PageModule> {
  let promise = loading.get(key);
  if (!promise) {
    const plugin = key.slice(0, key.indexOf(':'));
    const locales = new Set([i18n.language || locale, 'pt-BR']);
    const strings = [...locales].map(async (each) => {
      const load = stringLoaders[plugin]?.[each];
      if (load) await addPluginStrings(each, plugin, ((await load()) as StringsModule).default);
    });
    promise = Promise.all([pageLoaders[key]() as Promise<PageModule>, ...strings]).then(([page]) => page);
    loading.set(key, promise);
  }
  return promise;
}

/** The lazy component of a signed-out page, made once so React keeps its state. */
export function signedOutPage(key: string): LazyExoticComponent<ComponentType> {
  let component = components.get(key);
  if (!component) {
    component = lazy(() => loadSignedOutPage(key));
    components.set(key, component);
  }
  return component;
}
