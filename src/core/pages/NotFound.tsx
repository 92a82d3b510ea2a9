import { Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { brand } from '../runtime/registry';
import { composeTitle } from '../runtime/usePageTitle';
import { NOT_FOUND_PATH } from '../routing/corePaths';

export function NotFound() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = composeTitle(brand.productName, t('shell.notFound.title'), undefined);
  }, [t]);
  // Room above as padding: a top margin would pass through to the body and move it as this page replaces the shell.
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', py: 10, px: 2, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: 64, fontWeight: 700 }}>404</Typography>
      <Typography variant="h2" sx={{ fontSize: 24, my: 2 }}>{t('shell.notFound.title')}</Typography>
      <Typography sx={{ mb: 3 }}>{t('shell.notFound.text')}</Typography>
      <Button component={Link} to="/" variant="contained">{t('shell.notFound.back')}</Button>
    </Box>
  );
}

/** Unknown paths go to /404 (part 1 §2 "Redirects"). */
export function ToNotFound() {
  return <Navigate to={NOT_FOUND_PATH} replace />;
}
