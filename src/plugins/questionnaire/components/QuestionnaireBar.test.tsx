import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { markSession } from '../../../core/auth/tokenCookie';
import SurveyModals from '../../surveys/components/SurveyModals';
import { NPS_DEMO } from '../server/demoQuestionnaires';
import QuestionnaireBar from './QuestionnaireBar';

const FLAGS = { showSurveyProfile: true, showSurveyProfileSimple: false, showPartnerSurvey: true, preferences: { hide_auto_recharge_alert: false } };

afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

/** The shell's announcements: the surveys and the questionnaire bar, each drawn as the slot draws them. */
function renderPrompts() {
  markSession('t', 60);
  stubApi({
    'GET /api/user/surveys': { body: { data: FLAGS } },
    'POST /api/user/event': { body: { data: {} } },
    'GET /api/questionnaire': { body: { data: { questionnaireId: 1 } } },
    'GET /api/questionnaire/1': { body: { data: NPS_DEMO } },
  });
  renderWithShell(<><SurveyModals /><QuestionnaireBar /></>);
}

const bar = () => screen.queryByTestId('questionnaire');

describe('QuestionnaireBar with the surveys', () => {
  it('waits while the profile survey closes and the partner survey opens, and shows once the surveys are done: one prompt at a time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    renderPrompts();
    const profile = await screen.findByRole('dialog', { name: 'Conte-nos um pouco sobre você' });
    // The bar is due 2 s after load; a survey is open, so it looks again every second.
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    expect(bar()).toBeNull();

    // The profile survey closes; the partner survey's form is still on its way when the bar looks again.
    fireEvent.click(within(profile).getByRole('button', { name: 'Agora não' }));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const partner = await screen.findByRole('dialog', { name: 'Seja nosso parceiro' });
    expect(bar()).toBeNull();

    fireEvent.click(within(partner).getByRole('button', { name: 'Agora não' }));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByTestId('questionnaire')).toHaveTextContent('Você tem um minuto para nos contar como está sendo a sua experiência?');
    expect(screen.queryByRole('dialog', { name: 'Seja nosso parceiro' })).toBeNull();

    // Closed, the bar goes.
    fireEvent.click(within(bar()!).getByRole('button', { name: 'Fechar' }));
    expect(bar()).toBeNull();
  });
});
