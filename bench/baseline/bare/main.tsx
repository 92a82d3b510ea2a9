import { createRoot } from 'react-dom/client';
import { Admin, Resource, type DataProvider } from 'react-admin';
import { HostingList } from '../HostingList';

/** The bare baseline: the smallest react-admin app with one list, its rows in memory, built the same way as the panel. */
const rows = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, domain: `site${i + 1}.com.br`, status: 'active' }));
const dataProvider = {
  getList: async () => ({ data: rows, total: rows.length }),
} as unknown as DataProvider;

createRoot(document.getElementById('root')!).render(
  <Admin disableTelemetry dataProvider={dataProvider}>
    <Resource name="hostings" list={HostingList} />
  </Admin>,
);
