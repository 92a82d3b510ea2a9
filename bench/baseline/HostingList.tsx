import { Datagrid, List, TextField } from 'react-admin';

/** The baselines' one page: the hostings list, two columns. */
export function HostingList() {
  return (
    <List>
      <Datagrid bulkActionButtons={false}>
        <TextField source="domain" />
        <TextField source="status" />
      </Datagrid>
    </List>
  );
}
