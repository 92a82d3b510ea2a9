import { ConfirmDialog } from '@core';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DnsRecord } from '../contract';
import { displayName, previewValue } from './recordRows';

/** The delete confirmation: type, name and data, TXT data cut at 30 characters. */
export function DeleteRecordDialog({ record, onConfirm, onClose }: { record: DnsRecord; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('dns.columns.type'), record.type],
    [t('dns.columns.name'), displayName(record.name)],
    [t('dns.columns.value'), previewValue(record)],
  ];
  return (
    <ConfirmDialog title={t('dns.delete.title')} question={t('dns.delete.question')} confirmLabel={t('dns.delete.confirm')} cancelLabel={t('dns.delete.cancel')} onConfirm={onConfirm} onClose={onClose}>
      <Box component="dl" data-testid="dns-delete-facts" sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>{label}</Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>{value}</Typography>
          </Box>
        ))}
      </Box>
    </ConfirmDialog>
  );
}
