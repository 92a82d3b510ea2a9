import { Grid, TextField } from '@mui/material';
import { applyMask, MaskedField } from '@core/forms';
import { useFormContext, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Contact, ContactBody } from '../registerContract';

/** Any form that holds the registrant contact under `contact`. */
export type WithContact = { contact: ContactBody };

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'cpfCnpj', 'addressZip', 'addressStreet', 'addressNumber', 'addressComplement', 'addressNeighborhood', 'addressCity', 'addressState'] as const;

/** The registrant: name, e-mail, phone and CPF/CNPJ with their masks, and the address (part 2 §3, §5). */
export function ContactFields() {
  const { t } = useTranslation();
  const { register, control, formState } = useFormContext<WithContact>();
  const errors: FieldErrors<ContactBody> = formState.errors.contact ?? {};
  const text = (name: 'name' | 'email' | 'addressStreet' | 'addressNumber' | 'addressComplement' | 'addressNeighborhood' | 'addressCity' | 'addressState', size: object, extra: object = {}) => (
    <Grid size={size}>
      <TextField fullWidth label={t(`domains.contact.${name}`)} {...register(`contact.${name}`)} error={!!errors[name]} helperText={errors[name]?.message}
        slotProps={{ inputLabel: { shrink: true } }} {...extra} />
    </Grid>
  );
  return (
    <Grid container spacing={2}>
      {text('name', { xs: 12, md: 6 }, { autoComplete: 'name', required: true })}
      {text('email', { xs: 12, md: 6 }, { autoComplete: 'email', type: 'email', required: true })}
      <Grid size={{ xs: 12, md: 6 }}>
        <MaskedField fullWidth control={control} name="contact.phone" mask="phone" label={t('domains.contact.phone')} autoComplete="tel" required />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <MaskedField fullWidth control={control} name="contact.cpfCnpj" mask="cpfCnpj" label={t('domains.contact.cpfCnpj')} required />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <MaskedField fullWidth control={control} name="contact.addressZip" mask="zip" label={t('domains.contact.addressZip')} autoComplete="postal-code" required />
      </Grid>
      {text('addressStreet', { xs: 12, md: 8 }, { required: true })}
      {text('addressNumber', { xs: 12, md: 4 }, { required: true })}
      {text('addressComplement', { xs: 12, md: 8 })}
      {text('addressNeighborhood', { xs: 12, md: 5 }, { required: true })}
      {text('addressCity', { xs: 8, md: 5 }, { required: true })}
      {text('addressState', { xs: 4, md: 2 }, { required: true, slotProps: { inputLabel: { shrink: true }, htmlInput: { maxLength: 2 } } })}
    </Grid>
  );
}

/** Puts the API's flat contact errors (cpfCnpj) under the nested fields (contact.cpfCnpj); returns what is left. */
export function contactErrorsFirst(errors: Record<string, string>, set: (field: `contact.${(typeof CONTACT_FIELDS)[number]}`, message: string) => void): Record<string, string> {
  const rest: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if ((CONTACT_FIELDS as readonly string[]).includes(field)) set(`contact.${field as (typeof CONTACT_FIELDS)[number]}`, message);
    else rest[field] = message;
  }
  return rest;
}

/** A saved contact (digits only) as the masked fields show it, so the form's values and the masks agree from the start. */
export function maskedContact(contact: Contact | ContactBody): ContactBody {
  const masked = (value: string | undefined, mask: 'phone' | 'cpfCnpj' | 'zip') => (value ? applyMask(value, mask) : '');
  return { ...contact, phone: masked(contact.phone, 'phone'), cpfCnpj: masked(contact.cpfCnpj, 'cpfCnpj'), addressZip: masked(contact.addressZip, 'zip') };
}
