import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithShell } from '../../../../tests/support/renderWithShell';
import { markSession } from '../../../core/auth/tokenCookie';
import SettingsPage from './SettingsPage';

const FLAGS = { showSurveyProfile: false, showSurveyProfileSimple: false, showPartnerSurvey: false, preferences: { hide_auto_recharge_alert: false } };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The flags read answers at once; the preference's save waits until `answer` is called with a status. */
function stubSave() {
  const saved: { body: unknown; answer: (status: number) => void }[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    if (key === 'GET /api/user/surveys') return json({ data: FLAGS });
    if (key !== 'POST /api/user/preferences') throw new Error(`unexpected call ${key}`);
    return new Promise<Response>((resolve) => saved.push({ body: JSON.parse(String(init?.body)), answer: (status) => resolve(status < 400 ? json({ data: {} }) : json({ message: 'Erro interno.' }, status)) }));
  }) as typeof fetch;
  return saved;
}

describe('SettingsPage', () => {
  it('turns the auto-recharge alert switch at the click, while its save is under way, and back when the save fails', async () => {
    markSession('t', 60);
    const saved = stubSave();
    renderWithShell(<SettingsPage />);
    const alertSwitch = screen.getByRole('switch', { name: 'Mostrar o alerta de recarga automática' });
    await waitFor(() => expect(alertSwitch).toBeEnabled());
    expect(alertSwitch).toBeChecked();

    fireEvent.click(alertSwitch);
    // At once, not a task later: a click on a switch that stays as it was reads as a click that missed.
    expect(alertSwitch).not.toBeChecked();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].body).toEqual({ preferences: { hide_auto_recharge_alert: true } });
    expect(alertSwitch).not.toBeChecked();

    saved[0].answer(500);
    await waitFor(() => expect(alertSwitch).toBeChecked());
  });
});
