import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { formatDate, formatMoney } from '@core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EXPIRY_WARNING_DAYS, type Domain } from '../contract';
import { DomainActions } from '../components/DomainActions';
import { useDomain } from '../components/useDomains';

function expiration(domain: Domain): ReactNode {
  if (!domain.expirationDate) return '—';
  const soon = domain.daysToExpire !== null && domain.daysToExpire <= EXPIRY_WARNING_DAYS;
  return (
    <Typography component="span" color={soon ? 'error' : 'inherit'} data-testid="domain-expiration" data-soon={soon ? 'true' : 'false'}>
      {formatDate(domain.expirationDate)}
    </Typography>
  );
}

/** Resumo: dates, status, the transfer lock (always "Ativado") and the renewal price (part 2 §3). */
export default function DomainSummary() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const domain = useDomain(resource).data;
  if (!domain) return null;
  const facts: [string, ReactNode][] = [
    [t('domains.page.summary.registerDate'), domain.registerDate ? formatDate(domain.registerDate) : '—'],
    [t('domains.page.summary.expirationDate'), expiration(domain)],
    [t('domains.page.summary.status'), domain.statusText],
    [t('domains.page.summary.locked'), t('domains.page.summary.lockedOn')],
    [t('domains.page.summary.renewPrice'), t('domains.page.summary.renewPriceValue', { price: formatMoney(domain.renewPrice), count: domain.period })],
  ];
  return (
    <Card component="section" aria-labelledby="domain-summary-title">
      <CardContent>
        <Typography id="domain-summary-title" variant="h6" component="h2" gutterBottom>{t('domains.page.summary.title')}</Typography>
        <Box sx={{ mb: 2 }}><DomainActions domain={domain} /></Box>
        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
          {facts.map(([label, value]) => (
            <Grid key={label} size={{ xs: 12, sm: 6, md: 4 }}>
              <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
              <Typography component="dd" sx={{ m: 0 }}>{value}</Typography>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
