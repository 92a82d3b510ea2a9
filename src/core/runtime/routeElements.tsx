import { Navigate, Route, useLocation } from 'react-router-dom';
import { redirectTarget } from '../routing/redirectTarget';
import { PluginPage } from './PluginPage';
import { layoutKey, layouts, redirects, routes, type RegisteredRoute } from './registry';

function RedirectKeepingQuery({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={redirectTarget(to, location.search)} replace />;
}

function pageRoute(route: RegisteredRoute, path: string) {
  const element = <PluginPage moduleKey={`${route.plugin}:${route.page}`} access={route.access} title={route.title} />;
  return path === '' ? <Route key={route.key} index element={element} /> : <Route key={route.key} path={path} element={element} />;
}

/** Routes drawn without the logged-in layout: sign-in pages and redirects. */
export function bareRouteElements() {
  return [
    ...redirects.map((r) => <Route key={`redirect:${r.from}`} path={r.from} element={<RedirectKeepingQuery to={r.to} />} />),
    ...routes.filter((r) => r.bare).map((r) => pageRoute(r, r.path)),
  ];
}

/** Routes inside the logged-in layout, nested under the plugin layouts they name. */
export function layoutRouteElements() {
  const inLayout = routes.filter((r) => !r.bare);
  const standalone = inLayout.filter((r) => !layoutKey(r)).map((r) => pageRoute(r, r.path));
  const nested = layouts.map((layout) => {
    const children = inLayout
      .filter((r) => layoutKey(r) === layout.key)
      .map((r) => pageRoute(r, r.path.slice(layout.path.length).replace(/^\//, '')));
    return (
      <Route key={layout.key} path={layout.path} element={<PluginPage moduleKey={`${layout.plugin}:${layout.page}`} access={layout.access} />}>
        {children}
      </Route>
    );
  });
  return [...standalone, ...nested];
}
