import ContentCopy from '@mui/icons-material/ContentCopy';
import { IconButton, Tooltip } from '@mui/material';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';

export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const text = t('hosting-settings.common.copy', { label });
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    notify(t('hosting-settings.common.copied'), { type: 'info' });
  };
  return (
    <Tooltip title={text}>
      <IconButton size="small" onClick={copy} aria-label={text}><ContentCopy fontSize="small" /></IconButton>
    </Tooltip>
  );
}
