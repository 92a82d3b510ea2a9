import { Button, Stack } from '@mui/material';
import { InputField } from '@core/signed-out';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A six-digit code form for the verification steps; `submit` resolves to an error message or null. */
export function CodeForm({ label, intro, submit, footer }: { label: string; intro: ReactNode; submit: (code: string) => Promise<string | null>; footer?: ReactNode }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t('auth.common.codeHint'));
      return;
    }
    setBusy(true);
    setError(await submit(code));
    setBusy(false);
  };
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      {intro}
      <InputField label={label} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))} autoFocus
        autoComplete="one-time-code" slotProps={{ htmlInput: { inputMode: 'numeric' } }} error={!!error} helperText={error ?? t('auth.common.codeHint')} />
      <Button type="submit" variant="contained" size="large" disabled={busy}>{t('auth.common.verify')}</Button>
      {footer}
    </Stack>
  );
}
