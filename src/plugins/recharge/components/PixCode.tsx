import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const COPIED_FOR_MS = 3_000;

const brasilia = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Expiry in Brasília time, whatever the browser's zone (part 1 §2). */
export function formatBrasiliaTime(iso: string): string {
  return brasilia.format(new Date(iso)).replace(',', ' às');
}

export async function copyText(text: string, input: HTMLInputElement | null) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    input?.select();
    document.execCommand('copy');
  }
}

/** The PIX "copia e cola" code, its QR code and the Copiar button that reads "Copiado!" for 3 s. */
export function PixCode({ code, qrcode, expiration }: { code: string; qrcode?: string; expiration?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [input, setInput] = useState<HTMLInputElement | null>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {qrcode && <Box component="img" src={qrcode} alt={t('recharge.pix.qrcode')} sx={{ width: 240, height: 240 }} />}
      <Stack direction="row" spacing={1} sx={{ width: '100%' }}>
        <TextField label={t('recharge.pix.code')} value={code} inputRef={setInput} fullWidth slotProps={{ input: { readOnly: true } }} />
        <Button variant="outlined" onClick={() => void copyText(code, input).then(() => setCopied(true))}>
          {copied ? t('recharge.pix.copied') : t('recharge.pix.copy')}
        </Button>
      </Stack>
      {expiration && <Typography variant="body2">{t('recharge.pix.expiration', { date: formatBrasiliaTime(expiration) })}</Typography>}
    </Stack>
  );
}
