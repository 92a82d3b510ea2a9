import { ConfirmDialog, ListCard, useDeleteFlow } from '@core';
import { Chip } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { breaking, useDeleteButton } from '../components/listParts';
import { RedirectDialog } from '../components/RedirectDialog';
import { useRedirectMutations, useRedirects, useRedirectSources } from '../components/useSiteDomains';

/** "Redirecionamentos": a hosting name sent on to another address (part 2 §2). */
export default function RedirectsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { resource = '' } = useParams();
  const redirects = useRedirects(resource);
  const sources = useRedirectSources(resource);
  const mutations = useRedirectMutations(resource);
  const deletion = useDeleteFlow(mutations.remove, t('site-domains.redirects.deleteError'));
  const [adding, setAdding] = useState(false);
  const deleteButton = useDeleteButton(deletion);

  return (
    <>
      <ListCard title={t('site-domains.redirects.title')} addLabel={t('site-domains.redirects.add')} onAdd={() => setAdding(true)} addDisabled={!sources.isSuccess}
        columns={[breaking(t('site-domains.redirects.type')), breaking(t('site-domains.redirects.source')), breaking(t('site-domains.redirects.target'))]}
        emptyText={t('site-domains.redirects.empty')}
        loading={redirects.isPending}
        error={sources.isError ? t('site-domains.redirects.listError') : null}
        rows={redirects.data?.map((redirect) => ({
          key: redirect.source,
          cells: [<Chip key="type" size="small" label={redirect.type} title={t(`site-domains.redirects.type${redirect.type}`)} />, redirect.source, redirect.target],
          actions: deleteButton(redirect.source, redirect.source),
        }))} />
      {adding && sources.data && (
        <RedirectDialog sources={sources.data} onClose={() => setAdding(false)}
          onSave={(body) => mutations.add.mutateAsync(body).then(() => notify(t('site-domains.redirects.added'), { type: 'success' }))} />
      )}
      {deletion.confirming && (
        <ConfirmDialog title={t('site-domains.redirects.deleteTitle')} question={t('site-domains.redirects.deleteQuestion', { source: deletion.confirming })}
          onConfirm={deletion.confirm} onClose={deletion.cancel} />
      )}
    </>
  );
}
