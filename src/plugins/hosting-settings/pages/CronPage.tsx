import { ConfirmDialog, errorMessage, StackedCell, useDeleteFlow, usePhone } from '@core';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import PlayArrow from '@mui/icons-material/PlayArrow';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  IconButton,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
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
  const phone = usePhone();
  const { resource = '' } = useParams();
  const cron = useCron(resource);
  const mutations = useCronMutations(resource);
  const deletion = useDeleteFlow(mutations.remove, t('hosting-settings.cron.deleteError'));
  const [editing, setEditing] = useState<Editing>(null);
  const [runningJob, setRunningJob] = useState<CronJob | null>(null);
  const tasks = cron.data?.tasks;
  const startRun = (job: CronJob) => {
    setRunningJob(job);
    mutations.run.reset();
    mutations.run.mutate(job);
  };
  const runFailure = mutations.run.error ? errorMessage(mutations.run.error) : null;

  return (
    <Card>
      <CardHeader title={t('hosting-settings.cron.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={<Button size="small" variant="contained" startIcon={<Add />} onClick={() => setEditing({})}>{t('hosting-settings.cron.add')}</Button>} />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('hosting-settings.cron.help')}</Typography>
        {cron.isPending && <Skeleton variant="rectangular" height={120} />}
        {cron.isError && <Alert severity="error">{cron.error.message}</Alert>}
        {tasks?.length === 0 && <Typography color="text.secondary" sx={{ py: 2 }}>{t('hosting-settings.cron.empty')}</Typography>}
        {tasks && tasks.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label={t('hosting-settings.cron.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('hosting-settings.cron.when')}</TableCell>
                  {!phone && <TableCell>{t('hosting-settings.cron.command')}</TableCell>}
                  <TableCell align="right">{t('hosting-settings.common.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {tasks.map((job) => {
                  const short = commandPreview(job.command);
                  return (
                    <TableRow key={job.id} hover>
                      {phone ? (
                        <TableCell sx={{ wordBreak: 'break-all' }}>
                          <StackedCell primary={<When job={job} />} details={[{ label: t('hosting-settings.cron.command'), value: <code>{job.command}</code> }]} />
                        </TableCell>
                      ) : (
                        <>
                          <TableCell><When job={job} /></TableCell>
                          <TableCell sx={{ wordBreak: 'break-all' }}><code>{job.command}</code></TableCell>
                        </>
                      )}
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {cron.data?.canRun && (
                          <Tooltip title={t('hosting-settings.cron.runLabel', { command: short })}>
                            <IconButton size="small" onClick={() => startRun(job)} disabled={mutations.run.isPending} aria-label={t('hosting-settings.cron.runLabel', { command: short })}><PlayArrow fontSize="small" /></IconButton>
                          </Tooltip>
                        )}
                        <Tooltip title={t('hosting-settings.cron.editLabel', { command: short })}>
                          <IconButton size="small" onClick={() => setEditing({ job })} aria-label={t('hosting-settings.cron.editLabel', { command: short })}><Edit fontSize="small" /></IconButton>
                        </Tooltip>
                        {deletion.deletingKey?.id === job.id ? (
                          <CircularProgress size={24} aria-label={t('hosting-settings.common.deleting')} />
                        ) : (
                          <Tooltip title={t('hosting-settings.cron.deleteLabel', { command: short })}>
                            <IconButton size="small" onClick={() => deletion.ask(job)} aria-label={t('hosting-settings.cron.deleteLabel', { command: short })}><DeleteOutline fontSize="small" /></IconButton>
                          </Tooltip>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
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
    </Card>
  );
}
