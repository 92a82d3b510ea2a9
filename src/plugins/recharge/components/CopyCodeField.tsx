import { useCopyText } from '@core';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A payment code shown read-only beside its Copiar button, which reads "Copiado!" for 3 s (part 1 §2):
 * the PIX "copia e cola" and the boleto's linha digitável. `copied` is what goes to the clipboard
 * when it differs from what is shown (the linha without its spacing).
 */
export function CopyCodeField({ label, value, copied: copiedValue = value, stackAt }: { label: string; value: string; copied?: string; stackAt?: 'sm' }) {
  const { t } = useTranslation();
  const { copy, copied, failed } = useCopyText();
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  return (
    <Stack direction={stackAt ? { xs: 'column', [stackAt]: 'row' } : 'row'} spacing={1} sx={{ width: '100%' }}>
      <TextField label={label} value={value} inputRef={setInput} fullWidth slotProps={{ input: { readOnly: true } }} helperText={failed ? t('shell.copy.failed') : undefined} />
      <Button variant="outlined" onClick={() => void copy(copiedValue, input)}>
        {copied ? t('recharge.pix.copied') : t('recharge.pix.copy')}
      </Button>
    </Stack>
  );
}
