import { Button, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ConfirmDialog, formatMoney, hostingActions, pagePath } from '@core';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hostingKeys, hostingPaths, PAUSED_CHARGE, type Hosting } from '../contract';
import { CostEffect, useHostingCosts } from './CostEffect';
import { LINKED_PAGES } from './linkedPages';

/** The top card's owner actions: pause, reactivate, change plan (part 1 §6); pausing and reactivating are confirmed with their price. */
export function HostingActionsMenu({ hosting }: { hosting: Hosting }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const actions = hostingActions(hosting);
  const [asking, setAsking] = useState<'pause' | 'unpause' | null>(null);
  const costs = useHostingCosts(hosting.domain, asking !== null);
  const changePlan = actions.changePlan ? pagePath(LINKED_PAGES.changePlan, { resource: hosting.domain }) : null;
  const toggle = useMutation({
    mutationFn: (pause: boolean) => api('POST', pause ? hostingPaths.pause(hosting.domain) : hostingPaths.unpause(hosting.domain)),
    onSuccess: async (_data, pause) => {
      setAsking(null);
      notify(t(pause ? 'hosting.actions.paused' : 'hosting.actions.unpaused'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: hostingKeys.list });
    },
  });
  const monthly = costs.data?.monthlyPrice;
  return (
    <Stack direction="row" spacing={1}>
      {actions.pause && <Button variant="outlined" onClick={() => setAsking('pause')}>{t('hosting.actions.pause')}</Button>}
      {actions.unpause && <Button variant="outlined" onClick={() => setAsking('unpause')}>{t('hosting.actions.unpause')}</Button>}
      {changePlan && <Button component={Link} to={changePlan}>{t('hosting.rowMenu.changePlan')}</Button>}
      {asking && (
        <ConfirmDialog
          title={t(`hosting.actions.${asking}Title`)}
          question={t(`hosting.actions.${asking}Question`, { domain: hosting.domain })}
          confirmLabel={t(`hosting.actions.${asking}`)}
          busy={toggle.isPending || !costs.data}
          onConfirm={() => toggle.mutate(asking === 'pause')}
          onClose={() => setAsking(null)}
        >
          {monthly !== undefined && (
            <Typography sx={{ mt: 1 }}>
              {t(asking === 'pause' ? 'hosting.actions.pausedPrice' : 'hosting.actions.activePrice', { paused: formatMoney(monthly * PAUSED_CHARGE), monthly: formatMoney(monthly) })}
            </Typography>
          )}
          <CostEffect costs={costs.data} change={{ status: asking === 'pause' ? 'Paused' : 'Active' }} />
        </ConfirmDialog>
      )}
    </Stack>
  );
}
