import { CssBaseline, ThemeProvider } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { CoreAdminContext, memoryStore, Notification, type I18nProvider } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { loadReactAdminMessages } from '../i18n/reactAdmin';
import { createAuthProvider } from './auth/authProvider';
import { createDataProvider } from './http/dataProvider';
import { createQueryClient } from './http/queryClient';
import { brand, resources } from './runtime/registry';
import { AppRoutes } from './routing/AppRoutes';
import { whenIdle } from './runtime/whenIdle';
import { useBrandTheme } from './theme';

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

  // react-admin's <Admin> is this context and its UI, with react-admin's MUI screens as defaults (its own
  // layout, login, loading, error and access pages) that this panel would load unused; the panel draws
  // its own routes (AppRoutes) and keeps the context for its notifications, store and query client.
  // The theme's baseline comes first: a first frame drawn before it sits in the body's default margin, and jumps.
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <BrowserRouter>
        <CoreAdminContext queryClient={queryClient} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store}>
          <AppRoutes />
          <Notification />
        </CoreAdminContext>
      </BrowserRouter>
    </ThemeProvider>
  );
}
