import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Box, Button, Card, CardContent, CardHeader, IconButton, Stack, Table, TableBody, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { CopyButton } from '@core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FtpMain } from '../contract';

const MASK = '••••••••••••';

function Row({ label, value, shown, extra }: { label: string; value: string; shown?: ReactNode; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: { xs: '38%', sm: '30%' }, verticalAlign: 'middle' }}>{label}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Box component="span" sx={{ fontWeight: 500, fontFamily: 'monospace', minWidth: 0 }}>{shown ?? value}</Box>
          <Stack direction="row" sx={{ flexShrink: 0 }}>
            {extra}
            <CopyButton value={value} label={t('ftp.common.copy', { label })} copiedText={t('ftp.common.copied')} failedText={t('ftp.common.copyFailed')} />
          </Stack>
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/**
 * "Acesso principal": host, port, user, masked password with show and copy, alternative host and
 * server IP. A guest is told the server only: the main access is the owner's.
 */
export function MainAccessCard({ main, onChangePassword }: { main: FtpMain; onChangePassword: (username: string) => void }) {
  const { t } = useTranslation();
  const { username } = main;
  return (
    <Card>
      <CardHeader title={t(username === undefined ? 'ftp.main.serverTitle' : 'ftp.main.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={username !== undefined && <Button size="small" variant="contained" onClick={() => onChangePassword(username)}>{t('ftp.main.changePassword')}</Button>} />
      <CardContent sx={{ pt: 0 }}>
        <Table size="small" aria-label={t(username === undefined ? 'ftp.main.serverTitle' : 'ftp.main.title')}>
          <TableBody>
            <Row label={t('ftp.main.host')} value={main.host} />
            <Row label={t('ftp.main.port')} value={String(main.port)} />
            {username !== undefined && <Row label={t('ftp.main.username')} value={username} />}
            {username !== undefined && <PasswordRow password={main.password ?? null} />}
            <Row label={t('ftp.main.alternativeHost')} value={main.alternativeHost} />
            <Row label={t('ftp.main.serverIp')} value={main.serverIp} />
          </TableBody>
        </Table>
        {username === undefined && <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>{t('ftp.main.ownerOnly')}</Typography>}
      </CardContent>
    </Card>
  );
}

function PasswordRow({ password }: { password: string | null }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggle = t(visible ? 'ftp.main.hidePassword' : 'ftp.main.showPassword');
  if (password === null) {
    return (
      <TableRow>
        <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>{t('ftp.main.password')}</TableCell>
        <TableCell>{t('ftp.main.passwordUnreadable')}</TableCell>
      </TableRow>
    );
  }
  return (
    <Row label={t('ftp.main.password')} value={password}
      shown={<span data-testid="ftp-password">{visible ? password : MASK}</span>}
      extra={
        <Tooltip title={toggle}>
          <IconButton size="small" onClick={() => setVisible((v) => !v)} aria-label={toggle} aria-pressed={visible}>
            {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </Tooltip>
      } />
  );
}
