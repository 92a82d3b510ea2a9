import { errorMessage, formatDateTime, formatRelative } from '@core';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Replay from '@mui/icons-material/Replay';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemIcon, ListItemText, Skeleton, Tooltip, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeployLog } from '../contract';
import { useDeployLogs, useDeployMutations } from './useDeploy';

function StatusIcon({ succeeded }: { succeeded: DeployLog['succeeded'] }) {
  const { t } = useTranslation();
  if (succeeded === true) return <CheckCircle color="success" titleAccess={t('deploy.logs.succeeded')} />;
  if (succeeded === false) return <ErrorIcon color="error" titleAccess={t('deploy.logs.failed')} />;
  return <HourglassTop color="action" titleAccess={t('deploy.logs.running')} />;
}

/** "Histórico de deploys": each deploy's status icon, message and relative time (part 2 §2). */
export function LogsDialog({ resource, dir, onClose }: { resource: string; dir: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const logs = useDeployLogs(resource, dir);
  const { redeploy } = useDeployMutations(resource);
  const running = logs.data?.some((log) => log.succeeded === null) ?? true;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('deploy.logs.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>{dir}</Typography>
        {logs.isPending && <Skeleton variant="rectangular" height={80} sx={{ mt: 2 }} />}
        {redeploy.isError && <Alert severity="error" sx={{ mt: 2 }}>{errorMessage(redeploy.error)}</Alert>}
        {logs.isError && <Alert severity="error" sx={{ mt: 2 }}>{errorMessage(logs.error)}</Alert>}
        {logs.data?.length === 0 && <Typography sx={{ py: 2 }}>{t('deploy.logs.empty')}</Typography>}
        {logs.data && logs.data.length > 0 && (
          <List aria-label={t('deploy.logs.title')}>
            {logs.data.map((log, index) => (
              <ListItem key={`${log.date}-${index}`} divider alignItems="flex-start">
                <ListItemIcon sx={{ mt: 0.5 }}><StatusIcon succeeded={log.succeeded} /></ListItemIcon>
                <ListItemText primary={log.message} slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                  secondary={<Tooltip title={formatDateTime(log.date)}><span>{formatRelative(log.date)}</span></Tooltip>} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<Replay />} onClick={() => redeploy.mutate(dir)} disabled={running || redeploy.isPending}>{t('deploy.logs.redeploy')}</Button>
        <Button onClick={onClose}>{t('deploy.logs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
