import { Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import { LoadingOrFailed, useSlotTabs } from '@core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useParams } from 'react-router-dom';
import { DomainStatusChip } from '../components/DomainStatusChip';
import { useDomain } from '../components/useDomains';

/** Tabs shown while the domain is pending: only Resumo (part 2 §2). */
const PENDING_TABS = new Set(['summary']);

/** The domain page: a card with the name, the status and the tabs (Resumo, DNS). */
export default function DomainLayout() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const location = useLocation();
  const domain = useDomain(resource);
  const allTabs = useSlotTabs('domain.page');
  if (!domain.data) return <LoadingOrFailed query={domain} />;
  const tabs = domain.data.isPending ? allTabs.filter((tab) => tab.plugin === 'domains' && PENDING_TABS.has(tab.route)) : allTabs;
  const active = tabs.find((tab) => tab.to === location.pathname)?.to ?? false;

  return (
    <Stack spacing={2}>
      <Card component="section" aria-labelledby="domain-title">
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography id="domain-title" variant="h5" component="h1" noWrap>{domain.data.domain}</Typography>
            <DomainStatusChip domain={domain.data} />
          </Stack>
          <Tabs value={active} aria-label={t('domains.page.menu')} variant="scrollable" scrollButtons="auto" sx={{ mt: 2 }}>
            {tabs.map((tab) => (
              <Tab key={`${tab.plugin}:${tab.route}`} value={tab.to} label={t(tab.label)} component={Link} to={tab.to} />
            ))}
          </Tabs>
        </CardContent>
      </Card>
      <Outlet />
    </Stack>
  );
}
