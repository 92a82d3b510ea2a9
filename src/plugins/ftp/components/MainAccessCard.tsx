import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Box, Button, Card, CardContent, CardHeader, IconButton, Stack, Table, TableBody, TableCell, TableRow, Tooltip } from '@mui/material';
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

/** "Acesso principal": host, port, user, masked password with show and copy, alternative host and server IP. */
export function MainAccessCard({ main, onChangePassword }: { main: FtpMain; onChangePassword: () => void }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggle = t(visible ? 'ftp.main.hidePassword' : 'ftp.main.showPassword');
  return (
    <Card>
      <CardHeader title={t('ftp.main.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={<Button size="small" variant="contained" onClick={onChangePassword}>{t('ftp.main.changePassword')}</Button>} />
      <CardContent sx={{ pt: 0 }}>
        <Table size="small" aria-label={t('ftp.main.title')}>
          <TableBody>
            <Row label={t('ftp.main.host')} value={main.host} />
            <Row label={t('ftp.main.port')} value={String(main.port)} />
            <Row label={t('ftp.main.username')} value={main.username} />
            {main.password === null ? (
              <TableRow>
                <TableCell component="th" scope="row" sx={{ color: 'text.secondary' }}>{t('ftp.main.password')}</TableCell>
                <TableCell>{t('ftp.main.passwordUnreadable')}</TableCell>
              </TableRow>
            ) : (
              <Row label={t('ftp.main.password')} value={main.password}
                shown={<span data-testid="ftp-password">{visible ? main.password : MASK}</span>}
                extra={
                  <Tooltip title={toggle}>
                    <IconButton size="small" onClick={() => setVisible((v) => !v)} aria-label={toggle} aria-pressed={visible}>
                      {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                    </IconButton>
                  </Tooltip>
                } />
            )}
            <Row label={t('ftp.main.alternativeHost')} value={main.alternativeHost} />
            <Row label={t('ftp.main.serverIp')} value={main.serverIp} />
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
