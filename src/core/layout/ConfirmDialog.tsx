import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  question: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}

/** A destructive action's confirmation: the question, optional details, and the confirm button in red. */
export function ConfirmDialog({ title, question, confirmLabel, cancelLabel, busy = false, onConfirm, onClose, children }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ wordBreak: 'break-word' }}>{question}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{cancelLabel ?? t('shell.confirm.cancel')}</Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>{confirmLabel ?? t('shell.confirm.delete')}</Button>
      </DialogActions>
    </Dialog>
  );
}
