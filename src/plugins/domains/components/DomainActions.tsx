import { Alert, Button, Stack } from '@mui/material';
import { usePaymentKey } from '@core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Domain } from '../contract';
import type { OrderRef } from '../registerContract';
import { RechargeNotice, rechargePath } from './RechargeNotice';
import { usePayDomain } from './useRegister';

/** What the domain's state offers (part 2 §4): finish the registration, pay the order, wait for the registry, or renew. */
export function DomainActions({ domain }: { domain: Domain }) {
  const { t } = useTranslation();
  const pay = usePayDomain(domain.domain);
  const [unpaid, setUnpaid] = useState<OrderRef | null>(null);
  const paymentKey = usePaymentKey(domain.orderId);
  const payNow = async () => {
    const answer = await pay.mutateAsync(paymentKey);
    if (answer.needsRecharge) setUnpaid(answer.order);
  };

  switch (domain.state) {
    case 'pending':
      return (
        <Alert severity="warning" action={<Button color="inherit" size="small" component={Link} to={`/domain/${domain.domain}/register`}>{t('domains.actions.finish')}</Button>}>
          {t('domains.actions.notOrdered')}
        </Alert>
      );
    case 'pending_payment':
      return (
        <Stack spacing={1}>
          <Alert severity="warning">{t('domains.page.summary.pending')}</Alert>
          {unpaid && <RechargeNotice order={unpaid} />}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={() => void payNow().catch(() => undefined)} disabled={pay.isPending || !!unpaid}>{t('domains.actions.pay')}</Button>
            {domain.orderId !== null && <Button component={Link} to={rechargePath({ id: domain.orderId, amount: 0 })}>{t('domains.actions.recharge')}</Button>}
          </Stack>
        </Stack>
      );
    case 'registering':
    case 'transferring':
      return <Alert severity="info" role="status">{t(`domains.actions.${domain.state}`)}</Alert>;
    default:
      return domain.isRenewable ? (
        <Stack direction="row">
          <Button variant="outlined" component={Link} to={`/domain/${domain.domain}/renew`}>{t('domains.actions.renew')}</Button>
        </Stack>
      ) : null;
  }
}
