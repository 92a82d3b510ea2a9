import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { ApiError, formatMoney, publishError } from '@core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useDomainSearch } from '../components/useRegister';
import { DOMAIN_LIKE, type DomainPrice, type DomainSearchResult } from '../registerContract';

const registerLink = (domain: string) => `/domain/${domain}/register`;
const transferLink = (domain: string) => `/domain/${domain}/register?transfer=1`;

function PriceText({ price, transfer }: { price: DomainPrice; transfer: boolean }) {
  const { t } = useTranslation();
  const first = transfer ? price.transfer : price.register;
  return (
    <>
      {t(transfer ? 'domains.add.transferPrice' : 'domains.add.firstYear', { price: formatMoney(first) })}
      {price.renew > first && <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>{t('domains.add.renewal', { price: formatMoney(price.renew) })}</Typography>}
    </>
  );
}

const STATUS_COLOR = { available: 'success', premium: 'warning', registered: 'default', reserved: 'error', unsupported: 'default' } as const;

function Result({ result }: { result: DomainSearchResult }) {
  const { t } = useTranslation();
  const status = result.isOwner ? t('domains.add.status.yours') : t(`domains.add.status.${result.status}`);
  return (
    <Card component="section" aria-labelledby="domain-result-title" variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id="domain-result-title" variant="h6" component="h2" sx={{ wordBreak: 'break-all' }}>{result.display}</Typography>
            <Chip size="small" label={status} color={result.isOwner ? 'default' : STATUS_COLOR[result.status]} />
          </Stack>
          {result.display !== result.domain && <Typography variant="body2" color="text.secondary">{result.domain}</Typography>}
          {result.message && <Alert severity={result.available || result.isOwner || result.transfer ? 'info' : 'warning'}>{result.message}</Alert>}
          {result.price && (result.register || result.transfer) && (
            <Typography data-testid="domain-result-price"><PriceText price={result.price} transfer={!result.register} /></Typography>
          )}
          <Stack direction="row" spacing={1}>
            {result.register && <Button variant="contained" component={Link} to={registerLink(result.domain)}>{t('domains.add.register')}</Button>}
            {result.transfer && <Button variant="contained" component={Link} to={transferLink(result.domain)}>{t('domains.add.transfer')}</Button>}
            {result.isOwner && <Button variant="outlined" component={Link} to={`/domain/${result.domain}`}>{t('domains.add.open')}</Button>}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /domain/add: the search, its result and suggestions on other TLDs (part 2 §2, §3, §5). */
export default function DomainAdd() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const prefill = (params.get('domain') ?? '').trim().toLowerCase();
  const [value, setValue] = useState(() => (DOMAIN_LIKE.test(prefill) ? prefill : ''));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const search = useDomainSearch();
  const started = useRef(false);

  const run = (text: string) => {
    setFieldError(null);
    if (text.trim() === '') return setFieldError(t('domains.add.empty'));
    search.mutate(text, {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 422) setFieldError(error.fieldErrors.search ?? error.message);
        else publishError(error);
      },
    });
  };
  useEffect(() => {
    if (started.current || value === '') return;
    started.current = true;
    run(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the prefilled ?domain
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(value);
  };
  const result = search.data;

  return (
    <Stack spacing={2}>
      <Card component="section" aria-labelledby="domain-add-title">
        <CardContent>
          <Typography id="domain-add-title" variant="h5" component="h1" gutterBottom>{t('domains.add.title')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('domains.add.intro')}</Typography>
          <Box component="form" noValidate onSubmit={submit} role="search" aria-label={t('domains.add.title')}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextField fullWidth label={t('domains.add.label')} placeholder={t('domains.add.placeholder')} value={value}
                onChange={(e) => setValue(e.target.value.toLowerCase())} error={!!fieldError} helperText={fieldError ?? t('domains.add.hint')}
                slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 253, 'data-testid': 'domain-search' } }} />
              <Button type="submit" variant="contained" size="large" disabled={search.isPending} sx={{ flexShrink: 0, minHeight: 56 }}>
                {t(search.isPending ? 'domains.add.searching' : 'domains.add.search')}
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
      {result && <Result result={result} />}
      {result && result.suggestions.length > 0 && (
        <Card component="section" aria-labelledby="domain-suggestions-title">
          <CardContent>
            <Typography id="domain-suggestions-title" variant="h6" component="h2">{t('domains.add.suggestions')}</Typography>
            <List aria-labelledby="domain-suggestions-title">
              {result.suggestions.map((s) => (
                <ListItem key={s.domain} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <ListItemText primary={s.domain} secondary={<PriceText price={s.price} transfer={!s.register} />} slotProps={{ secondary: { component: 'span' } }} />
                  <Button variant="outlined" size="small" component={Link} to={s.register ? registerLink(s.domain) : transferLink(s.domain)}
                    aria-label={t(s.register ? 'domains.add.registerNamed' : 'domains.add.transferNamed', { domain: s.domain })}>
                    {t(s.register ? 'domains.add.register' : 'domains.add.transfer')}
                  </Button>
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
