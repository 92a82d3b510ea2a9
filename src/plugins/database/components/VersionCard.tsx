import { Card, CardContent, CardHeader, Skeleton, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DBMS, type DatabaseInfo } from '../contract';

/** The database servers' versions (part 2 §2, §3). */
export function VersionCard({ info }: { info?: DatabaseInfo }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader title={t('database.version.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Table size="small" aria-label={t('database.version.title')}>
          <TableBody>
            {DBMS.map((dbms) => (
              <TableRow key={dbms}>
                <TableCell component="th" scope="row">{t(`database.dbms.${dbms}`)}</TableCell>
                <TableCell>{info ? info.version[dbms] || t('database.version.unknown') : <Skeleton width={80} />}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
