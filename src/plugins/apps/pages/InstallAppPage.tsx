import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, CardHeader, LinearProgress, Stack, Typography } from '@mui/material';
import { LoadFailed, showAlert, useLeaveWarning } from '@core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Catalogue } from '../components/Catalogue';
import { InstallForm } from '../components/InstallForm';
import { InstallResultView } from '../components/InstallResultView';
import { useAppMutations, useAvailableApps, usePlanRam } from '../components/useApps';
import { useInstallProgress } from '../components/useInstallProgress';
import { APP_TEXTS, findApp, type AppDefinition, type InstallResult } from '../contract';

/** /app/install: the catalogue, or with ?name= the install form, its progress and its result (part 2 §2, §4). */
export default function InstallAppPage() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const name = search.get('name');
  const app = findApp(name);
  const available = useAvailableApps(resource);

  useEffect(() => {
    if (name === null || app) return;
    showAlert({ message: APP_TEXTS.unknownApp });
    navigate(`/hosting/${encodeURIComponent(resource)}/app/install`, { replace: true });
  }, [name, app, navigate, resource]);

  const versionsFailed = available.isError && !available.data;
  if (!app) {
    return (
      <Card>
        <CardHeader title={t('apps.install.catalogue')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
        <CardContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            {versionsFailed && <LoadFailed message={t('apps.install.versionsFailed')} onRetry={() => available.refetch()} />}
            <Catalogue available={available.data} failed={versionsFailed} />
          </Stack>
        </CardContent>
      </Card>
    );
  }
  return <InstallFlow key={app.name} resource={resource} app={app} version={available.data?.find((a) => a.name === app.name)?.version} />;
}

function InstallFlow({ resource, app, version }: { resource: string; app: AppDefinition; version: string | undefined }) {
  const { t } = useTranslation();
  const ramMb = usePlanRam(resource);
  const { install } = useAppMutations(resource);
  const failedText = t('apps.install.failed');
  const { state, progress, start } = useInstallProgress(resource, failedText);
  const [result, setResult] = useState<InstallResult | null>(null);
  const installing = state.phase === 'installing';
  useLeaveWarning(installing, t('apps.install.leaving'));
  useEffect(() => {
    if (state.phase === 'completed') setResult(state.result);
  }, [state]);

  if (result) {
    return <InstallResultView resource={resource} appLabel={app.label} result={result} onAlternativeEnabled={() => setResult({ ...result, urlAltEnabled: true })} />;
  }
  return (
    <Card>
      <CardHeader title={t('apps.install.formTitle', { app: app.label })} subheader={version ? t('apps.install.version', { version }) : undefined}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={<Button component={RouterLink} to={`/hosting/${encodeURIComponent(resource)}/app/install`} startIcon={<ArrowBack />} disabled={installing}>{t('apps.install.back')}</Button>} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          {state.phase === 'error' && <Alert severity="error" role="alert">{state.message}</Alert>}
          {installing && (
            <Box role="status">
              <Typography sx={{ mb: 1 }}>{t('apps.install.progress', { app: app.label })} {progress}%</Typography>
              <LinearProgress variant={progress > 0 ? 'determinate' : 'indeterminate'} value={progress} aria-label={t('apps.install.progressLabel')} />
            </Box>
          )}
          <InstallForm resource={resource} app={app} ramMb={ramMb} locked={installing}
            onInstall={async (body) => start((await install.mutateAsync(body)).key)} />
        </Stack>
      </CardContent>
    </Card>
  );
}
