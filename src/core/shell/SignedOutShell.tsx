import { CssBaseline, ThemeProvider, createTheme, type ThemeOptions } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { manifestStrings } from 'virtual:painel-brand';
import { i18n, shellResources } from '../../i18n';
import { LazyPage } from '../runtime/LazyPage';
import { brand } from '../runtime/registry';
import { useBrandTheme } from '../theme';
import { LOGIN_PATH } from '../routing/loginPath';
import { drawsSignedOut, reloadIntoFullApp, signedOutRedirects, signedOutRoutes } from './signedOutRoutes';

void i18n.use(initReactI18next).init({
  lng: brand.locale,
  fallbackLng: 'pt-BR',
  resources: shellResources(manifestStrings),
  interpolation: { escapeValue: false },
  initImmediate: false,
});

function RedirectKeepingQuery({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate to={to + location.search} replace />;
}

/** A page this shell does not draw (the panel, after signing in): the page loads again, into the full app. */
function IntoFullApp() {
  useEffect(reloadIntoFullApp, []);
  return null;
}

/**
 * The pages reached without a session, drawn before and without react-admin: a router, the brand's
 * theme, the translations, and the pages the manifests mark "signedOut".
 */
export default function SignedOutShell() {
  const themeOptions = useBrandTheme(brand);
  const theme = useMemo(() => createTheme(themeOptions as ThemeOptions), [themeOptions]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <BrowserRouter>
          <Routes>
            {signedOutRedirects.map((r) => (
              <Route key={`redirect:${r.from}`} path={r.from} element={<RedirectKeepingQuery to={r.to} />} />
            ))}
            {signedOutRoutes.map((r) => (
              <Route key={r.key} path={r.path} element={<LazyPage moduleKey={`${r.plugin}:${r.page}`} title={r.title} />} />
            ))}
            {/* "/" without a session shows only the login page (part 1 §4): go there at once. */}
            {drawsSignedOut(LOGIN_PATH) && <Route path="/" element={<Navigate to={LOGIN_PATH} replace />} />}
            <Route path="*" element={<IntoFullApp />} />
          </Routes>
        </BrowserRouter>
      </ThemeProvider>
    </I18nextProvider>
  );
}
