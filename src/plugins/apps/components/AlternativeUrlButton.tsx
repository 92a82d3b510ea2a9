import CheckCircle from '@mui/icons-material/CheckCircle';
import { Button, Chip, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { POLLING, publishError, request } from '@core';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { appsPaths } from '../contract';

interface Props {
  resource: string;
  enabled: boolean;
  onEnabled: () => void;
}

/** Enables the alternative URL: a 202 means the server is still at it, so the call repeats every 5 s (part 2 §4). */
export function AlternativeUrlButton({ resource, enabled, onEnabled }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const enable = async () => {
    setBusy(true);
    try {
      const response = await request('POST', appsPaths.enableAlternative(resource));
      if (response.status === 202) {
        timer.current = setTimeout(() => void enable(), POLLING.alternativeUrl);
        return;
      }
      // The hosting is reloaded, then the success text shows.
      await client.invalidateQueries({ queryKey: ['hostings', resource] });
      setBusy(false);
      onEnabled();
      notify(t('apps.result.altEnabled'), { type: 'success' });
    } catch (error) {
      setBusy(false);
      publishError(error);
    }
  };

  if (enabled) return <Chip size="small" color="success" icon={<CheckCircle />} label={t('apps.result.altActive')} />;
  return (
    <Tooltip title={t('apps.result.altHelp')}>
      <span>
        <Button size="small" variant="outlined" disabled={busy} onClick={() => void enable()}>{t(busy ? 'apps.result.enablingAlt' : 'apps.result.enableAlt')}</Button>
      </span>
    </Tooltip>
  );
}
