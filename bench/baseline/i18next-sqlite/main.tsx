import { createRoot } from 'react-dom/client';
import { Admin, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { convertRaTranslationsToI18next, useI18nextProvider } from 'ra-i18n-i18next';
import englishMessages from 'ra-language-english';
import { HostingList } from '../HostingList';

/**
 * Issue 17's baseline: a bare react-admin list app with i18next (as ra-i18n-i18next's README sets it up),
 * its rows read from Fastify over SQLite (bench/baseline/site.ts), built the same way as the panel.
 */
const dataProvider = simpleRestProvider('/api');

function App() {
  const i18nProvider = useI18nextProvider({
    options: { resources: { en: { translation: convertRaTranslationsToI18next(englishMessages) } } },
  });
  if (!i18nProvider) return null;
  return (
    <Admin disableTelemetry dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <Resource name="hostings" list={HostingList} />
    </Admin>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
