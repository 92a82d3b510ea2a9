import { useQuery } from '@tanstack/react-query';
import { api, usePromptTurn } from '@core';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Questionnaire } from '../contract';
import { questionnairePaths, SHOW_AFTER_MS } from '../model';
import { questionnaireClosed } from './closedCookie';

// The steps and their form fields load only when a questionnaire is pending: most loads have none.
const loadSteps = () => import('./QuestionnaireSteps');
const QuestionnaireSteps = lazy(loadSteps);

const WAIT_FOR_MODAL_MS = 1000;
const QUESTIONNAIRE_PROMPT = 'questionnaire';
/** After the surveys when both are due at once. */
const QUESTIONNAIRE_RANK = 20;

function usePendingQuestionnaire() {
  const closed = questionnaireClosed();
  const pending = useQuery({
    queryKey: ['questionnaire', 'pending'],
    queryFn: ({ signal }) => api<{ questionnaireId: number | null }>('GET', questionnairePaths.pending, { signal }),
    enabled: !closed,
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
  const id = pending.data?.questionnaireId ?? null;
  return useQuery({
    queryKey: ['questionnaire', id],
    queryFn: ({ signal }) => api<Questionnaire>('GET', questionnairePaths.one(id!), { signal }),
    enabled: id !== null && !closed,
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
}

/**
 * The questionnaire bar (part 1 §2, §4): invitation about 2 s after load, then one question at a time. It waits
 * its turn behind the surveys (one prompt at a time) and for any dialog open then to close.
 */
export default function QuestionnaireBar() {
  const questionnaire = usePendingQuestionnaire().data;
  const [due, setDue] = useState(false);
  const [gone, setGone] = useState(false);
  const turn = usePromptTurn(QUESTIONNAIRE_PROMPT, QUESTIONNAIRE_RANK, due && questionnaire !== undefined && !gone);
  useEffect(() => {
    // About 2 s after load; while another modal (a survey) is open, the bar waits for it to close.
    let timer = 0;
    const check = () => {
      if (document.querySelector('.MuiDialog-root')) timer = window.setTimeout(check, WAIT_FOR_MODAL_MS);
      else setDue(true);
    };
    timer = window.setTimeout(check, SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (questionnaire) void loadSteps();
  }, [questionnaire]);
  if (!questionnaire || !turn) return null;
  return (
    <Suspense fallback={null}>
      <QuestionnaireSteps key={questionnaire.id} questionnaire={questionnaire} onGone={() => setGone(true)} />
    </Suspense>
  );
}
