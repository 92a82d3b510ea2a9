import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asked before removing the user's last hosting (part 2 §4); an empty answer is not sent. */
export function RemovalFeedbackDialog({ onDone, onClose }: { onDone: (message: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [message, setMessage] = useState('');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('hosting-life.remove.feedbackTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('hosting-life.remove.feedbackQuestion')}</DialogContentText>
        <TextField label={t('hosting-life.remove.feedbackLabel')} multiline minRows={3} fullWidth sx={{ mt: 2 }} value={message}
          onChange={(event) => setMessage(event.target.value)} slotProps={{ htmlInput: { maxLength: 10_000 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('hosting-life.common.cancel')}</Button>
        <Button variant="contained" color="error" onClick={() => onDone(message.trim())}>{t('hosting-life.remove.feedbackContinue')}</Button>
      </DialogActions>
    </Dialog>
  );
}
