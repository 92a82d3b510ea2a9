import { Box, Button, Typography } from '@mui/material';
import { Link } from '@core/signed-out';
import { useTranslation } from 'react-i18next';

/** The n8n VPS promotion beside the login form. */
export function PromoPanel() {
  const { t } = useTranslation();
  return (
    <Box component="aside" aria-labelledby="promo-title" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 2, p: 4 }}>
      <Typography id="promo-title" variant="h5" component="h2" gutterBottom>{t('auth.promo.title')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('auth.promo.text')}</Typography>
      <Button variant="contained" color="secondary" component={Link} to="/auth/register">{t('auth.promo.cta')}</Button>
    </Box>
  );
}
