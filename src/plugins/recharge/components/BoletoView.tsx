import { Button, Stack, Typography } from '@mui/material';
import { publishError } from '@core';
import { useTranslation } from 'react-i18next';
import type { BoletoAnswer } from '../schemas';
import { CopyCodeField } from './CopyCodeField';
import { openDocument } from './openDocument';

/** "00190.00009 01149.718601 68524.522114 6 75860000102656", as banks print it. */
export const formatLine = (line: string) =>
  `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line[32]} ${line.slice(33)}`;

/** The boleto's success view (part 1 §2 "Manual recharge"): the linha digitável to copy, the link to the boleto, the due date. */
export function BoletoView({ boleto }: { boleto: BoletoAnswer }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <CopyCodeField label={t('recharge.boleto.line')} value={formatLine(boleto.line)} copied={boleto.line} stackAt="sm" />
      <Typography variant="body2">{t('recharge.boleto.due', { date: boleto.dueDate.split('-').reverse().join('/') })}</Typography>
      <Stack direction="row">
        <Button variant="contained" onClick={() => void openDocument(boleto.url).catch(publishError)}>{t('recharge.boleto.open')}</Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">{t('recharge.boleto.clearing')}</Typography>
    </Stack>
  );
}
