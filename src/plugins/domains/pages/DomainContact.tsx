import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { ApiError, PageLoading, publishError } from '@core';
import { useNotify } from 'react-admin';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ContactFields, contactErrorsFirst, maskedContact, type WithContact } from '../components/ContactFields';
import { useContact, useSaveContact } from '../components/useRegister';
import { contactFormSchema, type Contact } from '../registerContract';

/** Contatos: the registrant contact sent to the registry, shown and edited (part 2 §2). */
export default function DomainContact() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const contact = useContact(resource);
  return (
    <Card component="section" aria-labelledby="domain-contact-title">
      <CardContent>
        <Typography id="domain-contact-title" variant="h6" component="h2" gutterBottom>{t('domains.contact.title')}</Typography>
        {contact.isPending && <PageLoading />}
        {contact.data && <ContactForm domain={resource} initial={contact.data} />}
      </CardContent>
    </Card>
  );
}

function ContactForm({ domain, initial }: { domain: string; initial: Contact }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveContact(domain);
  const form = useForm<WithContact>({ resolver: zodResolver(contactFormSchema) as never, defaultValues: { contact: maskedContact(initial) } });
  const { handleSubmit, setError, reset, formState: { errors, isSubmitting } } = form;
  const submit = handleSubmit(async ({ contact }) => {
    try {
      const saved = await save.mutateAsync(contact);
      reset({ contact: maskedContact(saved) });
      notify(t('domains.contact.saved'), { type: 'success' });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) return publishError(error);
      const rest = contactErrorsFirst(error.fieldErrors, (field, message) => setError(field, { type: 'server', message }));
      const first = Object.values(rest)[0];
      if (first) setError('root.server', { type: 'server', message: first });
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="domain-contact-title">
      <FormProvider {...form}>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">{t('domains.contact.intro')}</Typography>
          {errors.root?.server && <Alert severity="error">{errors.root.server.message}</Alert>}
          <ContactFields />
          <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
            {t(isSubmitting ? 'domains.page.nameservers.saving' : 'domains.page.nameservers.save')}
          </Button>
        </Stack>
      </FormProvider>
    </Box>
  );
}
