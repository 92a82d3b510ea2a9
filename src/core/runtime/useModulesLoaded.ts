import { useEffect, useState } from 'react';
import { moduleLoaded, preloadModule } from './registry';

/**
 * Whether the modules ("plugin:module") have loaded, starting their loads if nothing did. A component
 * drawn only then is drawn as itself: a lazy one would suspend, and React holds content that a Suspense
 * fallback stood in for behind it for a few hundred milliseconds more. A module that fails to load
 * counts as loaded: drawn lazily, it fails into its error boundary.
 */
export function useModulesLoaded(keys: readonly string[]): boolean {
  const joined = keys.join(' ');
  const allLoaded = keys.every(moduleLoaded);
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (allLoaded) return;
    let current = true;
    void Promise.allSettled(joined.split(' ').map((key) => preloadModule(key))).then(() => current && setSettled(joined));
    return () => {
      current = false;
    };
  }, [allLoaded, joined]);
  return allLoaded || settled === joined;
}
