import { Button, Stack, TextField, Typography } from '@mui/material';
import { publishError } from '@core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoletoAnswer } from '../schemas';
import { openDocument } from './openDocument';
import { copyText } from './PixCode';

const COPIED_FOR_MS = 3_000;

/** "00190.00009 01149.718601 68524.522114 6 75860000102656", as banks print it. */
export const formatLine = (line: string) =>
  `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line[32]} ${line.slice(33)}`;

/** The boleto's success view (part 1 §2 "Manual recharge"): the linha digitável to copy, the link to the boleto, the due date. */
export function BoletoView({ boleto }: { boleto: BoletoAnswer }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const line = formatLine(boleto.line);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField label={t('recharge.boleto.line')} value={line} inputRef={setInput} fullWidth slotProps={{ input: { readOnly: true } }} />
        <Button variant="outlined" onClick={() => void copyText(boleto.line, input).then(() => setCopied(true))}>
          {copied ? t('recharge.pix.copied') : t('recharge.pix.copy')}
        </Button>
      </Stack>
      <Typography variant="body2">{t('recharge.boleto.due', { date: boleto.dueDate.split('-').reverse().join('/') })}</Typography>
      <Stack direction="row">
        <Button variant="contained" onClick={() => void openDocument(boleto.url).catch(publishError)}>{t('recharge.boleto.open')}</Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">{t('recharge.boleto.clearing')}</Typography>
    </Stack>
  );
}
