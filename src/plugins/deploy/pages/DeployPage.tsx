import { ConfirmDialog, StackedCell, useDeleteFlow, usePhone } from '@core';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import History from '@mui/icons-material/History';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  IconButton,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
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
  const phone = usePhone();
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

  const columns = [t('deploy.columns.service'), t('deploy.columns.repository'), t('deploy.columns.branch'), t('deploy.columns.dir')];
  const cells = (integration: DeployIntegration) => [
    <Stack key="service" direction="row" spacing={1} sx={{ alignItems: 'center' }}><ProviderIcon provider={integration.service} /><span>{PROVIDER_NAMES[integration.service]}</span></Stack>,
    integration.repository,
    integration.branch,
    integration.dir,
  ];
  const actions = (integration: DeployIntegration) => (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
      <Button size="small" startIcon={<History />} onClick={() => setLogsOf(integration.dir)} aria-label={t('deploy.logsLabel', { dir: integration.dir })}>
        {t('deploy.logs.button')}
      </Button>
      {deletion.deletingKey === integration.dir ? (
        <CircularProgress size={24} aria-label={t('deploy.deleting')} />
      ) : (
        <Tooltip title={t('deploy.delete')}>
          <IconButton size="small" onClick={() => deletion.ask(integration.dir)} aria-label={t('deploy.deleteLabel', { dir: integration.dir })}><DeleteOutline fontSize="small" /></IconButton>
        </Tooltip>
      )}
    </Stack>
  );

  return (
    <>
      {authError !== null && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={clearQuery}>
          {t(authError === INVALID_GRANT ? 'deploy.authError.invalidGrant' : 'deploy.authError.other')}
        </Alert>
      )}
      <Card>
        <CardHeader title={t('deploy.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }}
          action={<Button variant="contained" size="small" startIcon={<Add />} onClick={() => setChoosing(true)}>{t('deploy.add')}</Button>} />
        <CardContent sx={{ pt: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('deploy.help')}</Typography>
          {integrations.isPending && <Skeleton variant="rectangular" height={120} />}
          {integrations.data?.length === 0 && <Typography color="text.secondary" sx={{ py: 2 }}>{t('deploy.empty')}</Typography>}
          {integrations.data && integrations.data.length > 0 && (
            <Table size="small" aria-label={t('deploy.title')}>
              <TableHead>
                <TableRow>
                  {(phone ? columns.slice(0, 1) : columns).map((column) => <TableCell key={column}>{column}</TableCell>)}
                  {!phone && <TableCell align="right">{t('deploy.columns.actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {integrations.data.map((integration) => {
                  const row = cells(integration);
                  return phone ? (
                    <TableRow key={integration.dir} hover>
                      <TableCell>
                        <StackedCell primary={row[0]} details={row.slice(1).map((value, index) => ({ label: columns[index + 1], value }))} actions={actions(integration)} />
                      </TableCell>
                    </TableRow>
                  ) : (
                    <TableRow key={integration.dir} hover>
                      {row.map((cell, index) => <TableCell key={index} sx={{ wordBreak: 'break-all' }}>{cell}</TableCell>)}
                      <TableCell align="right">{actions(integration)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
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
