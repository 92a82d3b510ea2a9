import { Alert, Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import { AccessScope, LoadFailed, PageLoading, SlotComponents, slots, useSlotReady, useTabsOfSlots } from '@core';
import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useParams } from 'react-router-dom';
import { GroupTabs } from '../components/GroupTabs';
import { HostingCreating } from '../components/HostingCreating';
import { HostingActionsMenu } from '../components/HostingActionsMenu';
import { HostingStatusChip } from '../components/HostingStatusChip';
import { useHosting } from '../components/useHostings';

const HOSTING_SLOTS = slots.filter((s) => s.id.startsWith('hosting.'));
const NOTICES = 'hosting.notices';

/**
 * The hosting page: loads the hosting, makes it the access scope of every nested page, and draws
 * the top card with the groups (Resumo, Domínio, …) that the brand's plugins fill for this user,
 * the notices other plugins put in "hosting.notices" (a suspended hosting's screen), and above a
 * group's tabs the components plugins put in that group's slot (the daily-backup banner on the files tabs).
 * Below the top card, the notices, the tabs and the page appear together (useSlotReady): a notice
 * arriving later would push the page down under the pointer.
 */
export default function HostingLayout() {
  const { resource = '' } = useParams();
  const location = useLocation();
  const hosting = useHosting(resource);
  const scope = hosting.data ?? null;
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    if (scope?.status === 'Pending') setCreating(true);
  }, [scope?.status]);

  return (
    <AccessScope hosting={scope}>
      {hosting.isPending && <PageLoading />}
      {hosting.isError && !scope && <LoadFailed onRetry={hosting.refetch} />}
      {scope && (scope.status === 'Pending' || creating) && (
        <HostingCreating domain={scope.domain} active={scope.status !== 'Pending'} onDone={() => setCreating(false)} />
      )}
      {scope && scope.status !== 'Pending' && !creating && <HostingFrame pathname={location.pathname} />}
    </AccessScope>
  );
}

function HostingFrame({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const hosting = useHosting(resource).data!;
  const tabsBySlot = useTabsOfSlots(HOSTING_SLOTS.map((s) => s.id));
  const groups = HOSTING_SLOTS.map((slot) => ({ slot, tabs: tabsBySlot.get(slot.id) ?? [] })).filter((g) => g.tabs.length > 0);
  const active = groups.find((g) => g.tabs.some((tab) => tab.to === pathname));
  const ready = useSlotReady(active ? [NOTICES, active.slot.id] : [NOTICES]);

  return (
    <Stack spacing={2}>
      <Card component="section" aria-labelledby="hosting-title">
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Typography id="hosting-title" variant="h5" component="h1" noWrap>{hosting.domain}</Typography>
              <HostingStatusChip status={hosting.status} />
            </Stack>
            <HostingActionsMenu hosting={hosting} />
          </Stack>
          {hosting.isGuest && <Alert severity="info" sx={{ mt: 2 }}>{t('hosting.summary.guest')}</Alert>}
          <Tabs value={active?.slot.id ?? false} aria-label={t('hosting.menu.label')} variant="scrollable" scrollButtons="auto" sx={{ mt: 2 }}>
            {groups.map(({ slot, tabs }) => (
              <Tab key={slot.id} value={slot.id} label={t(slot.label)} component={Link} to={tabs[0].to} />
            ))}
          </Tabs>
        </CardContent>
      </Card>
      {ready ? (
        <>
          <SlotComponents slot={NOTICES} fallback={null} />
          {active && <SlotComponents slot={active.slot.id} fallback={null} />}
          {active && active.tabs.length > 1 && <GroupTabs tabs={active.tabs} label={t('hosting.menu.tabs', { group: t(active.slot.label) })} />}
          <Outlet />
        </>
      ) : (
        <PageLoading />
      )}
    </Stack>
  );
}
