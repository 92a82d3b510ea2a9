import { alertFailure, ConfirmDialog } from '@core';
import { Alert, Button, Card, CardContent, CardHeader, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { AutoresponderDialog } from './AutoresponderDialog';
import { formatMoment } from './PtBrDates';
import { useAccountMutations, useAutoresponder } from './useMailFeatures';

/** Autoresponder: absent (Habilitar) or present (Editar, Excluir), with its period in pt-BR (part 2 §4). */
export function AutoresponderCard({ resource, email }: { resource: string; email: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const query = useAutoresponder(resource, email);
  const { saveAutoresponder, removeAutoresponder } = useAccountMutations(resource, email);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const saved = query.data ?? null;
  const remove = () => {
    setConfirming(false);
    removeAutoresponder.mutate(email, {
      onSuccess: () => notify(t('email.autoresponder.updated'), { type: 'success' }),
      onError: (error) => alertFailure(error, t('email.autoresponder.deleteError')),
    });
  };
  const period = saved && (
    saved.startDate || saved.stopDate
      ? [saved.startDate && t('email.autoresponder.from', { moment: formatMoment(saved.startDate, saved.startTime) }), saved.stopDate && t('email.autoresponder.until', { moment: formatMoment(saved.stopDate, saved.stopTime) })].filter(Boolean).join(' ')
      : t('email.autoresponder.always')
  );
  return (
    <Card component="section" aria-label={t('email.autoresponder.title')}>
      <CardHeader title={t('email.autoresponder.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          query.isSuccess && (saved ? (
            <Stack direction="row" spacing={1}>
              <Button size="small" variant="outlined" onClick={() => setEditing(true)}>{t('email.autoresponder.edit')}</Button>
              <Button size="small" color="error" variant="outlined" disabled={removeAutoresponder.isPending} onClick={() => setConfirming(true)}>{t('email.autoresponder.delete')}</Button>
            </Stack>
          ) : (
            <Button size="small" variant="contained" onClick={() => setEditing(true)}>{t('email.autoresponder.enable')}</Button>
          ))
        } />
      <CardContent sx={{ pt: 0 }}>
        {query.isPending && <Skeleton variant="rectangular" height={60} />}
        {query.isError && <Alert severity="error">{query.error.message}</Alert>}
        {query.isSuccess && !saved && <Typography color="text.secondary">{t('email.autoresponder.absent')}</Typography>}
        {saved && (
          <Stack spacing={0.5}>
            <Typography sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{saved.subject}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{saved.body}</Typography>
            <Typography variant="body2" data-testid="autoresponder-period">{period}</Typography>
          </Stack>
        )}
      </CardContent>
      {editing && (
        <AutoresponderDialog email={email} saved={saved} onClose={() => setEditing(false)}
          onSave={(body) => saveAutoresponder.mutateAsync(body).then(() => notify(t('email.autoresponder.updated'), { type: 'success' }))} />
      )}
      {confirming && (
        <ConfirmDialog title={t('email.autoresponder.deleteTitle')} question={t('email.autoresponder.deleteQuestion', { email })} onConfirm={remove} onClose={() => setConfirming(false)} />
      )}
    </Card>
  );
}
