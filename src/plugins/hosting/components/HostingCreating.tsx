import { Alert, Box, Typography } from '@mui/material';
import { PageLoading } from '@core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

const REDIRECT_AFTER_CREATION_MS = 3_000;

/**
 * The creating page: a spinner while the hosting is Pending (polled every 10 s), then the
 * announcement and, 3 s later, the new hosting (?created=1) or the migration page.
 */
export function HostingCreating({ domain, active, onDone }: { domain: string; active: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const migration = params.get('migration') === '1';
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => {
      onDoneRef.current();
      navigate(migration ? `/hosting/migration?domain=${encodeURIComponent(domain)}` : `/hosting/${domain}?created=1`, { replace: true });
    }, REDIRECT_AFTER_CREATION_MS);
    return () => clearTimeout(timer);
  }, [active, domain, migration, navigate]);

  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6 }}>
      {active ? (
        <Alert severity="success" sx={{ display: 'inline-flex' }}>{t('hosting.created')}</Alert>
      ) : (
        <>
          <PageLoading label={t('hosting.creating')} />
          <Typography>{t('hosting.creating')}</Typography>
        </>
      )}
    </Box>
  );
}
