import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { useCurrentUser } from '@core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The five starting points of part 1 §2 "Home welcome page", in its order. */
const CARDS = [
  { key: 'migration', to: '/hosting/migration' },
  { key: 'wordpress', to: '/hosting/add?wordpress=1' },
  { key: 'hosting', to: '/hosting/add' },
  { key: 'domain', to: '/domain/add' },
  { key: 'email', to: '/hosting/add?email=1' },
] as const;

export default function WelcomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>{t('welcome.greeting', { name: user?.name.split(' ')[0] ?? '' })}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>{t('welcome.intro')}</Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {CARDS.map((card) => (
          <Grid key={card.key} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={card.to} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2">{t(`welcome.cards.${card.key}.title`)}</Typography>
                  <Typography color="text.secondary">{t(`welcome.cards.${card.key}.text`)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
