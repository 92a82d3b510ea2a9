import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { api, ApiError, errorMessage } from '@core';
import { toDataURL } from 'qrcode';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetup } from '../contract';

interface PendingSetup extends TwoFactorSetup {
  qrCode: string;
}

function messageOf(error: unknown): string {
  return error instanceof ApiError ? (error.fieldErrors.code ?? errorMessage(error)) : errorMessage(error);
}

/** Turns the second factor on (QR code of a new secret, confirmed by a code) or off (a current code). */
export function TwoFactorCard({ enabled, onChange }: { enabled: boolean; onChange: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<PendingSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setError(null);
    const next = await api<TwoFactorSetup>('GET', '/user/2fa/setup');
    setSetup({ ...next, qrCode: await toDataURL(next.uri, { margin: 1, width: 200 }) });
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (enabled) await api('POST', '/user/2fa/disable', { body: { code } });
      else await api('POST', '/user/2fa', { body: { secret: setup?.secret, code } });
      setSetup(null);
      setCode('');
      await onChange();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const codeForm = (
    <Stack component="form" noValidate onSubmit={confirm} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextField label={t('account.twoFactor.code')} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric' } }} error={!!error} helperText={error ?? ' '} />
      <Button type="submit" variant="contained" color={enabled ? 'error' : 'primary'} disabled={busy || code.length !== 6}>
        {t(enabled ? 'account.twoFactor.disable' : 'account.twoFactor.confirm')}
      </Button>
    </Stack>
  );

  return (
    <Card component="section" aria-labelledby="profile-2fa">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="profile-2fa" variant="h6" component="h2">{t('account.twoFactor.title')}</Typography>
          <Alert severity={enabled ? 'success' : 'info'}>{t(enabled ? 'account.twoFactor.on' : 'account.twoFactor.off')}</Alert>
          {enabled && codeForm}
          {!enabled && !setup && <Button variant="outlined" onClick={() => void start()} sx={{ alignSelf: 'flex-start' }}>{t('account.twoFactor.enable')}</Button>}
          {!enabled && setup && (
            <>
              <Typography>{t('account.twoFactor.scan')}</Typography>
              <Box component="img" src={setup.qrCode} alt={t('account.twoFactor.qrAlt')} sx={{ width: 200, height: 200 }} />
              <Typography variant="body2">
                {t('account.twoFactor.manual')} <Box component="code" data-testid="totp-secret">{setup.secret}</Box>
              </Typography>
              {codeForm}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
