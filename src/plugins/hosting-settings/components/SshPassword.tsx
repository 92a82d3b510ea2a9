import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { CopyButton } from '@core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ftpMainQuery, servesFtp } from './useSettings';

/**
 * SSH signs in with the FTP main account's password (part 2 §3). Shown masked, with show and copy,
 * while a plugin of the brand serves the FTP page; otherwise the hint says where it comes from.
 */
export function SshPassword({ resource }: { resource: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const ftp = useQuery({ ...ftpMainQuery(resource), enabled: servesFtp(resource) });
  const password = ftp.data?.main.password;
  if (!password) return <Typography variant="body2" color="text.secondary">{t('hosting-settings.ssh.password')}</Typography>;
  const label = t('hosting-settings.ssh.passwordLabel');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">{label}:</Typography>
      <Typography variant="body2" component="code" aria-label={label} sx={{ fontFamily: 'monospace' }}>{shown ? password : '•'.repeat(12)}</Typography>
      <Tooltip title={t(shown ? 'hosting-settings.ssh.hidePassword' : 'hosting-settings.ssh.showPassword')}>
        <IconButton size="small" onClick={() => setShown((value) => !value)} aria-label={t(shown ? 'hosting-settings.ssh.hidePassword' : 'hosting-settings.ssh.showPassword')}>
          {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
        </IconButton>
      </Tooltip>
      <CopyButton value={password} label={t('hosting-settings.common.copy', { label })} copiedText={t('hosting-settings.common.copied')} />
    </Stack>
  );
}
