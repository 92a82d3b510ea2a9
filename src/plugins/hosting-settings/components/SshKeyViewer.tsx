import { CopyButton } from '@core';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SshKey } from '../contract';

/** The key viewer modal: the whole public key, read-only, with its fingerprint. */
export function SshKeyViewer({ sshKey, onClose }: { sshKey: SshKey; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>{t('hosting-settings.ssh.viewTitle', { title: sshKey.title })}</DialogTitle>
      <DialogContent>
        <TextField label={t('hosting-settings.ssh.key')} value={sshKey.key} multiline fullWidth minRows={3} sx={{ mt: 1 }}
          slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace', wordBreak: 'break-all' } }, input: { endAdornment: <CopyButton value={sshKey.key} label={t('hosting-settings.common.copy', { label: t('hosting-settings.ssh.key') })} copiedText={t('hosting-settings.common.copied')} /> } }} />
        <Typography variant="body2" sx={{ mt: 2, wordBreak: 'break-all' }}>
          {t('hosting-settings.ssh.fingerprint')}: <code>{sshKey.fingerprint}</code>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('hosting-settings.ssh.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
