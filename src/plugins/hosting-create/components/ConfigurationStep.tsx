import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, FormLabel, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { api, ApiError, brand, confirmedPayment, formatHourly, formatMoney, publishError, usePaymentKey } from '@core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Region } from '../catalogue';
import { canContinueWith, createPaths, DOMAIN_INPUT_MAX_LENGTH, normalizeDomain, type CreatedHosting, type DomainCheck } from '../contract';
import type { ExtraChoice } from '../extras';
import { WORDPRESS_PLUGINS, type WordPressPlugin } from './wizardState';

interface Props {
  planId: number;
  region: Region;
  /** The plan's monthly price in the region with the monthly extras: what the hosting is billed from, by the hour. */
  monthly: number;
  extras: ExtraChoice;
  wordpress: boolean;
  plugins: Record<WordPressPlugin, boolean>;
  onPlugins: (plugins: Record<WordPressPlugin, boolean>) => void;
  onCreated: () => void;
}

/** The n8n ending: the VPS is being prepared and the customer hears by e-mail. */
export function N8nEnding() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h6" component="h2">{t('hosting-create.n8n.title')}</Typography>
      <Typography>{t('hosting-create.n8n.text')}</Typography>
      <MuiLink component={Link} to="/">{t('hosting-create.n8n.home')}</MuiLink>
    </Stack>
  );
}

/** Step 5: "Verificar" the domain, which then reads "Continuar" and creates the hosting. */
export function ConfigurationStep({ planId, region, monthly, extras, wordpress, plugins, onPlugins, onCreated }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [domain, setDomain] = useState('');
  const [check, setCheck] = useState<DomainCheck | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = check !== null && canContinueWith(check);
  const body = { domain, plan: planId, region, accelerator: extras.accelerator, dailyBackup: extras.dailyBackup, migration: extras.migration, elementor: wordpress && plugins.elementor };
  // "Continuar" under the price is the confirmation; one key per hosting asked for, so a double click creates one.
  const paymentKey = usePaymentKey(body);

  const fail = (caught: unknown) => {
    if (caught instanceof ApiError && caught.status === 422) setError(caught.fieldErrors.domain ?? caught.message);
    else publishError(caught);
  };

  const verify = async () => {
    setBusy(true);
    setError('');
    try {
      setCheck(await api<DomainCheck>('POST', createPaths.check, { body: { domain } }));
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(false);
    }
  };

  const create = async () => {
    setBusy(true);
    try {
      const created = await api<CreatedHosting>('POST', createPaths.create, { body: confirmedPayment(body, paymentKey) });
      await queryClient.invalidateQueries({ queryKey: ['hostings'] });
      onCreated();
      navigate(`/hosting/${created.domain}${extras.migration ? '?migration=1' : ''}`);
    } catch (caught) {
      fail(caught);
      setBusy(false);
    }
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2">{t('hosting-create.configure.title')}</Typography>
      <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); void (ready ? create() : verify()); }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={t('hosting-create.configure.domain')}
            value={domain}
            onChange={(e) => { setDomain(normalizeDomain(e.target.value)); setCheck(null); setError(''); }}
            error={error !== ''}
            helperText={error || t('hosting-create.configure.hint')}
            slotProps={{ htmlInput: { maxLength: DOMAIN_INPUT_MAX_LENGTH } }}
            sx={{ minWidth: 320 }}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy || domain === ''}>
            {ready ? t('hosting-create.actions.continue') : t('hosting-create.configure.verify')}
          </Button>
        </Stack>
      </Box>
      {check && <Alert severity={ready ? 'success' : 'warning'} role="status">{check.message}</Alert>}
      {ready && <Typography>{t('hosting-create.configure.charge', { monthly: formatMoney(monthly), hourly: formatHourly(monthly) })}</Typography>}
      {wordpress && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel component="legend">{t('hosting-create.configure.plugins')}</FormLabel>
          <FormGroup>
            {WORDPRESS_PLUGINS.map((id) => (
              <FormControlLabel key={id} label={t(`hosting-create.configure.plugin.${id}`, { product: brand.productName })}
                control={<Checkbox checked={plugins[id]} onChange={(e) => onPlugins({ ...plugins, [id]: e.target.checked })} />} />
            ))}
          </FormGroup>
          <Button component={Link} to="/support/tickets?add=1">{t('hosting-create.configure.suggest')}</Button>
        </Box>
      )}
    </Stack>
  );
}
