import { Box, Button, Card, CardContent, Container, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { brand, formatMoney } from '@core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Referral bonus per referred customer (part 1 §9), the same rule for affiliate links. */
const BONUS_CAP = 20;

/** /become-affiliate (guest route, part 1 §2): what the affiliate programme gives and how to join. */
export default function BecomeAffiliatePage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <Box component="img" src={brand.logoUrl} alt={brand.productName} sx={{ height: 40, mb: 3 }} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h4" component="h1">{t('affiliate.become.title')}</Typography>
            <Typography>{t('affiliate.become.intro')}</Typography>
            <List dense disablePadding>
              {(['link', 'bonus', 'panel'] as const).map((item) => (
                <ListItem key={item} disableGutters>
                  <ListItemText primary={t(`affiliate.become.points.${item}`, { cap: formatMoney(BONUS_CAP) })} />
                </ListItem>
              ))}
            </List>
            <Typography>{t('affiliate.become.how')}</Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button component={Link} to="/auth/register" variant="contained">{t('affiliate.become.register')}</Button>
              <Button component={Link} to="/auth/login?redirect=%2Fsupport%2Ftickets%3Fadd%3D1">{t('affiliate.become.login')}</Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
