import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CopyCodeField } from './CopyCodeField';

const brasilia = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Expiry in Brasília time, whatever the browser's zone (part 1 §2). */
export function formatBrasiliaTime(iso: string): string {
  return brasilia.format(new Date(iso)).replace(',', ' às');
}

/** The PIX "copia e cola" code, its QR code and the Copiar button that reads "Copiado!" for 3 s. */
export function PixCode({ code, qrcode, expiration }: { code: string; qrcode?: string; expiration?: string }) {
  const { t } = useTranslation();

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {qrcode && <Box component="img" src={qrcode} alt={t('recharge.pix.qrcode')} sx={{ width: 240, height: 240 }} />}
      <CopyCodeField label={t('recharge.pix.code')} value={code} />
      {expiration && <Typography variant="body2">{t('recharge.pix.expiration', { date: formatBrasiliaTime(expiration) })}</Typography>}
    </Stack>
  );
}
