import { ConfirmDialog, errorMessage, ListCard, RowDeleteButton, useDeleteFlow } from '@core';
import Edit from '@mui/icons-material/Edit';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CronDialog } from '../components/CronDialog';
import { CronRunDialog } from '../components/CronRunDialog';
import { useCron, useCronMutations } from '../components/useSettings';
import { commandPreview, formOf, type CronJob } from '../contract';

type Editing = { job?: CronJob } | null;

function When({ job }: { job: CronJob }) {
  return (
    <>
      <span>{job.description}</span>
      <Box component="code" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8rem' }}>{job.expression}</Box>
    </>
  );
}

/** "Cron": the hosting's scheduled jobs, with add, edit and delete (part 2 §2). */
export default function CronPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { resource = '' } = useParams();
  const cron = useCron(resource);
  const mutations = useCronMutations(resource);
  const deletion = useDeleteFlow(mutations.remove, t('hosting-settings.cron.deleteError'));
  const [editing, setEditing] = useState<Editing>(null);
  const [runningJob, setRunningJob] = useState<CronJob | null>(null);
  const startRun = (job: CronJob) => {
    setRunningJob(job);
    mutations.run.reset();
    mutations.run.mutate(job);
  };
  const runFailure = mutations.run.error ? errorMessage(mutations.run.error) : null;

  const actions = (job: CronJob) => {
    const short = commandPreview(job.command);
    return (
      <>
        {cron.data?.canRun && (
          <Tooltip title={t('hosting-settings.cron.runLabel', { command: short })}>
            <IconButton size="small" onClick={() => startRun(job)} disabled={mutations.run.isPending} aria-label={t('hosting-settings.cron.runLabel', { command: short })}><PlayArrow fontSize="small" /></IconButton>
          </Tooltip>
        )}
        <Tooltip title={t('hosting-settings.cron.editLabel', { command: short })}>
          <IconButton size="small" onClick={() => setEditing({ job })} aria-label={t('hosting-settings.cron.editLabel', { command: short })}><Edit fontSize="small" /></IconButton>
        </Tooltip>
        <RowDeleteButton onClick={() => deletion.ask(job)} label={t('hosting-settings.cron.deleteLabel', { command: short })}
          deleting={deletion.deletingKey?.id === job.id} deletingLabel={t('hosting-settings.common.deleting')} />
      </>
    );
  };

  return (
    <>
      <ListCard title={t('hosting-settings.cron.title')} addLabel={t('hosting-settings.cron.add')} onAdd={() => setEditing({})} phoneActionsColumn
        notice={<Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('hosting-settings.cron.help')}</Typography>}
        columns={[t('hosting-settings.cron.when'), { label: t('hosting-settings.cron.command'), sx: { wordBreak: 'break-all' } }]}
        loading={cron.isPending} error={cron.isError ? cron.error.message : null} emptyText={t('hosting-settings.cron.empty')}
        rows={cron.data?.tasks.map((job) => ({ key: job.id, cells: [<When key="when" job={job} />, <code key="command">{job.command}</code>], actions: actions(job) }))} />
      {editing && (
        <CronDialog initial={editing.job ? formOf(editing.job) : undefined} onClose={() => setEditing(null)}
          onSave={(body) => mutations.save.mutateAsync({ id: editing.job?.id, body }).then(() => notify(t('hosting-settings.cron.saved'), { type: 'success' }))} />
      )}
      {runningJob && (
        <CronRunDialog job={runningJob} result={mutations.run.isPending ? undefined : mutations.run.data} failed={runFailure} onClose={() => setRunningJob(null)} />
      )}
      {deletion.confirming && (
        <ConfirmDialog title={t('hosting-settings.cron.deleteTitle')} question={t('hosting-settings.cron.deleteQuestion')} onConfirm={deletion.confirm} onClose={deletion.cancel}>
          <Box component="code" data-testid="cron-delete-command" sx={{ display: 'block', mt: 2, p: 1, bgcolor: 'action.hover', borderRadius: 1, wordBreak: 'break-all' }}>
            {deletion.confirming.expression} {commandPreview(deletion.confirming.command)}
          </Box>
        </ConfirmDialog>
      )}
    </>
  );
}
