import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { CoreAdminContext, CoreAdminUI, CustomRoutes, memoryStore, Notification, type I18nProvider } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { loadReactAdminMessages } from '../i18n/reactAdmin';
import { createAuthProvider } from './auth/authProvider';
import { readToken } from './auth/tokenCookie';
import { userQuery } from './session/queries';
import { createDataProvider } from './http/dataProvider';
import { reportingMutationCache, reportingQueryCache } from './http/queryFailures';
import { PageLoading } from './layout/PageLoading';
import { ShellError } from './layout/ShellError';
import { ShellLayout } from './layout/ShellLayout';
import { Dashboard } from './pages/Dashboard';
import { Logout } from './pages/Logout';
import { NotFound, ToNotFound } from './pages/NotFound';
import { brand, resources } from './runtime/registry';
import { bareRouteElements, layoutRouteElements } from './runtime/routeElements';
import { whenIdle } from './runtime/whenIdle';
import { useBrandTheme } from './theme';
import { LOGOUT_PATH, NOT_FOUND_PATH } from './routing/corePaths';

function createQueryClient() {
  const client = new QueryClient({
    queryCache: reportingQueryCache(),
    mutationCache: reportingMutationCache(),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  // Everything signed-in waits on the user: ask for it while translations and the shell start.
  if (readToken()) void client.prefetchQuery(userQuery);
  return client;
}

/** While react-admin readies its routes (it never waits long: they are static). */
const ShellLoading = () => <PageLoading />;

export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  const theme = useBrandTheme(brand);
  const queryClient = useMemo(createQueryClient, []);
  const dataProvider = useMemo(() => createDataProvider(resources), []);
  const authProvider = useMemo(() => createAuthProvider(resources), []);
  // react-admin keeps the locale in its store and, when the store has none, draws nothing until an
  // effect has compared it with the translator's: then the whole app at once, outside the first render's transition.
  const store = useMemo(() => memoryStore({ locale: i18nProvider.getLocale() }), [i18nProvider]);
  // For react-admin's notifications the core may show before any plugin page has loaded them.
  useEffect(() => whenIdle(loadReactAdminMessages), []);

  // react-admin's <Admin> is this context and its UI with react-admin's MUI screens as defaults (its own
  // layout, login, loading, error and access pages), which this panel replaces and would load unused.
  // The theme's baseline comes first: a spinner drawn before it sits in the body's default margin, and jumps.
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <BrowserRouter>
        <CoreAdminContext queryClient={queryClient} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store}>
          <CoreAdminUI
            disableTelemetry
            title={brand.productName}
            layout={ShellLayout}
            loginPage={false}
            loading={ShellLoading}
            error={ShellError}
            catchAll={ToNotFound}
            accessDenied={ToNotFound}
            authenticationError={ToNotFound}
          >
            <CustomRoutes noLayout>
              <Route path={NOT_FOUND_PATH} element={<NotFound />} />
              <Route path={LOGOUT_PATH} element={<Logout />} />
              {bareRouteElements()}
            </CustomRoutes>
            <CustomRoutes>
              {/* An ordinary route, not the admin's `dashboard`: it would check auth again and redirect late, from a stale location. */}
              <Route path="/" element={<Dashboard />} />
              {layoutRouteElements()}
            </CustomRoutes>
            {/* No <Resource>: the manifests' resources are the data provider's, and react-admin's route for
                each ("/hostings/*") drew an empty page at any path under it that no plugin draws. */}
          </CoreAdminUI>
          <Notification />
        </CoreAdminContext>
      </BrowserRouter>
    </ThemeProvider>
  );
}
