import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { NavigationContext, type Navigation } from './navigation';

/** The full app's navigation for the pages written against "@core/signed-out": react-router's. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const value = useMemo<Navigation>(() => ({ pathname, search, params, navigate: (to, options) => void navigate(to, options) }), [pathname, search, params, navigate]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
