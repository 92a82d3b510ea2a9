import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { ApiError, formatMoney, LoadingOrFailed, publishError, showAlert, useCurrentUser, usePaymentKey } from '@core';
import { PasswordField } from '@core/forms';
import { useEffect, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ContactFields, contactErrorsFirst, maskedContact } from '../components/ContactFields';
import { RechargeNotice } from '../components/RechargeNotice';
import { useDomainPrices, useRegisterDomain } from '../components/useRegister';
import { registerFormSchema as formSchema, REGISTER_TEXTS, type ContactBody, type DomainPrices, type OrderRef } from '../registerContract';

type FormValues = { period: string; epp: string; password: string; contact: ContactBody };

/** /domain/{resource}/register (and ?transfer=1&epp=): period, contact, password, then pay from credits or recharge. */
export default function DomainRegister() {
  const { resource = '' } = useParams();
  const domain = resource.toLowerCase();
  const [params] = useSearchParams();
  const transfer = params.get('transfer') === '1';
  const navigate = useNavigate();
  const prices = useDomainPrices(domain, transfer ? 'transfer' : 'register');

  useEffect(() => {
    if (!prices.error) return;
    if (prices.error instanceof ApiError && prices.error.status === 404) {
      showAlert({ message: REGISTER_TEXTS.notFound });
      navigate('/', { replace: true });
    } else publishError(prices.error);
  }, [prices.error, navigate]);

  if (!prices.data) return <LoadingOrFailed query={prices} />;
  return <RegisterForm domain={domain} transfer={transfer} epp={params.get('epp') ?? ''} prices={prices.data} />;
}

function RegisterForm({ domain, transfer, epp, prices }: { domain: string; transfer: boolean; epp: string; prices: DomainPrices }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const save = useRegisterDomain();
  const [askPassword, setAskPassword] = useState(false);
  const [unpaid, setUnpaid] = useState<OrderRef | null>(null);
  const periods = Object.keys(prices.prices);
  const schema = useMemo(() => formSchema(transfer), [transfer]);
  const form = useForm<FormValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: {
      period: periods[0] ?? '1',
      epp,
      password: '',
      contact: maskedContact({ name: user?.name ?? '', email: user?.email ?? '', phone: user?.phone ?? '', cpfCnpj: '', addressZip: '', addressStreet: '', addressNumber: '', addressComplement: '', addressNeighborhood: '', addressCity: '', addressState: '' }),
    },
  });
  const { register, handleSubmit, setError, setFocus, watch, formState: { errors, isSubmitting } } = form;
  const period = watch('period');
  // The order's own key: one per period chosen (what is charged), kept across a corrected retry.
  const paymentKey = usePaymentKey(period);
  const firstYear = prices.amounts['1'] ?? 0;

  const submit = handleSubmit(async (values) => {
    // The password step: an empty password reveals the field and stops (part 2 §5).
    if (values.password === '') {
      setAskPassword(true);
      setError('password', { type: 'required', message: REGISTER_TEXTS.passwordRequired });
      setTimeout(() => setFocus('password'), 0);
      return;
    }
    try {
      const body = { ...values.contact, domain, type: transfer ? 'transfer' : 'register', period: Number(values.period), epp: values.epp, password: values.password };
      const answer = await save.mutateAsync({ body, key: paymentKey });
      if (answer.needsRecharge) return setUnpaid(answer.order);
      notify(t(transfer ? 'domains.register.transferOrdered' : 'domains.register.ordered'), { type: 'success' });
      navigate(`/domain/${domain}`);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) return publishError(error);
      const rest = contactErrorsFirst(error.fieldErrors, (field, message) => setError(field, { type: 'server', message }));
      for (const [field, message] of Object.entries(rest)) {
        if (field === 'password') setAskPassword(true);
        if (['period', 'epp', 'password'].includes(field)) setError(field as 'period', { type: 'server', message });
        else setError('root.server', { type: 'server', message });
      }
    }
  });

  return (
    <Card component="section" aria-labelledby="domain-register-title">
      <CardContent>
        <Box component="form" noValidate onSubmit={submit}>
          <FormProvider {...form}>
            <Stack spacing={2}>
              <Typography id="domain-register-title" variant="h5" component="h1" sx={{ wordBreak: 'break-all' }}>
                {t(transfer ? 'domains.register.transferTitle' : 'domains.register.title', { domain })}
              </Typography>
              {unpaid && <RechargeNotice order={unpaid} />}
              {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
              <TextField select label={t('domains.register.period')} {...register('period')} value={period} error={!!errors.period} helperText={errors.period?.message}
                sx={{ maxWidth: 360 }} slotProps={{ select: { native: false } }}>
                {periods.map((years) => (
                  <MenuItem key={years} value={years}>{t('domains.register.periodOption', { count: Number(years), price: prices.prices[years] })}</MenuItem>
                ))}
              </TextField>
              {prices.renew > firstYear && !transfer && (
                <Typography variant="body2" color="text.secondary">{t('domains.add.renewal', { price: formatMoney(prices.renew) })}</Typography>
              )}
              {transfer && (
                <TextField label={t('domains.register.epp')} {...register('epp')} error={!!errors.epp} helperText={errors.epp?.message ?? t('domains.register.eppHint')}
                  required sx={{ maxWidth: 360 }} slotProps={{ htmlInput: { maxLength: 64, autoCapitalize: 'none', spellCheck: false } }} />
              )}
              <Typography variant="h6" component="h2">{t('domains.register.contact')}</Typography>
              <ContactFields />
              {askPassword && (
                <PasswordField label={t('domains.register.password')} autoComplete="current-password" {...register('password')}
                  error={!!errors.password} helperText={errors.password?.message ?? t('domains.register.passwordHint')} sx={{ maxWidth: 360 }} />
              )}
              <Typography>{t('domains.register.total', { price: prices.prices[period] ?? '' })}</Typography>
              <Button type="submit" variant="contained" disabled={isSubmitting || !!unpaid} sx={{ alignSelf: 'flex-start' }}>
                {t(isSubmitting ? 'domains.register.sending' : transfer ? 'domains.register.submitTransfer' : 'domains.register.submit')}
              </Button>
            </Stack>
          </FormProvider>
        </Box>
      </CardContent>
    </Card>
  );
}
