import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack } from '@mui/material';
import { api, ApiError, applyFieldErrors, confirmedPayment, publishError, usePaymentKeyOf } from '@core';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formFieldName, toAutoRechargeBody, type AutoRechargeState } from '../autoSchemas';
import { paymentSchema, rechargePaths, type PaymentPayload } from '../schemas';
import { AddressFields } from './AddressFields';
import { CardFields } from './CardFields';
import { PayerFields } from './PayerFields';
import { TermsField } from './TermsField';
import { useFingerprint } from './useFingerprint';

const FIELDS = Object.keys(paymentSchema.shape);

/**
 * The activation form (part 1 §3 "Auto-recharge state", card only): the card, the holder and the
 * card's billing address, checked by the card payment's own schema.
 */
export function AutoRechargeForm({ onEnabled }: { onEnabled: (state: AutoRechargeState) => void }) {
  const { t } = useTranslation();
  const fingerprint = useFingerprint();
  // The amount, period and installments are the schema's, not the customer's: each charge is the month's consumption.
  const form = useForm<PaymentPayload>({
    resolver: zodResolver(paymentSchema),
    defaultValues: { payment: 'CRD', amount: 1, period: 1, installments: 1, terms: false, cpfCnpj: '', name: '', email: '', phone: '' },
  });
  const { handleSubmit, setError, formState } = form;
  // "Ativar" under the monthly consumption is the confirmation; one key per card as filled in, so a double click activates once.
  const paymentKeyOf = usePaymentKeyOf();

  const submit = handleSubmit(async (values) => {
    const { cardNumber, cardName, cardExpiration, cardCode, cpfCnpj: document, name, email, phone, terms, addressZip, addressStreet, addressNumber, addressComplement, addressNeighborhood, addressCity, addressState } = values;
    const body = toAutoRechargeBody({ cardNumber, cardName, cardExpiration, cardCode, cpfCnpj: document, name, email, phone, terms, fingerprint: fingerprint.data,
      addressZip, addressStreet, addressNumber, addressComplement, addressNeighborhood, addressCity, addressState });
    try {
      onEnabled(await api<AutoRechargeState>('POST', rechargePaths.auto, { body: confirmedPayment(body, paymentKeyOf(body)) }));
    } catch (error) {
      const renamed = renameFieldErrors(error);
      if (!applyFieldErrors(renamed, setError, FIELDS)) publishError(error);
    }
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('recharge.auto.formTitle')}>
        <Stack spacing={2}>
          <CardFields />
          <PayerFields />
          <AddressFields />
          <TermsField />
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={fingerprint.isError || fingerprint.isPending || formState.isSubmitting}>
              {fingerprint.isError ? t('recharge.form.unavailable') : t('recharge.auto.enable')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </FormProvider>
  );
}

/** The API names the address fields cardAddress…; the form knows them by the payment form's names. */
function renameFieldErrors(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const renamed = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, message]) => [formFieldName(field), message]));
  return new ApiError(error.status, error.message, renamed, error.call, error.data);
}
