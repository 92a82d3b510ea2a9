import { Alert, Button } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { RECHARGE_REDIRECT_MS, type OrderRef } from '../registerContract';

export const rechargePath = (order: OrderRef) => `/payment/manual-recharge?order=${order.id}`;

/** An unpaid order: says so, then opens the recharge for it after 5 s (part 2 §4). */
export function RechargeNotice({ order }: { order: OrderRef }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(rechargePath(order)), RECHARGE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, order]);
  return (
    <Alert severity="warning" role="status" action={<Button color="inherit" size="small" component={Link} to={rechargePath(order)}>{t('domains.order.rechargeNow')}</Button>}>
      {t('domains.order.needsRecharge', { seconds: RECHARGE_REDIRECT_MS / 1000 })}
    </Alert>
  );
}
