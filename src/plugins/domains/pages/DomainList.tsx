import { Alert, Button, Card, CardContent, CardHeader, Link as MuiLink, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate, pagePath, StackedCell, usePhone } from '@core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EXPIRY_WARNING_DAYS, type Domain } from '../contract';
import { LINKED_PAGES } from '../components/linkedPages';
import { DomainStatusChip } from '../components/DomainStatusChip';
import { useDomains } from '../components/useDomains';

function Expiration({ domain }: { domain: Domain }) {
  const { t } = useTranslation();
  if (!domain.expirationDate || domain.daysToExpire === null) return <>—</>;
  const soon = domain.daysToExpire <= EXPIRY_WARNING_DAYS;
  return (
    <Typography component="span" variant="body2" color={soon ? 'error' : 'inherit'} title={t('domains.daysLeft', { count: domain.daysToExpire })}>
      {formatDate(domain.expirationDate)}
    </Typography>
  );
}

/** "Meus Domínios" (part 1 §2 "Dashboard and lists"). */
export default function DomainList() {
  const { t } = useTranslation();
  const domains = useDomains();
  const rows = domains.data ?? [];
  const register = pagePath(LINKED_PAGES.register);
  const phone = usePhone();
  return (
    <Card>
      <CardHeader title={t('domains.list.title')} slotProps={{ title: { component: 'h1', variant: 'h6' } }}
        action={register && <Button component={Link} to={register} variant="contained" size="small">{t('domains.list.add')}</Button>} />
      <CardContent sx={{ pt: 0 }}>
        {domains.isPending && <Skeleton variant="rectangular" height={120} />}
        {domains.isSuccess && rows.length === 0 && <Alert severity="info">{t('domains.list.empty')}</Alert>}
        {rows.length > 0 && (
          <Table size="small" aria-label={t('domains.list.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('domains.columns.domain')}</TableCell>
                {!phone && (
                  <>
                    <TableCell>{t('domains.columns.expiration')}</TableCell>
                    <TableCell>{t('domains.columns.status')}</TableCell>
                    <TableCell align="right">{t('domains.columns.actions')}</TableCell>
                  </>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((domain) => {
                const link = <MuiLink component={Link} to={`/domain/${domain.domain}`}>{domain.domain}</MuiLink>;
                const status = <DomainStatusChip domain={domain} />;
                const changeDns = !domain.isPending && (
                  <Button size="small" component={Link} to={`/domain/${domain.domain}/nameservers`}>{t('domains.changeDns')}</Button>
                );
                return phone ? (
                  <TableRow key={domain.domain} hover>
                    <TableCell>
                      <StackedCell primary={link} actions={changeDns || undefined}
                        details={[{ label: t('domains.columns.expiration'), value: <Expiration domain={domain} /> }, { label: t('domains.columns.status'), value: status }]} />
                    </TableCell>
                  </TableRow>
                ) : (
                  <TableRow key={domain.domain} hover>
                    <TableCell>{link}</TableCell>
                    <TableCell><Expiration domain={domain} /></TableCell>
                    <TableCell>{status}</TableCell>
                    <TableCell align="right">{changeDns}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
