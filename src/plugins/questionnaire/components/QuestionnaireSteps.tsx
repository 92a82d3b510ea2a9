import Close from '@mui/icons-material/Close';
import { Alert, Box, Button, IconButton, Paper, Portal, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { alertFailure, api } from '@core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Questionnaire } from '../contract';
import { questionnairePaths, type AnswerValue } from '../model';
import { answerProblem, nextQuestion } from '../flow';
import { closeQuestionnaire } from './closedCookie';
import { draftValue, EMPTY_DRAFT, QuestionInput, type Draft } from './QuestionInput';

type Stage = 'invite' | 'questions' | 'thanks';

/** The bar itself: the invitation, one question at a time, the thanks; `onGone` once it is closed, declined or done. */
export default function QuestionnaireSteps({ questionnaire, onGone }: { questionnaire: Questionnaire; onGone: () => void }) {
  const { t } = useTranslation();
  const count = questionnaire.questions.length;
  const [stage, setStage] = useState<Stage>('invite');
  const [trail, setTrail] = useState<number[]>([0]);
  const [drafts, setDrafts] = useState<Draft[]>(() => Array.from({ length: count }, () => EMPTY_DRAFT));
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: { declined: boolean; answers: AnswerValue[] }) => api('POST', questionnairePaths.answer(questionnaire.id), { body }),
    meta: { handlesErrors: true },
  });

  const current = trail[trail.length - 1]!;
  const question = questionnaire.questions[current]!;
  const value = draftValue(question, drafts[current]!);
  const next = nextQuestion(questionnaire, current, value);

  const close = () => { closeQuestionnaire(); onGone(); };
  const submit = (declined: boolean) => {
    // Only the questions on the path walked carry answers; the ones skipped go as null.
    const answers: AnswerValue[] = questionnaire.questions.map((q, i) => (!declined && trail.includes(i) ? draftValue(q, drafts[i]!) : null));
    send.mutate({ declined, answers }, {
      onSuccess: () => {
        closeQuestionnaire();
        if (declined) onGone();
        else setStage('thanks');
      },
      onError: (error) => alertFailure(error, t('questionnaire.failed')),
    });
  };
  const forward = () => {
    const why = answerProblem(question, value);
    setProblem(why);
    if (why) return;
    if (next === null) submit(false);
    else setTrail([...trail, next]);
  };

  const titleId = `questionnaire-${questionnaire.id}-title`;
  const labelId = `questionnaire-${questionnaire.id}-question`;
  return (
    <Portal>
      {/* Just under the help buttons' layer, so under their actions, drawers and dialogs: what opens meanwhile covers the bar, never the reverse. */}
      <Paper elevation={8} role="dialog" aria-labelledby={titleId} data-testid="questionnaire"
        sx={{ position: 'fixed', zIndex: (theme) => theme.zIndex.speedDial - 1, left: { xs: 8, sm: 'auto' }, right: { xs: 8, sm: 24 }, bottom: { xs: 136, md: 72 }, width: { sm: 460 }, maxHeight: 'calc(100vh - 200px)', overflowY: 'auto', p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" fontWeight={700} sx={{ flexGrow: 1 }}>{questionnaire.title}</Typography>
          <IconButton size="small" aria-label={t('questionnaire.close')} onClick={close}><Close fontSize="small" /></IconButton>
        </Box>
        {stage === 'invite' && (
          <Stack spacing={2}>
            <Typography>{questionnaire.invitation_msg}</Typography>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => submit(true)} disabled={send.isPending}>{t('questionnaire.decline')}</Button>
              <Button variant="contained" onClick={() => setStage('questions')}>{t('questionnaire.accept')}</Button>
            </Stack>
          </Stack>
        )}
        {stage === 'questions' && (
          <Stack spacing={1.5}>
            <Typography variant="caption" color="text.secondary">{t('questionnaire.step', { number: trail.length })}</Typography>
            <Typography id={labelId} fontWeight={600}>
              {question.title}{question.optional ? ` ${t('questionnaire.optional')}` : ''}
            </Typography>
            <QuestionInput key={current} question={question} draft={drafts[current]!} labelId={labelId}
              onChange={(d) => { setProblem(null); setDrafts(drafts.map((old, i) => (i === current ? d : old))); }} />
            {problem && <Alert severity="warning" role="alert">{problem}</Alert>}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
              <Button onClick={() => { setProblem(null); setTrail(trail.slice(0, -1)); }} disabled={trail.length === 1}>{t('questionnaire.back')}</Button>
              <Button variant="contained" onClick={forward} disabled={send.isPending}>
                {next === null ? t('questionnaire.send') : t('questionnaire.next')}
              </Button>
            </Stack>
          </Stack>
        )}
        {stage === 'thanks' && (
          <Stack spacing={2}>
            <Alert severity="success" role="status">{questionnaire.thanks_msg}</Alert>
            <Button onClick={onGone} sx={{ alignSelf: 'flex-end' }}>{t('questionnaire.close')}</Button>
          </Stack>
        )}
      </Paper>
    </Portal>
  );
}
