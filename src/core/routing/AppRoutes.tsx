import { Route, Routes, useLocation } from 'react-router-dom';
import { ShellError } from '../layout/ShellError';
import { ShellLayout } from '../layout/ShellLayout';
import { Dashboard } from '../pages/Dashboard';
import { Logout } from '../pages/Logout';
import { NotFound, ToNotFound } from '../pages/NotFound';
import { PageErrorBoundary } from '../runtime/PageErrorBoundary';
import { bareRouteElements, layoutRouteElements } from '../runtime/routeElements';
import { LOGOUT_PATH, NOT_FOUND_PATH } from './corePaths';

// The routes are the manifests', fixed for the build: made once, the same elements on every render.
const bareRoutes = bareRouteElements();
const inShell = (
  <ShellLayout>
    <Routes>
      {/* An ordinary route, not react-admin's dashboard: that would check auth again and redirect late, from a stale location. */}
      <Route path="/" element={<Dashboard />} />
      {layoutRouteElements()}
      <Route path="*" element={<ToNotFound />} />
    </Routes>
  </ShellLayout>
);

/**
 * The signed-in app's routes: the pages drawn alone, and the rest inside the shell's layout; a path no
 * page draws goes to /404. react-admin's `CoreAdminUI` did this from its children, then set them again
 * in an effect once mounted, which drew the layout and the page a second time on every load (and a third
 * once its permissions read, which this panel does not use, answered).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname} fallback={<ShellError />}>
      <Routes>
        <Route path={NOT_FOUND_PATH} element={<NotFound />} />
        <Route path={LOGOUT_PATH} element={<Logout />} />
        {bareRoutes}
        <Route path="/*" element={inShell} />
      </Routes>
    </PageErrorBoundary>
  );
}
