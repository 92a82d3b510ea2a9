import { Box, Button, IconButton, LinearProgress, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import RetryIcon from '@mui/icons-material/Replay';
import SuccessIcon from '@mui/icons-material/CheckCircleOutline';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../format';
import type { UploadItem } from './useUploads';

/** The upload list: each file's progress, success or error, and "Limpar lista". */
export function UploadPanel({ items, onClear, onRetry }: { items: UploadItem[]; onClear: () => void; onRetry: (id: number) => void }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="files-uploads-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="files-uploads-title" variant="subtitle1" component="h2">{t('files.uploads.title')}</Typography>
        <Button onClick={onClear}>{t('files.uploads.clear')}</Button>
      </Stack>
      <List dense sx={{ maxHeight: 260, overflow: 'auto' }}>
        {items.map((item) => (
          <ListItem key={item.id} data-testid="upload-item" data-status={item.status}
            secondaryAction={item.status === 'error' && item.size <= 104_857_600 ? (
              <IconButton edge="end" aria-label={t('files.uploads.retry', { name: item.name })} onClick={() => onRetry(item.id)}><RetryIcon /></IconButton>
            ) : undefined}>
            <Box sx={{ mr: 1, display: 'flex' }}>
              {item.status === 'success' && <SuccessIcon color="success" aria-label={t('files.uploads.success')} />}
              {item.status === 'error' && <ErrorIcon color="error" aria-label={t('files.uploads.error')} />}
            </Box>
            <ListItemText
              primary={`${item.name} (${formatSize(item.size)})`}
              secondary={
                item.status === 'error' ? <Typography component="span" variant="body2" color="error">{item.error}</Typography>
                  : item.status === 'success' ? t('files.uploads.success')
                  : item.status === 'queued' ? t('files.uploads.queued')
                  : <LinearProgress variant="determinate" value={Math.round(item.progress * 100)} aria-label={t('files.uploads.progress', { name: item.name })} sx={{ mt: 1 }} />
              }
              slotProps={{ secondary: { component: 'div' } }} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
