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

export function FormDialog({ title, submitting, rootError, onSubmit, onClose, children }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {rootError && <Alert severity="error">{rootError}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('site-domains.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={submitting}>{t(submitting ? 'site-domains.common.saving' : 'site-domains.common.save')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
