import { ConfirmDialog, ListCard, useDeleteFlow } from '@core';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { breaking, useDeleteButton } from '../components/listParts';
import { OpenSiteLink } from '../components/OpenSiteLink';
import { SubdomainDialog } from '../components/SubdomainDialog';
import { useSubdomainMutations, useSubdomains } from '../components/useSiteDomains';
import { canLink, type Subdomain } from '../contract';

/** "Subdomínios": labels under the hosting's domain, each served from a directory (part 2 §2). */
export default function SubdomainsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { resource = '' } = useParams();
  const subdomains = useSubdomains(resource);
  const mutations = useSubdomainMutations(resource);
  const deletion = useDeleteFlow(mutations.remove, t('site-domains.subdomains.deleteError'));
  const [editing, setEditing] = useState<Subdomain | 'new' | null>(null);
  const deleteButton = useDeleteButton(deletion);

  const rows = subdomains.data?.map((subdomain) => ({
    key: subdomain.domain,
    cells: [subdomain.fullDomain, subdomain.fullDir],
    actions: (
      <>
        {canLink(subdomain.fullDomain) && <OpenSiteLink domain={subdomain.fullDomain} />}
        <Button size="small" onClick={() => setEditing(subdomain)} aria-label={t('site-domains.subdomains.changeDirLabel', { domain: subdomain.fullDomain })}>
          {t('site-domains.subdomains.changeDir')}
        </Button>
        {deleteButton(subdomain.domain, subdomain.fullDomain)}
      </>
    ),
  }));

  return (
    <>
      <ListCard title={t('site-domains.subdomains.title')} addLabel={t('site-domains.subdomains.add')} onAdd={() => setEditing('new')}
        columns={[breaking(t('site-domains.subdomains.domain')), breaking(t('site-domains.subdomains.dir'))]} emptyText={t('site-domains.subdomains.empty')}
        loading={subdomains.isPending} rows={rows} />
      {editing && (
        <SubdomainDialog resource={resource} subdomain={editing === 'new' ? null : editing} onClose={() => setEditing(null)}
          onSave={(body) =>
            (editing === 'new' ? mutations.add : mutations.changeDir)
              .mutateAsync(body)
              .then(() => notify(t(editing === 'new' ? 'site-domains.subdomains.added' : 'site-domains.subdomains.updated'), { type: 'success' }))
          } />
      )}
      {deletion.confirming && (
        <ConfirmDialog title={t('site-domains.subdomains.deleteTitle')} question={t('site-domains.subdomains.deleteQuestion', { domain: `${deletion.confirming}.${resource}` })}
          onConfirm={deletion.confirm} onClose={deletion.cancel} />
      )}
    </>
  );
}
