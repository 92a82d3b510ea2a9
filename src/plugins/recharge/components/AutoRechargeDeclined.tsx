import { Alert, Button } from '@mui/material';
import { api } from '@core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AutoRechargeState } from '../autoSchemas';
import { rechargePaths } from '../model';

/** The account's announcement when the card declined an automatic recharge (part 1 §4), until a new card or a paid recharge. */
export default function AutoRechargeDeclined() {
  const { t } = useTranslation();
  // The auto-recharge page writes this cache when the state changes; the promotion's alert reads it too.
  const state = useQuery({ queryKey: ['recharge', 'auto'], queryFn: ({ signal }) => api<AutoRechargeState>('GET', rechargePaths.auto, { signal }), staleTime: 30_000, meta: { handlesErrors: true } });
  if (!state.data?.declinedAt) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} action={<Button component={Link} to="/payment/recharge" color="inherit" size="small">{t('recharge.auto.updateCard')}</Button>}>
      {t('recharge.auto.declined')}
    </Alert>
  );
}
