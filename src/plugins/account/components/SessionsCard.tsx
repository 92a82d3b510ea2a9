import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { api, errorMessage, formatDateTime, LoadingOrFailed } from '@core';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionPaths, type ActiveSession } from '../contract';

export const SESSIONS_KEY = ['user', 'sessions'] as const;

/** "Sessões ativas": where the account is signed in, with "Encerrar" for one and "Encerrar as outras". */
export function SessionsCard() {
  const { t } = useTranslation();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: ({ signal }) => api<ActiveSession[]>('GET', sessionPaths.list, { signal }) });
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const end = async (target: string, path: string, done: string) => {
    setBusy(target);
    setOutcome(null);
    try {
      await api('DELETE', path);
      setOutcome({ severity: 'success', text: done });
      await sessions.refetch();
    } catch (error) {
      setOutcome({ severity: 'error', text: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const others = sessions.data?.filter((session) => !session.current) ?? [];
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">{t('account.sessions.title')}</Typography>
          <Typography variant="body2" color="text.secondary">{t('account.sessions.hint')}</Typography>
          {outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}
          {!sessions.data ? <LoadingOrFailed query={sessions} /> : (
            <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('account.sessions.title')}>
              {sessions.data.map((session) => (
                <Box component="li" key={session.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, '& + &': { borderTop: 1, borderColor: 'divider', pt: 1.5 } }}>
                  <Box sx={{ flex: '1 1 220px' }}>
                    <Typography fontWeight={600}>
                      {session.device}
                      {session.current && <Chip size="small" color="primary" label={t('account.sessions.current')} sx={{ ml: 1 }} />}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {[session.address && `${t('account.sessions.address')}: ${session.address}`, `${t('account.sessions.lastUse')}: ${formatDateTime(session.lastUsedAt)}`].filter(Boolean).map((part, i) => (
                        <Fragment key={i}>{i > 0 && ' · '}{part}</Fragment>
                      ))}
                    </Typography>
                  </Box>
                  {!session.current && (
                    <Button variant="outlined" color="error" size="small" disabled={busy !== null}
                      aria-label={`${t('account.sessions.end')}: ${session.device}`}
                      onClick={() => void end(session.id, sessionPaths.one(session.id), t('account.sessions.ended'))}>
                      {t('account.sessions.end')}
                    </Button>
                  )}
                </Box>
              ))}
            </Stack>
          )}
          {others.length > 0 && (
            <Box>
              <Button variant="contained" color="error" disabled={busy !== null} onClick={() => void end('others', sessionPaths.list, t('account.sessions.endedOthers'))}>
                {t('account.sessions.endOthers')}
              </Button>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
