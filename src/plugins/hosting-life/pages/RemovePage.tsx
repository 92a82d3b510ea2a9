import { Alert, Button, Checkbox, CircularProgress, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { api, publishError } from '@core';
import { maxLengthOf } from '@core/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { lifePaths, removeSchema } from '../contract';
import { LifeCard } from '../components/LifeCard';
import { RemovalFeedbackDialog } from '../components/RemovalFeedbackDialog';
import { useRemoval } from '../components/useRemoval';

const DOMAIN_MAX_LENGTH = maxLengthOf(removeSchema.shape.domain);

/** "Excluir" (part 2 §2, §4, §5): the typed domain and the acceptance enable the button; the last hosting asks for feedback first. */
export default function RemovePage() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const [typed, setTyped] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [checking, setChecking] = useState(false);
  const [askFeedback, setAskFeedback] = useState(false);
  const removal = useRemoval(resource);
  const ready = typed.trim().toLowerCase() === resource && accepted;

  const submit = async () => {
    setChecking(true);
    try {
      const { lastHosting } = await api<{ lastHosting: boolean }>('POST', lifePaths.checkRemoval);
      if (lastHosting) setAskFeedback(true);
      else await removal.start(null);
    } catch (error) {
      publishError(error);
    } finally {
      setChecking(false);
    }
  };

  return (
    <LifeCard title={t('hosting-life.remove.title')}>
      <Stack spacing={2} sx={{ maxWidth: 560 }} component="form" noValidate onSubmit={(event) => { event.preventDefault(); if (ready) void submit(); }}>
        <Alert severity="error">{t('hosting-life.remove.warning', { domain: resource })}</Alert>
        <Typography>{t('hosting-life.remove.restoreNote')}</Typography>
        <TextField label={t('hosting-life.remove.typeDomain', { domain: resource })} value={typed} autoComplete="off" disabled={removal.running}
          onChange={(event) => setTyped(event.target.value.toLowerCase())} slotProps={{ htmlInput: { maxLength: DOMAIN_MAX_LENGTH } }} />
        <FormControlLabel control={<Checkbox checked={accepted} disabled={removal.running} onChange={(event) => setAccepted(event.target.checked)} />}
          label={t('hosting-life.remove.acceptance')} />
        {removal.running && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} />
            <Typography>{t('hosting-life.remove.running')}</Typography>
          </Stack>
        )}
        <div>
          <Button type="submit" variant="contained" color="error" disabled={!ready || checking || removal.running}>{t('hosting-life.remove.submit')}</Button>
        </div>
      </Stack>
      {askFeedback && (
        <RemovalFeedbackDialog onClose={() => setAskFeedback(false)}
          onDone={(message) => { setAskFeedback(false); void removal.start(message || null); }} />
      )}
    </LifeCard>
  );
}
