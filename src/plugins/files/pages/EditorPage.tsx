import { ConfirmDialog, PageLoading, publishError, useLeaveWarning } from '@core';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import BackIcon from '@mui/icons-material/ArrowBack';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { MESSAGES, parentOf } from '../contract';
import { useFileActions, useShownFile } from '../components/useFiles';

/** Monaco and its workers load only here, in their own chunk. */
const CodeEditor = lazy(() => import('../components/editor/CodeEditor'));

/** The editor view (part 2 §2, §4): path header, Voltar and Salvar; the language comes from the server. */
export default function EditorPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const { resource = '' } = useParams();
  const [params] = useSearchParams();
  const path = params.get('path') ?? '';
  const shown = useShownFile(resource, path);
  const actions = useFileActions(resource);
  const [content, setContent] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (shown.data) {
      setContent(shown.data.content);
      setSaved(shown.data.content);
    }
  }, [shown.data]);

  const dirty = content !== null && content !== saved;
  useLeaveWarning(dirty, t('files.editor.leave'));
  const folderUrl = `/hosting/${encodeURIComponent(resource)}/files?path=${encodeURIComponent(parentOf(path))}`;
  const readOnly = shown.data?.readOnly ?? false;

  const save = async () => {
    if (content === null || readOnly || actions.save.isPending) return;
    try {
      await actions.save.mutateAsync({ path, content });
      setSaved(content);
      notify(MESSAGES.saved, { type: 'success' });
    } catch (error) {
      publishError(error);
    }
  };
  const back = () => (dirty ? setLeaving(true) : navigate(folderUrl));

  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>{path || t('files.editor.noPath')}{dirty ? ' •' : ''}</Typography>
            <Stack direction="row" spacing={1}>
              <Button startIcon={<BackIcon />} onClick={back}>{t('files.editor.back')}</Button>
              <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save()} disabled={readOnly || content === null || actions.save.isPending}>
                {t(actions.save.isPending ? 'files.editor.saving' : 'files.editor.save')}
              </Button>
            </Stack>
          </Stack>
          {readOnly && <Alert severity="info">{t('files.editor.readOnly')}</Alert>}
          {shown.isError && <Alert severity="error">{t('files.editor.loadError')}</Alert>}
          {shown.isPending && <PageLoading />}
          {content !== null && shown.data && (
            <Suspense fallback={<PageLoading />}>
              <CodeEditor value={content} language={shown.data.lang} readOnly={readOnly} label={t('files.editor.label', { path })} onChange={setContent} onSave={() => void save()} />
            </Suspense>
          )}
        </Stack>
      </CardContent>
      {leaving && (
        <ConfirmDialog title={t('files.editor.leaveTitle')} question={t('files.editor.leave')} confirmLabel={t('files.editor.leaveConfirm')} cancelLabel={t('files.editor.stay')}
          onClose={() => setLeaving(false)} onConfirm={() => navigate(folderUrl)} />
      )}
    </Card>
  );
}
