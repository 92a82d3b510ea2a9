import { Button, Card, CardActions, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { APP_CATALOGUE, APP_CATEGORIES, type AvailableApp } from '../contract';

interface Props {
  available: AvailableApp[] | undefined;
  /** The versions could not be loaded: no placeholders waiting for them. */
  failed?: boolean;
}

/** The catalogue by category (part 2 §2); each app opens its install form through ?name=. */
export function Catalogue({ available, failed = false }: Props) {
  const { t } = useTranslation();
  const versionOf = (name: string) => available?.find((app) => app.name === name)?.version;
  return (
    <Stack spacing={3}>
      {APP_CATEGORIES.map((category) => {
        const apps = APP_CATALOGUE.filter((app) => app.category === category);
        const headingId = `apps-category-${category}`;
        return (
          <section key={category} aria-labelledby={headingId}>
            <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>{category}</Typography>
            <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
              {apps.map((app) => {
                const version = versionOf(app.name);
                return (
                  <Card key={app.name} variant="outlined" sx={{ width: { xs: '100%', sm: 220 } }}>
                    <CardContent>
                      <Typography variant="subtitle1" component="h3">{app.label}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {version ? t('apps.install.version', { version }) : available || failed ? null : <Skeleton width={80} />}
                      </Typography>
                    </CardContent>
                    <CardActions>
                      <Button size="small" variant="contained" component={RouterLink} to={`?name=${app.name}`} aria-label={t('apps.install.installAppLabel', { app: app.label })}>
                        {t('apps.install.installApp')}
                      </Button>
                    </CardActions>
                  </Card>
                );
              })}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
