import { lazy, type ComponentType } from 'react';

export type ComponentModule = { default: ComponentType };

/**
 * Components loaded on demand by key ("plugin:module"), each load started once. A component is drawn as
 * itself once its module has loaded, else lazily; whichever it was first, it stays, so React keeps its state.
 * (A lazy component suspends on its first render even when its code is there, and React then holds it
 * behind the fallback for a few hundred milliseconds.)
 */
export function componentModules(load: (key: string) => Promise<ComponentModule>) {
  const loading = new Map<string, Promise<ComponentModule>>();
  const loaded = new Map<string, ComponentType>();
  const components = new Map<string, ComponentType>();

  function preload(key: string): Promise<ComponentModule> {
    let promise = loading.get(key);
    if (!promise) {
      promise = load(key).then((module) => {
        loaded.set(key, module.default);
        return module;
      });
      loading.set(key, promise);
    }
    return promise;
  }

  function component(key: string): ComponentType {
    let found = components.get(key);
    if (!found) {
      found = loaded.get(key) ?? lazy(() => preload(key));
      components.set(key, found);
    }
    return found;
  }

  return { preload, component, isLoaded: (key: string) => loaded.has(key) };
}
