import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const COPIED_MS = 3000;

/** The token's value, shown this once: it is stored only as a hash. */
export function TokenShownDialog({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('api-tokens.shown.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{t('api-tokens.shown.once')}</Alert>
          <TextField label={t('api-tokens.shown.value')} value={token} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'new-token' } }}
            onFocus={(e) => e.target.select()} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void navigator.clipboard?.writeText(token).then(() => setCopied(true))}>{t(copied ? 'api-tokens.shown.copied' : 'api-tokens.shown.copy')}</Button>
        <Button variant="contained" onClick={onClose}>{t('api-tokens.shown.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
