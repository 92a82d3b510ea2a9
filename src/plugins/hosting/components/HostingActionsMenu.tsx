import { Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hostingActions, pagePath } from '@core';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hostingKeys, hostingPaths, type Hosting } from '../contract';
import { LINKED_PAGES } from './linkedPages';

/** The top card's owner actions: pause, reactivate, change plan (part 1 §6). */
export function HostingActionsMenu({ hosting }: { hosting: Hosting }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const actions = hostingActions(hosting);
  const changePlan = actions.changePlan ? pagePath(LINKED_PAGES.changePlan, { resource: hosting.domain }) : null;
  const toggle = useMutation({
    mutationFn: (pause: boolean) => api('POST', pause ? hostingPaths.pause(hosting.domain) : hostingPaths.unpause(hosting.domain)),
    onSuccess: async (_data, pause) => {
      notify(t(pause ? 'hosting.actions.paused' : 'hosting.actions.unpaused'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: hostingKeys.list });
    },
  });
  return (
    <Stack direction="row" spacing={1}>
      {actions.pause && <Button variant="outlined" disabled={toggle.isPending} onClick={() => toggle.mutate(true)}>{t('hosting.actions.pause')}</Button>}
      {actions.unpause && <Button variant="outlined" disabled={toggle.isPending} onClick={() => toggle.mutate(false)}>{t('hosting.actions.unpause')}</Button>}
      {changePlan && <Button component={Link} to={changePlan}>{t('hosting.rowMenu.changePlan')}</Button>}
    </Stack>
  );
}
