import { LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatSize, type EmailAccount } from '../contract';

/** "1,2 GB de 2 GB" with a bar, or "350 MB de Ilimitado" when there is no quota. */
export function DiskUsage({ account }: { account: EmailAccount }) {
  const { t } = useTranslation();
  const limited = account.quota > 0;
  const limit = limited ? formatSize(account.quota) : t('email.accounts.unlimited');
  return (
    <Stack spacing={0.5} sx={{ minWidth: 140 }}>
      <Typography variant="body2">{t('email.accounts.usageOf', { used: formatSize(account.size), limit })}</Typography>
      {limited && (
        <LinearProgress variant="determinate" value={Math.min(100, (account.size / account.quota) * 100)} aria-label={t('email.accounts.usageLabel', { email: account.email })}
          color={account.size >= account.quota * 0.9 ? 'error' : 'primary'} />
      )}
    </Stack>
  );
}
