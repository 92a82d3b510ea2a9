import { Button, type ButtonProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export const RECHARGE_PATH = '/payment/manual-recharge';
export const EMERGENCY_PATH = '/payment/emergency';

export function RechargeLink(props: ButtonProps) {
  const { t } = useTranslation();
  return <Button component={Link} to={RECHARGE_PATH} size="small" {...props}>{t('billing.emergency.recharge')}</Button>;
}

export function EmergencyCreditLink(props: ButtonProps) {
  const { t } = useTranslation();
  return <Button component={Link} to={EMERGENCY_PATH} size="small" {...props}>{t('billing.emergency.use')}</Button>;
}
