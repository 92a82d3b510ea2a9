import { useCopyText } from '@core';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The token's value, shown this once: it is stored only as a hash. */
export function TokenShownDialog({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { copy, copied, failed } = useCopyText();
  const [field, setField] = useState<HTMLInputElement | null>(null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('api-tokens.shown.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{t('api-tokens.shown.once')}</Alert>
          <TextField label={t('api-tokens.shown.value')} value={token} inputRef={setField} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'new-token' } }}
            onFocus={(e) => e.target.select()} helperText={failed ? t('shell.copy.failed') : undefined} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy(token, field)}>{t(copied ? 'api-tokens.shown.copied' : 'api-tokens.shown.copy')}</Button>
        <Button variant="contained" onClick={onClose}>{t('api-tokens.shown.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
