import { Alert, Button } from '@mui/material';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { autoRechargeQuery } from '../queries';

/** The account's announcement when the card declined an automatic recharge (part 1 §4), until a new card or a paid recharge. */
export default function AutoRechargeDeclined() {
  const { t } = useTranslation();
  const state = useSuspenseQuery({ ...autoRechargeQuery, meta: { handlesErrors: true } });
  if (!state.data.declinedAt) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} action={<Button component={Link} to="/payment/recharge" color="inherit" size="small">{t('recharge.auto.updateCard')}</Button>}>
      {t('recharge.auto.declined')}
    </Alert>
  );
}
