import ContentCopy from '@mui/icons-material/ContentCopy';
import { IconButton, Tooltip } from '@mui/material';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';

/** Copies a value to the clipboard; `label` names it for screen readers without reading a secret aloud. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify(t('ftp.common.copied'), { type: 'info' });
    } catch {
      notify(t('ftp.common.copyFailed'), { type: 'error' });
    }
  };
  const text = t('ftp.common.copy', { label });
  return (
    <Tooltip title={text}>
      <IconButton size="small" onClick={copy} aria-label={text}><ContentCopy fontSize="small" /></IconButton>
    </Tooltip>
  );
}
