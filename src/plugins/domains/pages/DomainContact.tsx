import { Card, CardContent, Typography } from '@mui/material';
import { PageLoading } from '@core';
import { useTranslation } from 'react-i18next';

/** Contatos: a placeholder that shows loading (part 2 §2). */
export default function DomainContact() {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="domain-contact-title">
      <CardContent>
        <Typography id="domain-contact-title" variant="h6" component="h2" gutterBottom>{t('domains.page.contact.title')}</Typography>
        <PageLoading label={t('domains.page.contact.loading')} />
      </CardContent>
    </Card>
  );
}
