import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CronJob, CronRunResult } from '../contract';

interface Props {
  job: CronJob;
  result: CronRunResult | undefined;
  failed: string | null;
  onClose: () => void;
}

/** "Executar agora": the command run once, confined to the hosting's files, and what it printed. */
export function CronRunDialog({ job, result, failed, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('hosting-settings.cron.runTitle')}</DialogTitle>
      <DialogContent>
        <Box component="code" sx={{ display: 'block', mb: 2, wordBreak: 'break-all' }}>{job.command}</Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('hosting-settings.cron.runHelp')}</Typography>
        {!result && !failed && (
          <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}><CircularProgress size={20} aria-hidden /><span>{t('hosting-settings.cron.running')}</span></Stack>
        )}
        {failed && <Alert severity="error">{failed}</Alert>}
        {result && (
          <Stack spacing={1}>
            <Alert severity={result.exitCode === 0 ? 'success' : 'warning'}>
              {result.timedOut ? t('hosting-settings.cron.runTimedOut') : t('hosting-settings.cron.runExit', { code: result.exitCode ?? '—' })}
            </Alert>
            <Box component="pre" aria-label={t('hosting-settings.cron.runOutput')} tabIndex={0}
              sx={{ m: 0, p: 1, maxHeight: 320, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: '0.8rem' }}>
              {result.output || t('hosting-settings.cron.runNoOutput')}
            </Box>
            {result.truncated && <Typography variant="caption">{t('hosting-settings.cron.runTruncated')}</Typography>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('hosting-settings.ssh.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
