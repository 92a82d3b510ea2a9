import { Button, Stack, TextField, Typography } from '@mui/material';
import { api, publishError } from '@core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rechargePaths, type PaymentLinkAnswer, type Period } from '../schemas';

/** Makes a link to this recharge that someone else pays without signing in (/checkout/pay). */
export function PaymentLinkButton({ amount, period }: { amount: number; period: Period }) {
  const { t } = useTranslation();
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const make = async () => {
    setBusy(true);
    try {
      const answer = await api<PaymentLinkAnswer>('POST', rechargePaths.link, { body: { amount, period } });
      setLink(`${window.location.origin}${answer.url}`);
    } catch (error) {
      publishError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="text" onClick={() => void make()} disabled={busy}>{t('recharge.checkout.makeLink')}</Button>
      {link && (
        <>
          <Typography variant="body2">{t('recharge.checkout.linkReady')}</Typography>
          <TextField label={t('recharge.checkout.makeLink')} value={link} fullWidth slotProps={{ input: { readOnly: true } }} />
        </>
      )}
    </Stack>
  );
}
