import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Plan } from '../catalogue';
import { recommendPlan, type PlanFinderAnswers } from './planFinder';

const QUESTIONS = {
  online: [0, 1],
  goal: [1, 2, 3, 4],
  traffic: [1, 2, 3, 4],
} as const satisfies Record<keyof PlanFinderAnswers, readonly number[]>;

/** "Encontre o plano ideal para seu projeto": three questions, then a recommended WordPress plan. */
export function PlanFinderDialog({ open, plans, onClose, onChoose }: { open: boolean; plans: Plan[]; onClose: () => void; onChoose: (planId: number) => void }) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<Partial<PlanFinderAnswers>>({});
  const complete = answers.online !== undefined && answers.goal !== undefined && answers.traffic !== undefined;
  const recommended = complete ? plans.find((p) => p.id === recommendPlan(answers as PlanFinderAnswers)) : undefined;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="plan-finder-title" fullWidth maxWidth="sm">
      <DialogTitle id="plan-finder-title">{t('hosting-create.finder.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {(Object.keys(QUESTIONS) as (keyof PlanFinderAnswers)[]).map((question) => (
            <FormControl key={question}>
              <FormLabel id={`finder-${question}`}>{t(`hosting-create.finder.${question}.label`)}</FormLabel>
              <RadioGroup aria-labelledby={`finder-${question}`} value={answers[question] ?? ''} onChange={(e) => setAnswers({ ...answers, [question]: Number(e.target.value) })}>
                {QUESTIONS[question].map((value) => (
                  <FormControlLabel key={value} value={value} control={<Radio />} label={t(`hosting-create.finder.${question}.${value}`)} />
                ))}
              </RadioGroup>
            </FormControl>
          ))}
          <Alert severity={recommended ? 'success' : 'info'} role="status">
            {recommended ? (
              <Typography>{t('hosting-create.finder.recommendation', { plan: recommended.name })}</Typography>
            ) : (
              t('hosting-create.finder.waiting')
            )}
          </Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('hosting-create.actions.close')}</Button>
        <Button variant="contained" disabled={!recommended} onClick={() => recommended && onChoose(recommended.id)}>{t('hosting-create.finder.choose')}</Button>
      </DialogActions>
    </Dialog>
  );
}
