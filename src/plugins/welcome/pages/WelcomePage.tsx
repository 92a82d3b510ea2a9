import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { pagePath, useCurrentUser } from '@core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * The five starting points of part 1 §2 "Home welcome page", in its order: the page's route pattern and query.
 * A card shows only while some enabled plugin declares its page (register a domain returns once that page exists).
 */
const CARDS = [
  { key: 'migration', page: '/hosting/migration', query: '' },
  { key: 'wordpress', page: '/hosting/add', query: '?wordpress=1' },
  { key: 'hosting', page: '/hosting/add', query: '' },
  { key: 'domain', page: '/domain/add', query: '' },
  { key: 'email', page: '/hosting/add', query: '?email=1' },
] as const;

export default function WelcomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser().data;
  const cards = CARDS.flatMap((card) => {
    const path = pagePath(card.page);
    return path === null ? [] : [{ key: card.key, to: path + card.query }];
  });
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>{t('welcome.greeting', { name: user?.name.split(' ')[0] ?? '' })}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>{t('welcome.intro')}</Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {cards.map((card) => (
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
