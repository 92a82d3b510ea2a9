import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, CardContent, Grid, Stack, TextField, Typography } from '@mui/material';
import { api, applyFieldErrors, lookupPostalCode, USER_KEY } from '@core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { maxLengthsOf } from '@core/contracts';
import { MaskedField } from '@core/forms';
import { useTranslation } from 'react-i18next';
import { profileSchema, type Profile, type ProfileBody } from '../contract';

const MAX_LENGTH = maxLengthsOf(profileSchema);

const FIELDS = Object.keys(profileSchema.shape);

/** Name, e-mail, phone, CPF/CNPJ and address; an 8-digit zip fills the address and locks city and state. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [zipNotice, setZipNotice] = useState<string | null>(null);
  const [cityLocked, setCityLocked] = useState(false);
  const form = useForm<ProfileBody>({ resolver: zodResolver(profileSchema), defaultValues: profile });
  const { register, control, handleSubmit, setError, setValue, formState } = form;
  const errors = formState.errors;

  const lookUp = async (zip: string) => {
    const digits = zip.replace(/\D/g, '');
    setCityLocked(false);
    setZipNotice(null);
    if (digits.length !== 8) return;
    const result = await lookupPostalCode(digits).catch(() => ({ found: false as const, message: t('account.address.unavailable') }));
    if (!result.found) {
      setZipNotice(result.message);
      return;
    }
    const { street, complement, neighborhood, city, state } = result.address;
    setValue('addressStreet', street);
    setValue('addressComplement', complement);
    setValue('addressNeighborhood', neighborhood);
    setValue('addressCity', city);
    setValue('addressState', state);
    setCityLocked(true);
  };

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    try {
      await api('PUT', '/user/profile', { body: values });
      await queryClient.invalidateQueries({ queryKey: USER_KEY });
      setSaved(true);
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) throw error;
    }
  });

  return (
    <Card component="section" aria-labelledby="profile-data">
      <CardContent component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <Typography id="profile-data" variant="h6" component="h2">{t('account.profile.personal')}</Typography>
          {saved && <Alert severity="success">{t('account.profile.saved')}</Alert>}
          {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField fullWidth label={t('account.profile.name')} autoComplete="name" {...register('name')} error={!!errors.name} helperText={errors.name?.message}
                slotProps={{ htmlInput: { maxLength: MAX_LENGTH.name } }} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField fullWidth label={t('account.profile.email')} type="email" autoComplete="email" {...register('email')} error={!!errors.email} helperText={errors.email?.message}
                slotProps={{ htmlInput: { maxLength: MAX_LENGTH.email } }} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <MaskedField fullWidth control={control} name="phone" mask="phone" label={t('account.profile.phone')} autoComplete="tel" />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <MaskedField fullWidth control={control} name="cpf" mask="cpfCnpj" label={t('account.profile.cpf')} />
            </Grid>
          </Grid>
          <Typography variant="subtitle1" component="h3">{t('account.address.title')}</Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <MaskedField fullWidth control={control} name="addressZip" mask="zip" label={t('account.address.zip')} autoComplete="postal-code"
                onBlur={(e) => void lookUp(e.target.value)} helperText={zipNotice ?? undefined} />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <TextField fullWidth label={t('account.address.street')} {...register('addressStreet')} error={!!errors.addressStreet} helperText={errors.addressStreet?.message}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: MAX_LENGTH.addressStreet } }} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField fullWidth label={t('account.address.number')} {...register('addressNumber')} error={!!errors.addressNumber} helperText={errors.addressNumber?.message}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: MAX_LENGTH.addressNumber } }} />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <TextField fullWidth label={t('account.address.complement')} {...register('addressComplement')} error={!!errors.addressComplement} helperText={errors.addressComplement?.message}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: MAX_LENGTH.addressComplement } }} />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <TextField fullWidth label={t('account.address.neighborhood')} {...register('addressNeighborhood')} error={!!errors.addressNeighborhood} helperText={errors.addressNeighborhood?.message}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: MAX_LENGTH.addressNeighborhood } }} />
            </Grid>
            <Grid size={{ xs: 8, md: 5 }}>
              <TextField fullWidth label={t('account.address.city')} {...register('addressCity')} error={!!errors.addressCity} helperText={errors.addressCity?.message}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: cityLocked, maxLength: MAX_LENGTH.addressCity } }} />
            </Grid>
            <Grid size={{ xs: 4, md: 2 }}>
              <TextField fullWidth label={t('account.address.state')} {...register('addressState')} error={!!errors.addressState} helperText={errors.addressState?.message}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: cityLocked, maxLength: MAX_LENGTH.addressState } }} />
            </Grid>
          </Grid>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>{t('account.profile.save')}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
