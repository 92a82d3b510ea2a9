import ContentCopy from '@mui/icons-material/ContentCopy';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Card, CardContent, CardHeader, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { InstallResult } from '../contract';
import { AlternativeUrlButton } from './AlternativeUrlButton';

interface Props {
  resource: string;
  appLabel: string;
  result: InstallResult;
  onAlternativeEnabled: () => void;
}

function CopyButton({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const name = t('apps.result.copy', { label });
  return (
    <Tooltip title={name}>
      <IconButton size="small" aria-label={name} onClick={() => void navigator.clipboard?.writeText(value).then(() => notify(t('apps.result.copied'), { type: 'info' }))}>
        <ContentCopy fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** One labelled value; the label names it for assistive technology and the tests. */
function Field({ label, value, copy = false, children }: { label: string; value: string; copy?: boolean; children?: ReactNode }) {
  return (
    <Box component="div" role="group" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, gap: { xs: 0, sm: 2 }, alignItems: 'center', py: 0.5 }}>
      <Typography component="div" variant="body2" color="text.secondary">{label}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ m: 0, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
        {children ?? <Typography component="span" sx={{ overflowWrap: 'anywhere', fontFamily: copy ? 'monospace' : undefined }}>{value}</Typography>}
        {copy && <CopyButton label={label} value={value} />}
      </Stack>
    </Box>
  );
}

const External = ({ href }: { href: string }) => (
  <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>{href}</Link>
);

/** The install success screen (part 2 §2): site, admin and database data, the panel access and the way back. */
export function InstallResultView({ resource, appLabel, result, onAlternativeEnabled }: Props) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader title={t('apps.result.title', { app: appLabel })} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={3}>
          <section aria-labelledby="app-result-site">
            <Typography id="app-result-site" variant="subtitle1" component="h3">{t('apps.result.site')}</Typography>
            <Box>
              <Field label={t('apps.result.url')} value={result.url}><External href={result.url} /></Field>
              <Field label={t('apps.result.urlAlt')} value={result.urlAlt}>
                <External href={result.urlAlt} />
                <AlternativeUrlButton resource={resource} enabled={result.urlAltEnabled} onEnabled={onAlternativeEnabled} />
              </Field>
            </Box>
          </section>
          <section aria-labelledby="app-result-admin">
            <Typography id="app-result-admin" variant="subtitle1" component="h3">{t('apps.result.admin')}</Typography>
            <Box>
              <Field label={t('apps.result.adminUrl')} value={result.adminUrl}><External href={result.adminUrl} /></Field>
              <Field label={t('apps.result.login')} value={result.adminUsername} copy />
              <Field label={t('apps.result.password')} value={result.adminPassword} copy />
              <Field label={t('apps.result.email')} value={result.adminEmail} />
            </Box>
          </section>
          <section aria-labelledby="app-result-database">
            <Typography id="app-result-database" variant="subtitle1" component="h3">{t('apps.result.database')}</Typography>
            <Box>
              <Field label={t('apps.result.dbName')} value={result.dbName} copy />
              <Field label={t('apps.result.dbUser')} value={result.dbUser} copy />
              <Field label={t('apps.result.dbPassword')} value={result.dbPassword} copy />
              <Field label={t('apps.result.dbHost')} value={result.dbHost} copy />
            </Box>
          </section>
          <Alert severity="info">{t('apps.result.note')}</Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="contained" href={result.signOnUrl} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNew fontSize="small" />}>{t('apps.result.panelAccess')}</Button>
            <Button component={RouterLink} to={`/hosting/${encodeURIComponent(resource)}/apps`}>{t('apps.result.backToList')}</Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
