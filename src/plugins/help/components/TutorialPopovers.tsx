import { Button, Paper, Popper, Portal, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tutorialAction, useTutorial } from './stores';
import { TUTORIAL_STEPS } from './tutorialSteps';

const STEPS = TUTORIAL_STEPS.length;

/** The panel tour's popovers: one step at a time, next / back / skip; the state lives in the session. */
export default function TutorialPopovers() {
  const { t } = useTranslation();
  const state = useTutorial();
  const step = TUTORIAL_STEPS[state.step];
  const [anchor, setAnchor] = useState<Element | null>(null);
  useEffect(() => {
    const found = state.running && step?.anchor ? document.querySelector(step.anchor) : null;
    // A part hidden at this width (display: none) has no box to point at.
    setAnchor(found && found.getClientRects().length > 0 ? found : null);
  }, [state.running, step]);
  if (!state.running || !step) return null;

  const body = (
    <Paper elevation={8} role="dialog" aria-labelledby="tutorial-title" sx={{ p: 2, maxWidth: 340 }}>
      <Typography variant="caption" color="text.secondary">{t('help.tutorial.progress', { step: state.step + 1, total: STEPS })}</Typography>
      <Typography id="tutorial-title" variant="subtitle1" component="h2" fontWeight={700}>{t(`help.tutorial.steps.${step.key}.title`)}</Typography>
      <Typography sx={{ my: 1 }}>{t(`help.tutorial.steps.${step.key}.text`)}</Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button size="small" onClick={() => tutorialAction('skip', STEPS)}>{t('help.tutorial.skip')}</Button>
        <Stack direction="row" spacing={1}>
          {state.step > 0 && <Button size="small" onClick={() => tutorialAction('back', STEPS)}>{t('help.tutorial.back')}</Button>}
          <Button size="small" variant="contained" autoFocus onClick={() => tutorialAction('next', STEPS)}>
            {state.step + 1 === STEPS ? t('help.tutorial.finish') : t('help.tutorial.next')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
  return anchor ? (
    <Popper open anchorEl={anchor} placement="bottom" sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }} modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}>
      {body}
    </Popper>
  ) : (
    <Portal>
      <div style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none', zIndex: 1400 }}>
        <div style={{ pointerEvents: 'auto', margin: 16 }}>{body}</div>
      </div>
    </Portal>
  );
}
