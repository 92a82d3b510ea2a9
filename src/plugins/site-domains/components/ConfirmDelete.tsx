import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function ConfirmDelete({ title, question, onConfirm, onClose }: { title: string; question: string; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent><DialogContentText sx={{ wordBreak: 'break-word' }}>{question}</DialogContentText></DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('site-domains.common.cancel')}</Button>
        <Button onClick={onConfirm} color="error" variant="contained">{t('site-domains.common.delete')}</Button>
      </DialogActions>
    </Dialog>
  );
}
