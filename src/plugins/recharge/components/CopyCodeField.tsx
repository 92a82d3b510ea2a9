import { Button, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const COPIED_FOR_MS = 3_000;

async function copyText(text: string, input: HTMLInputElement | null) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    input?.select();
    document.execCommand('copy');
  }
}

/**
 * A payment code shown read-only beside its Copiar button, which reads "Copiado!" for 3 s (part 1 §2):
 * the PIX "copia e cola" and the boleto's linha digitável. `copied` is what goes to the clipboard
 * when it differs from what is shown (the linha without its spacing).
 */
export function CopyCodeField({ label, value, copied: copiedValue = value, stackAt }: { label: string; value: string; copied?: string; stackAt?: 'sm' }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Stack direction={stackAt ? { xs: 'column', [stackAt]: 'row' } : 'row'} spacing={1} sx={{ width: '100%' }}>
      <TextField label={label} value={value} inputRef={setInput} fullWidth slotProps={{ input: { readOnly: true } }} />
      <Button variant="outlined" onClick={() => void copyText(copiedValue, input).then(() => setCopied(true))}>
        {copied ? t('recharge.pix.copied') : t('recharge.pix.copy')}
      </Button>
    </Stack>
  );
}
