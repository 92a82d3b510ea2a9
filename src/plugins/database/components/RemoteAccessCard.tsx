import { alertFailure, ApiError } from '@core';
import { Alert, Button, Card, CardContent, CardHeader, FormControlLabel, Radio, RadioGroup, Stack, Switch, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { REMOTE_MYSQL_PORT, type RemoteAccess, type RemoteMode } from '../contract';
import { useDatabaseMutations } from './useDatabases';

interface Props {
  resource: string;
  remote: RemoteAccess;
  host: string;
}

/**
 * "Acesso remoto (MySQL)": the toggle and a mode change save at once for ALL; IPS needs Salvar
 * (part 2 §4). A refused save puts the message under the addresses and keeps what was typed.
 */
export function RemoteAccessCard({ resource, remote, host }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { remote: save } = useDatabaseMutations(resource);
  const [active, setActive] = useState(remote.active);
  const [mode, setMode] = useState<RemoteMode>(remote.mode);
  const [hosts, setHosts] = useState(remote.hosts);
  const [hostsError, setHostsError] = useState<string | null>(null);
  useEffect(() => {
    setActive(remote.active);
    setMode(remote.mode);
  }, [remote.active, remote.mode]);

  const send = (next: { remote: boolean; mode: RemoteMode; hosts?: string }, revert?: () => void) => {
    setHostsError(null);
    save.mutate(next, {
      onSuccess: () => notify(t('database.remote.saved'), { type: 'success' }),
      onError: (error) => {
        revert?.();
        if (error instanceof ApiError && error.status === 422) setHostsError(error.fieldErrors.hosts ?? Object.values(error.fieldErrors)[0] ?? error.message);
        else alertFailure(error, t('database.remote.error'));
      },
    });
  };

  const toggle = (checked: boolean) => {
    const previous = active;
    setActive(checked);
    // Switching on in IPS mode waits for the addresses and Salvar.
    if (!checked || mode === 'ALL') send({ remote: checked, mode }, () => setActive(previous));
  };
  const changeMode = (next: RemoteMode) => {
    const previous = mode;
    setMode(next);
    if (next === 'ALL' && active) send({ remote: true, mode: 'ALL' }, () => setMode(previous));
  };
  const unsavedIps = active && mode === 'IPS';

  return (
    <Card>
      <CardHeader title={t('database.remote.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={<FormControlLabel control={<Switch checked={active} onChange={(event) => toggle(event.target.checked)} disabled={save.isPending} />} label={t('database.remote.toggle')} />} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">{t('database.remote.help', { host, port: REMOTE_MYSQL_PORT })}</Typography>
          {active && (
            <RadioGroup value={mode} onChange={(event) => changeMode(event.target.value as RemoteMode)} aria-label={t('database.remote.mode')}>
              <FormControlLabel value="ALL" control={<Radio />} label={t('database.remote.all')} />
              <FormControlLabel value="IPS" control={<Radio />} label={t('database.remote.ips')} />
            </RadioGroup>
          )}
          {unsavedIps && (
            <Stack component="form" noValidate spacing={1} onSubmit={(event) => { event.preventDefault(); send({ remote: true, mode: 'IPS', hosts }); }}>
              <TextField label={t('database.remote.hosts')} value={hosts} onChange={(event) => setHosts(event.target.value)} error={!!hostsError}
                helperText={hostsError ?? t('database.remote.hostsHelp')} slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }} />
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <Button type="submit" variant="contained" disabled={save.isPending}>{t('database.remote.save')}</Button>
              </Stack>
            </Stack>
          )}
          {active && mode === 'ALL' && <Alert severity="info">{t('database.remote.allInfo', { port: REMOTE_MYSQL_PORT })}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}
