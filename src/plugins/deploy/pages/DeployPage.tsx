import { ConfirmDialog, ListCard, RowDeleteButton, useDeleteFlow } from '@core';
import History from '@mui/icons-material/History';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { LogsDialog } from '../components/LogsDialog';
import { ProviderDialog } from '../components/ProviderDialog';
import { ProviderIcon } from '../components/ProviderIcon';
import { RepositoryDialog } from '../components/RepositoryDialog';
import { useDeployMutations, useIntegrations } from '../components/useDeploy';
import { AVAILABLE_PROVIDERS, INVALID_GRANT, PROVIDER_NAMES, type AvailableProvider, type DeployIntegration } from '../contract';

const asProvider = (value: string | null): AvailableProvider | null => (AVAILABLE_PROVIDERS as readonly string[]).includes(value ?? '') ? (value as AvailableProvider) : null;

/** "Deploy": the hosting's repository integrations and the add flow through the provider (part 2 §2, §4). */
export default function DeployPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { resource = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const integrations = useIntegrations(resource);
  const mutations = useDeployMutations(resource);
  const deletion = useDeleteFlow(mutations.remove, t('deploy.deleteError'));
  const [choosing, setChoosing] = useState(false);
  const [logsOf, setLogsOf] = useState<string | null>(null);
  // Query params the provider's return leaves (part 2 §2): ?provider= opens the repository dialog, ?error= says why not.
  const returnedProvider = asProvider(search.get('provider'));
  const authError = search.get('error');
  const clearQuery = () => setSearch({}, { replace: true });

  const connect = async (provider: AvailableProvider) => {
    const { redirect } = await mutations.connect.mutateAsync(provider);
    window.location.assign(redirect);
  };

  const columns = [t('deploy.columns.service'), t('deploy.columns.repository'), t('deploy.columns.branch'), t('deploy.columns.dir')].map((label) => ({ label, sx: { wordBreak: 'break-all' } as const }));
  const cells = (integration: DeployIntegration) => [
    <Stack key="service" direction="row" spacing={1} sx={{ alignItems: 'center' }}><ProviderIcon provider={integration.service} /><span>{PROVIDER_NAMES[integration.service]}</span></Stack>,
    integration.repository,
    integration.branch,
    integration.dir,
  ];
  const actions = (integration: DeployIntegration) => (
    <>
      <Button size="small" startIcon={<History />} onClick={() => setLogsOf(integration.dir)} aria-label={t('deploy.logsLabel', { dir: integration.dir })}>
        {t('deploy.logs.button')}
      </Button>
      <RowDeleteButton onClick={() => deletion.ask(integration.dir)} label={t('deploy.deleteLabel', { dir: integration.dir })} title={t('deploy.delete')}
        deleting={deletion.deletingKey === integration.dir} deletingLabel={t('deploy.deleting')} />
    </>
  );

  return (
    <>
      {authError !== null && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={clearQuery}>
          {t(authError === INVALID_GRANT ? 'deploy.authError.invalidGrant' : 'deploy.authError.other')}
        </Alert>
      )}
      <ListCard title={t('deploy.title')} addLabel={t('deploy.add')} onAdd={() => setChoosing(true)}
        notice={<Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('deploy.help')}</Typography>}
        columns={columns} loading={integrations.isPending} emptyText={t('deploy.empty')}
        rows={integrations.data?.map((integration) => ({ key: integration.dir, cells: cells(integration), actions: actions(integration) }))} />
      {choosing && <ProviderDialog onConnect={connect} onClose={() => setChoosing(false)} />}
      {returnedProvider && (
        <RepositoryDialog resource={resource} provider={returnedProvider} onClose={clearQuery}
          onSave={(body) => mutations.create.mutateAsync(body).then(() => notify(t('deploy.created'), { type: 'success' }))} />
      )}
      {logsOf && <LogsDialog resource={resource} dir={logsOf} onClose={() => setLogsOf(null)} />}
      {deletion.confirming && (
        <ConfirmDialog title={t('deploy.deleteTitle')} question={t('deploy.deleteQuestion', { dir: deletion.confirming })}
          onConfirm={deletion.confirm} onClose={deletion.cancel} />
      )}
    </>
  );
}
