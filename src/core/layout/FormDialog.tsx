import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  submitting: boolean;
  rootError?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog holding one form: a title, the fields, a server error above them, Cancelar and Salvar. */
export function FormDialog({ title, submitting, rootError, onSubmit, onClose, children }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {rootError && <Alert severity="error">{rootError}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('shell.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={submitting}>{t(submitting ? 'shell.form.saving' : 'shell.form.save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
