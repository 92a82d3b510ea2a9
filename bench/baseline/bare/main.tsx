import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, List, Resource, TextField, type DataProvider } from 'react-admin';

/** The bare baseline: the smallest react-admin app with one list, its rows in memory, built the same way as the panel. */
const rows = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, domain: `site${i + 1}.com.br`, status: 'active' }));
const dataProvider = {
  getList: async () => ({ data: rows, total: rows.length }),
} as unknown as DataProvider;

function HostingList() {
  return (
    <List>
      <Datagrid bulkActionButtons={false}>
        <TextField source="domain" />
        <TextField source="status" />
      </Datagrid>
    </List>
  );
}

createRoot(document.getElementById('root')!).render(
  <Admin disableTelemetry dataProvider={dataProvider}>
    <Resource name="hostings" list={HostingList} />
  </Admin>,
);
