import { CssBaseline, ThemeProvider } from '@mui/material';
import { Suspense, useEffect } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { i18n, shellResources } from '../../i18n';
import { FALLBACK_LOCALE } from '../../i18n/locales';
import { PageLoading } from '../layout/PageLoading';
import { Navigate, NavigationContext, type Navigation } from '../navigation/navigation';
import { LOGIN_PATH } from '../routing/loginPathConstant';
import { redirectTarget } from '../routing/redirectTarget';
import { brand } from '../runtime/brand';
import { PageErrorBoundary } from '../runtime/PageErrorBoundary';
import { usePageTitle } from '../runtime/usePageTitle';
import { useBrandTheme } from '../theme';
import { matchesRoute, matchRoute } from './matchRoute';
import { signedOutPage } from './signedOutPages';
import { drawsSignedOut, reloadIntoFullApp, signedOutRedirects, signedOutRoutes } from './signedOutRoutes';
import { useHistoryNavigation } from './useHistoryNavigation';

// Each page's title and texts come with its plugin's strings, loaded with the page.
void i18n.use(initReactI18next).init({
  lng: brand.locale,
  fallbackLng: FALLBACK_LOCALE,
  resources: shellResources({}),
  interpolation: { escapeValue: false },
  initImmediate: false,
});

/** A page this shell does not draw (the panel, after signing in): the page loads again, into the full app. */
function IntoFullApp() {
  useEffect(reloadIntoFullApp, []);
  return null;
}

function TitledPage({ moduleKey, title }: { moduleKey: string; title?: string }) {
  usePageTitle(title, undefined);
  const Page = signedOutPage(moduleKey);
  return <Page />;
}

/** What the path shows: a signed-out page, an old path's new one, the login page for "/", or the full app. */
function CurrentPage({ navigation }: { navigation: Omit<Navigation, 'params'> }) {
  const { pathname, search } = navigation;
  const redirect = signedOutRedirects.find((r) => matchesRoute(r.from, pathname));
  if (redirect) return <Navigate to={redirectTarget(redirect.to, search)} replace />;
  for (const route of signedOutRoutes) {
    const params = matchRoute(route.path, pathname);
    if (!params) continue;
    return (
      <NavigationContext.Provider value={{ ...navigation, params }}>
        <PageErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <TitledPage key={route.key} moduleKey={`${route.plugin}:${route.page}`} title={route.title} />
          </Suspense>
        </PageErrorBoundary>
      </NavigationContext.Provider>
    );
  }
  // "/" without a session shows only the login page (part 1 §4): go there at once.
  if (pathname === '/' && drawsSignedOut(LOGIN_PATH)) return <Navigate to={LOGIN_PATH} replace />;
  return <IntoFullApp />;
}

/**
 * The pages reached without a session, drawn before and without react-admin or a router: the brand's
 * theme, the translations, and the pages the manifests mark "signedOut", followed through the browser's history.
 */
export default function SignedOutShell() {
  const theme = useBrandTheme(brand);
  const navigation = useHistoryNavigation();
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <NavigationContext.Provider value={{ ...navigation, params: {} }}>
          <CurrentPage navigation={navigation} />
        </NavigationContext.Provider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
