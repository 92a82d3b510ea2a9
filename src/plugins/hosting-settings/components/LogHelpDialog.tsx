import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TYPE_COLOR } from './logTypes';

/** The help modal on message types (part 2 §2 "Error logs page"). */
export function LogHelpDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const rows = [
    { chip: 'Erro', color: TYPE_COLOR.error, text: t('hosting-settings.logs.helpError') },
    { chip: 'Aviso / Notificação', color: TYPE_COLOR.warning, text: t('hosting-settings.logs.helpWarning') },
    { chip: 'Informação', color: TYPE_COLOR.info, text: t('hosting-settings.logs.helpInfo') },
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('hosting-settings.logs.helpTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {rows.map((row) => (
            <Stack key={row.chip} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Chip size="small" label={row.chip} color={row.color} sx={{ minWidth: 96 }} />
              <Typography variant="body2">{row.text}</Typography>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('hosting-settings.logs.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
