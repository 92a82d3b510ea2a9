import { Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

/** The renewal screen: an empty shell with its title (part 2 §2). */
export default function DomainRenew() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  return (
    <Card component="section" aria-labelledby="domain-renew-title">
      <CardContent>
        <Typography id="domain-renew-title" variant="h5" component="h1">{t('domains.page.renew.title')}</Typography>
        <Typography variant="body2" color="text.secondary">{resource}</Typography>
      </CardContent>
    </Card>
  );
}
