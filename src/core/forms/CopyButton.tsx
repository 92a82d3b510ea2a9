import ContentCopy from '@mui/icons-material/ContentCopy';
import { IconButton } from '@mui/material';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { copyText } from './useCopyText';
import { LazyTooltip } from '../layout/LazyTooltip';

interface Props {
  value: string;
  /** The button's accessible name and tooltip ("Copiar comando"): it names the value without reading a secret aloud. */
  label: string;
  /** The notice once copied. */
  copiedText: string;
  /** The notice when the browser refuses the clipboard; a general one where not given. */
  failedText?: string;
  iconSize?: 'small' | 'inherit';
}

/** Copies a value to the clipboard and says so. */
export function CopyButton({ value, label, copiedText, failedText, iconSize = 'small' }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const copy = async () => {
    if (await copyText(value)) notify(copiedText, { type: 'info' });
    else notify(failedText ?? t('shell.copy.failed'), { type: 'warning' });
  };
  return (
    <LazyTooltip title={label}>
      <IconButton size="small" onClick={copy} aria-label={label}><ContentCopy fontSize={iconSize} /></IconButton>
    </LazyTooltip>
  );
}
