import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { api, formatMoney, LoadingOrFailed } from '@core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REFERRAL_BONUS_CAP, type Referral } from '../contract';

const COPIED_MS = 3000;

/** /referral (non-affiliates): the referral link to share and how the bonus works. */
export default function ReferralPage() {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const referral = useQuery({ queryKey: ['referral'], queryFn: ({ signal }) => api<Referral>('GET', '/referral', { signal }) });
  const title = <Typography variant="h4" component="h1">{t('referral.title')}</Typography>;
  if (!referral.data) return <LoadingOrFailed query={referral} heading={title} />;
  const { link, referred, bonus } = referral.data;
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    setCopied(true);
    window.setTimeout(() => setCopied(false), COPIED_MS);
  };
  return (
    <Stack spacing={3}>
      {title}
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">{t('referral.headerButton')}</Typography>
            <Typography>{t('referral.how', { cap: formatMoney(REFERRAL_BONUS_CAP) })}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField label={t('referral.link')} value={link} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
              <Button variant="contained" onClick={() => void copy()}>{t(copied ? 'referral.copied' : 'referral.copy')}</Button>
            </Stack>
            <Typography data-testid="referral-summary">{t('referral.summary', { count: referred, bonus: formatMoney(bonus) })}</Typography>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
