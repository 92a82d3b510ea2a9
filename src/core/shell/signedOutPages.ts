import { lazy, type ComponentType } from 'react';
import { locale, pageLoaders, stringLoaders } from 'virtual:painel-signed-out';
import { addPluginStrings, i18n } from '../../i18n';

type PageModule = { default: ComponentType };
type StringsModule = { default: Record<string, unknown> };

const loading = new Map<string, Promise<PageModule>>();
const loaded = new Map<string, ComponentType>();
const components = new Map<string, ComponentType>();

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
    promise = Promise.all([pageLoaders[key]() as Promise<PageModule>, ...strings]).then(([page]) => {
      loaded.set(key, page.default);
      return page;
    });
    loading.set(key, promise);
  }
  return promise;
}

/**
 * A signed-out page's component, made once so React keeps its state: the page itself once it has loaded,
 * else a lazy one. A lazy component suspends on its first render even when its code is there, and React
 * then holds the page back behind the fallback for a few hundred milliseconds.
 */
export function signedOutPage(key: string): ComponentType {
  let component = components.get(key);
  if (!component) {
    component = loaded.get(key) ?? lazy(() => loadSignedOutPage(key));
    components.set(key, component);
  }
  return component;
}
