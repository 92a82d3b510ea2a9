import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Switch } from '@mui/material';
import { api, applyFieldErrors, confirmedPayment, publishError, usePaymentKeyOf } from '@core';
import { useEffect } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CARD_DATA_FIELDS, paymentSchema, rechargePaths, type PaymentMethod, type PaymentPayload, type RechargeAnswer } from '../schemas';
import { CouponField } from './CouponField';
import { AddressFields } from './AddressFields';
import { CardFields } from './CardFields';
import { PayerFields } from './PayerFields';
import { TermsField } from './TermsField';
import { useFingerprint } from './useFingerprint';

/** What the caller fixes about the payment; the person fills the rest. */
export type PaymentOrder = Pick<PaymentPayload, 'amount' | 'period' | 'plan' | 'region' | 'n8n' | 'n8nTemplate'>;
/** What the form may keep between visits: everything but the card. */
export type SavedPayer = Omit<Partial<PaymentPayload>, (typeof CARD_DATA_FIELDS)[number] | keyof PaymentOrder | 'fingerprint' | 'installments'>;

const FIELDS = Object.keys(paymentSchema.shape);
const METHOD_LABELS = { PIX: 'recharge.form.pix', CRD: 'recharge.form.card', BOL: 'recharge.form.boleto' } as const;

function payerOf(values: Partial<PaymentPayload>): SavedPayer {
  const { amount: _a, period: _p, plan: _pl, region: _r, n8n: _n, n8nTemplate: _t, fingerprint: _f, installments: _i, cardNumber: _cn, cardName: _cna, cardExpiration: _ce, cardCode: _cc, ...payer } = values;
  return payer;
}

interface Props {
  /** PIX and card by default; the manual recharge and payment links add boleto. */
  methods?: readonly PaymentMethod[];
  /** The manual recharge's coupon field. */
  withCoupon?: boolean;
  /** Where the payment goes: the session's recharge, or a payment link's (no card pre-check there). */
  submitPath?: string;
  order: PaymentOrder;
  payer: SavedPayer;
  onPayerChange: (payer: SavedPayer) => void;
  onInvoice: (answer: RechargeAnswer & { method: PaymentPayload['payment'] }) => void;
}

/** The payment form of part 1 §3 and §5: PIX or card, payer, address for cards, terms. */
export function PaymentForm({ methods = ['PIX', 'CRD'], withCoupon = false, submitPath, order, payer, onPayerChange, onInvoice }: Props) {
  const { t } = useTranslation();
  const fingerprint = useFingerprint();
  const form = useForm<PaymentPayload>({
    resolver: zodResolver(paymentSchema),
    defaultValues: { payment: 'PIX', autoRecharge: false, terms: false, installments: 1, cpfCnpj: '', name: '', email: '', phone: '', ...payer, ...order },
  });
  const { control, handleSubmit, setError, setValue, watch, formState } = form;
  const method = useWatch({ control, name: 'payment' });
  // The submit button under the amount is the confirmation; one key per payment as filled in, so a
  // double click or a retry after a lost answer charges once, and a changed form is a new payment.
  const paymentKeyOf = usePaymentKeyOf();

  useEffect(() => {
    for (const [field, value] of Object.entries(order)) setValue(field as keyof PaymentOrder, value as never);
  }, [order, setValue]);

  useEffect(() => {
    const subscription = watch((values) => onPayerChange(payerOf(values as Partial<PaymentPayload>)));
    return () => subscription.unsubscribe();
  }, [watch, onPayerChange]);

  const submit = handleSubmit(async (values) => {
    const body = { ...values, fingerprint: fingerprint.data };
    try {
      if (values.payment === 'CRD' && !submitPath) await api('POST', rechargePaths.validateCard, { body });
      const answer = await api<RechargeAnswer>('POST', submitPath ?? rechargePaths.recharge, { body: confirmedPayment(body, paymentKeyOf(body)) });
      onInvoice({ ...answer, method: values.payment });
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) publishError(error);
    }
  });

  const unavailable = fingerprint.isError;
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('recharge.form.title')}>
        <Stack spacing={2}>
          <Controller
            control={control}
            name="payment"
            render={({ field }) => (
              <FormControl>
                <FormLabel id="payment-method">{t('recharge.form.method')}</FormLabel>
                <RadioGroup row aria-labelledby="payment-method" {...field}>
                  {methods.map((method) => (
                    <FormControlLabel key={method} value={method} control={<Radio />} label={t(METHOD_LABELS[method])} />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
          <PayerFields />
          {method === 'CRD' && <CardFields amount={order.amount} />}
          {method === 'CRD' && <AddressFields />}
          {method === 'BOL' && <Alert severity="info">{t('recharge.boleto.notice')}</Alert>}
          {withCoupon && <CouponField />}
          {!order.n8n && (
            <Controller
              control={control}
              name="autoRecharge"
              render={({ field }) => (
                <FormControlLabel control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('recharge.form.autoRecharge')} />
              )}
            />
          )}
          <TermsField />
          {formState.errors.root?.server && <Alert severity="error">{formState.errors.root.server.message}</Alert>}
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={unavailable || fingerprint.isPending || formState.isSubmitting}>
              {unavailable ? t('recharge.form.unavailable') : t('recharge.form.submit')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
}
