import { lazy, type ComponentType } from 'react';
import type { FirstQueries } from './firstQueries';

export type ComponentModule = {
  default: ComponentType;
  /** The reads a slot component draws from (see firstQueries): its slot's content waits for them. */
  firstQueries?: FirstQueries;
};

/**
 * Components loaded on demand by key ("plugin:module"), each load started once. A component is drawn as
 * itself once its module has loaded, else lazily; whichever it was first, it stays, so React keeps its state.
 * (A lazy component suspends on its first render even when its code is there, and React then holds it
 * behind the fallback for a few hundred milliseconds.)
 */
export function componentModules(load: (key: string) => Promise<ComponentModule>) {
  const loading = new Map<string, Promise<ComponentModule>>();
  const loaded = new Map<string, ComponentModule>();
  const components = new Map<string, ComponentType>();

  function preload(key: string): Promise<ComponentModule> {
    let promise = loading.get(key);
    if (!promise) {
      promise = load(key).then((module) => {
        loaded.set(key, module);
        return module;
      });
      loading.set(key, promise);
    }
    return promise;
  }

  function component(key: string): ComponentType {
    let found = components.get(key);
    if (!found) {
      found = loaded.get(key)?.default ?? lazy(() => preload(key));
      components.set(key, found);
    }
    return found;
  }

  return { preload, component, isLoaded: (key: string) => loaded.has(key), loadedModule: (key: string) => loaded.get(key) };
}
