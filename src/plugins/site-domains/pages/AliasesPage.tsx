import { ConfirmDialog, ListCard, useDeleteFlow } from '@core';
import { Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { AliasDialog } from '../components/AliasDialog';
import { breaking, useDeleteButton } from '../components/listParts';
import { OpenSiteLink } from '../components/OpenSiteLink';
import { useAliases, useAliasMutations } from '../components/useSiteDomains';

/** "Apontamentos": additional domains of the hosting (part 2 §2). */
export default function AliasesPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { resource = '' } = useParams();
  const aliases = useAliases(resource);
  const mutations = useAliasMutations(resource);
  const deletion = useDeleteFlow(mutations.remove, t('site-domains.aliases.deleteError'));
  const [adding, setAdding] = useState(false);
  const deleteButton = useDeleteButton(deletion);

  return (
    <>
      <ListCard title={t('site-domains.aliases.title')} addLabel={t('site-domains.aliases.add')} onAdd={() => setAdding(true)}
        notice={<Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('site-domains.aliases.help')}</Typography>}
        columns={[breaking(t('site-domains.aliases.domain'))]} emptyText={t('site-domains.aliases.empty')} loading={aliases.isPending}
        rows={aliases.data?.map((domain) => ({ key: domain, cells: [domain], actions: <><OpenSiteLink domain={domain} />{deleteButton(domain, domain)}</> }))} />
      {adding && (
        <AliasDialog onClose={() => setAdding(false)}
          onSave={(domain) => mutations.add.mutateAsync(domain).then(() => notify(t('site-domains.aliases.added'), { type: 'success' }))} />
      )}
      {deletion.confirming && (
        <ConfirmDialog title={t('site-domains.aliases.deleteTitle')} question={t('site-domains.aliases.deleteQuestion', { domain: deletion.confirming })}
          onConfirm={deletion.confirm} onClose={deletion.cancel} />
      )}
    </>
  );
}
