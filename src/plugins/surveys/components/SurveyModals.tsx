import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiQuery, usePromptTurn } from '@core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { surveyPaths, type SurveyFlags } from '../model';
import { markShown, shownThisSession, type SurveyKind } from './sessionShown';

// Fetched only for a customer a survey is due to: the others never load the survey forms.
const PartnerSurveyDialog = lazy(() => import('./PartnerSurveyDialog').then((m) => ({ default: m.PartnerSurveyDialog })));
const ProfileSurveyDialog = lazy(() => import('./ProfileSurveyDialog').then((m) => ({ default: m.ProfileSurveyDialog })));

export const SURVEYS_KEY = ['surveys', 'flags'];
const SURVEYS_PROMPT = 'surveys';
/** Before the questionnaire when both are due at once. */
const SURVEYS_RANK = 10;

/** Records what the customer did with a survey; a failure here must not bother them. */
export function surveyEvent(action: string, label: SurveyKind) {
  void api('POST', surveyPaths.event, { body: { action, category: 'survey', label } }).catch(() => undefined);
}

function due(flags: SurveyFlags): SurveyKind | null {
  if ((flags.showSurveyProfile || flags.showSurveyProfileSimple) && !shownThisSession('profile')) return 'profile';
  if (flags.showPartnerSurvey && !shownThisSession('partner')) return 'partner';
  return null;
}

/**
 * The profile survey, then the partner survey, for the customers the API flags; one at a time, and none while
 * another prompt (the questionnaire) has the turn. From their flags' first reading until the last survey closes
 * the surveys hold the turn, so nothing opens in the moment between one survey and the next.
 */
export default function SurveyModals() {
  const client = useQueryClient();
  const flagsQuery = useQuery({
    queryKey: SURVEYS_KEY,
    ...apiQuery<SurveyFlags>(surveyPaths.flags),
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
  const flags = flagsQuery.data;
  const [open, setOpen] = useState<SurveyKind | null>(null);
  const turn = usePromptTurn(SURVEYS_PROMPT, SURVEYS_RANK, open !== null || flagsQuery.isPending || (flags !== undefined && due(flags) !== null));

  useEffect(() => {
    if (!flags || open || !turn) return;
    const kind = due(flags);
    if (!kind) return;
    markShown(kind);
    surveyEvent('show', kind);
    setOpen(kind);
  }, [flags, open, turn]);

  if (!flags || !open) return null;
  const close = (answered: boolean) => {
    if (!answered) surveyEvent('close', open);
    setOpen(null);
    void client.invalidateQueries({ queryKey: SURVEYS_KEY });
  };
  return (
    <Suspense fallback={null}>
      {open === 'profile' ? <ProfileSurveyDialog simplified={!flags.showSurveyProfile} onClose={close} /> : <PartnerSurveyDialog onClose={close} />}
    </Suspense>
  );
}
