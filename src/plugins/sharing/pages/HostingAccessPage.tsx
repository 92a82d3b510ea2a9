import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, CardContent, Checkbox, FormControlLabel, FormGroup, FormHelperText, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { api, applyFieldErrors, LoadingOrFailed, PERMISSION_FLAGS, StackedCell, usePhone, type Permissions } from '@core';
import { maxLengthsOf } from '@core/contracts';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { shareSchema, type Guest, type ShareBody, type SharedHosting } from '../contract';

const EMAIL_MAX_LENGTH = maxLengthsOf(shareSchema).email;

function ShareForm({ domain, onShared }: { domain: string; onShared: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, reset, formState } = useForm<ShareBody>({
    resolver: zodResolver(shareSchema),
    defaultValues: { email: '', hasWebsite: false, hasDomain: false, hasEmail: false },
  });
  const errors = formState.errors as typeof formState.errors & { permissions?: { message?: string } };
  const onSubmit = handleSubmit(async (values) => {
    try {
      await api('POST', `/user/access/${domain}`, { body: values });
      reset();
      await onShared();
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['email', 'permissions'])) throw error;
    }
  });
  return (
    <Card component="section" aria-labelledby="share-title">
      <CardContent component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          <Typography id="share-title" variant="h6" component="h2">{t('sharing.hosting.add')}</Typography>
          {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
          <TextField label={t('sharing.hosting.email')} type="email" {...register('email')} error={!!errors.email} helperText={errors.email?.message}
            slotProps={{ htmlInput: { maxLength: EMAIL_MAX_LENGTH } }} />
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <Typography component="legend" variant="subtitle2">{t('sharing.columns.permissions')}</Typography>
            <FormGroup row>
              {PERMISSION_FLAGS.map((flag) => (
                <FormControlLabel key={flag} control={<Checkbox {...register(flag)} />} label={t(`sharing.permissions.${flag}`)} />
              ))}
            </FormGroup>
            {errors.permissions?.message && <FormHelperText error>{errors.permissions.message}</FormHelperText>}
          </fieldset>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>{t('sharing.hosting.share')}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function GuestRow({ domain, guest, onChange }: { domain: string; guest: Guest; onChange: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const toggle = async (flag: keyof Permissions, value: boolean) => {
    const permissions = { hasWebsite: guest.hasWebsite, hasDomain: guest.hasDomain, hasEmail: guest.hasEmail, [flag]: value };
    await api('PUT', `/user/access/${domain}/${guest.id}`, { body: permissions });
    await onChange();
  };
  const remove = async () => {
    await api('DELETE', `/user/access/${domain}/${guest.id}`);
    await onChange();
  };
  const phone = usePhone();
  const who = <>{guest.name}<br /><Typography variant="body2" color="text.secondary" component="span">{guest.email}</Typography></>;
  const checkbox = (flag: keyof Permissions) => (
    <Checkbox checked={guest[flag]} onChange={(e) => void toggle(flag, e.target.checked)}
      slotProps={{ input: { 'aria-label': t('sharing.hosting.toggle', { permission: t(`sharing.permissions.${flag}`), email: guest.email }) } }} />
  );
  const removeButton = <Button color="error" onClick={() => void remove()}>{t('sharing.hosting.remove')}</Button>;
  if (phone) {
    return (
      <TableRow>
        <TableCell>
          <StackedCell primary={who} actions={removeButton}
            details={[{
              label: t('sharing.columns.permissions'),
              value: <FormGroup row>{PERMISSION_FLAGS.map((flag) => <FormControlLabel key={flag} control={checkbox(flag)} label={t(`sharing.permissions.${flag}`)} />)}</FormGroup>,
            }]} />
        </TableCell>
      </TableRow>
    );
  }
  return (
    <TableRow>
      <TableCell>{who}</TableCell>
      {PERMISSION_FLAGS.map((flag) => (
        <TableCell key={flag} padding="checkbox" align="center">{checkbox(flag)}</TableCell>
      ))}
      <TableCell align="right">{removeButton}</TableCell>
    </TableRow>
  );
}

/** /user/access/{resource}: the owner adds guests by e-mail and sets what each may manage. */
export default function HostingAccessPage() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const phone = usePhone();
  const access = useQuery({ queryKey: ['user', 'access', resource], queryFn: ({ signal }) => api<SharedHosting>('GET', `/user/access/${resource}`, { signal }) });
  if (!access.data) return <LoadingOrFailed query={access} />;
  const { domain, guests } = access.data;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">{t('sharing.hosting.heading', { domain })}</Typography>
      <MuiLink component={Link} to="/user/access" sx={{ alignSelf: 'flex-start' }}>{t('sharing.hosting.back')}</MuiLink>
      <ShareForm domain={domain} onShared={() => access.refetch()} />
      <Card component="section" aria-labelledby="guests-title">
        <CardContent>
          <Typography id="guests-title" variant="h6" component="h2" gutterBottom>{t('sharing.hosting.guests')}</Typography>
          {guests.length === 0 ? <Typography>{t('sharing.overview.noGuests')}</Typography> : (
            <Table aria-labelledby="guests-title" size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('sharing.columns.guest')}</TableCell>
                  {!phone && PERMISSION_FLAGS.map((flag) => <TableCell key={flag} align="center" sx={{ whiteSpace: 'nowrap' }}>{t(`sharing.permissions.${flag}`)}</TableCell>)}
                  {!phone && <TableCell align="right">{t('sharing.columns.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {guests.map((g) => <GuestRow key={g.id} domain={domain} guest={g} onChange={() => access.refetch()} />)}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
