import { useCallback, useEffect, useState } from 'react';
import type { NavigateOptions } from '../navigation/navigation';

const here = () => ({ pathname: window.location.pathname, search: window.location.search });

/** The browser's location, followed through back and forward, and a way to move within the page. */
export function useHistoryNavigation() {
  const [location, setLocation] = useState(here);

  useEffect(() => {
    const follow = () => setLocation(here());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  const navigate = useCallback((to: string, { replace = false }: NavigateOptions = {}) => {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin) {
      window.location.assign(url);
      return;
    }
    window.history[replace ? 'replaceState' : 'pushState'](null, '', url.pathname + url.search + url.hash);
    setLocation(here());
  }, []);

  return { ...location, navigate };
}
