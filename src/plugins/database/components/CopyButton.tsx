import ContentCopy from '@mui/icons-material/ContentCopy';
import { IconButton, Tooltip } from '@mui/material';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';

/** Copies one value of the table (type, name, user, size) to the clipboard. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const title = t('database.copy', { label, value });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify(t('database.copied', { value }), { type: 'info' });
    } catch {
      notify(t('database.copyFailed'), { type: 'warning' });
    }
  };
  return (
    <Tooltip title={title}>
      <IconButton size="small" onClick={copy} aria-label={title}><ContentCopy fontSize="inherit" /></IconButton>
    </Tooltip>
  );
}
