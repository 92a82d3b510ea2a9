import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { formatDate, formatMoney, LoadingOrFailed, usePaymentKey } from '@core';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { RechargeNotice } from '../components/RechargeNotice';
import { useDomain } from '../components/useDomains';
import { useRenewDomain } from '../components/useRegister';
import type { OrderRef } from '../registerContract';

const RENEW_PERIODS = [1, 2, 3, 4, 5];

/** /domain/{resource}/renew: years to add, charged from credits; without enough credits, the recharge (part 2 §2, §4). */
export default function DomainRenew() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const notify = useNotify();
  const navigate = useNavigate();
  const domain = useDomain(resource);
  const renew = useRenewDomain(resource);
  const [period, setPeriod] = useState(1);
  const [unpaid, setUnpaid] = useState<OrderRef | null>(null);
  // The "Renovar" click under the total is the confirmation; the key is this period's renewal.
  const paymentKey = usePaymentKey(period);
  const data = domain.data;
  if (!data) return <LoadingOrFailed query={domain} />;

  const submit = async () => {
    const answer = await renew.mutateAsync({ period, key: paymentKey });
    if (answer.needsRecharge) return setUnpaid(answer.order);
    notify(t('domains.renew.done'), { type: 'success' });
    navigate(`/domain/${data.domain}`);
  };

  return (
    <Card component="section" aria-labelledby="domain-renew-title">
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <Typography id="domain-renew-title" variant="h5" component="h1" sx={{ wordBreak: 'break-all' }}>{t('domains.renew.heading', { domain: data.domain })}</Typography>
          {!data.isRenewable ? (
            <Alert severity="info" action={<Button color="inherit" size="small" component={Link} to={`/domain/${data.domain}`}>{t('domains.renew.back')}</Button>}>
              {t('domains.renew.notRenewable')}
            </Alert>
          ) : (
            <>
              {data.expirationDate && <Typography>{t('domains.renew.expires', { date: formatDate(data.expirationDate) })}</Typography>}
              {unpaid && <RechargeNotice order={unpaid} />}
              <TextField select label={t('domains.renew.period')} value={period} onChange={(e) => setPeriod(Number(e.target.value))} sx={{ maxWidth: 360 }}>
                {RENEW_PERIODS.map((years) => (
                  <MenuItem key={years} value={years}>{t('domains.register.periodOption', { count: years, price: formatMoney(data.renewPrice * years) })}</MenuItem>
                ))}
              </TextField>
              <Typography>{t('domains.register.total', { price: formatMoney(data.renewPrice * period) })}</Typography>
              <Button variant="contained" onClick={() => void submit().catch(() => undefined)} disabled={renew.isPending || !!unpaid} sx={{ alignSelf: 'flex-start' }}>
                {t(renew.isPending ? 'domains.register.sending' : 'domains.renew.submit')}
              </Button>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
