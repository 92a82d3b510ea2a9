import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordBodies, renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { AccessScope } from '../../../core/access/AccessScope';
import { markSession } from '../../../core/auth/tokenCookie';
import AcceleratorCard from './AcceleratorCard';

const USER = { id: 1, name: 'Ana', email: 'cliente@exemplo.com.br', isAffiliate: false };
const OFF = { enabled: false, plugin: false, available: true };

afterEach(() => vi.useRealTimers());

const OWNER = { domain: 'blogdaana.com.br', status: 'Active', isGuest: false } as const;

/** The card on the summary of a hosting the user owns (or, with `hosting`, is a guest of). */
function renderCard(answers: Parameters<typeof stubApi>[0], hosting: { domain: string; status: 'Active'; isGuest: boolean } = OWNER) {
  markSession('t', 60);
  stubApi({ 'GET /api/user': { body: { data: USER } }, ...answers });
  renderWithShell(<AccessScope hosting={hosting}><AcceleratorCard /></AccessScope>, { path: '/hosting/blogdaana.com.br', route: '/hosting/:resource' });
}

describe('AcceleratorCard', () => {
  it('says so when its status cannot be loaded', async () => {
    renderCard({ 'GET /api/hosting/blogdaana.com.br/addons': { status: 500, body: { message: 'Erro interno.' } } });
    expect(await screen.findByText('Erro ao carregar o status do acelerador')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('turning it on follows the job, and still running after 10 s says the activation may take minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    renderCard({
      'GET /api/hosting/blogdaana.com.br/addons': { body: { data: OFF } },
      'PATCH /api/hosting/blogdaana.com.br/addons/accelerator': { status: 202, body: { data: { ...OFF, job: 'j1' } } },
      'GET /api/job/j1': { body: { data: { status: 'executing' } } },
    });
    const sent = recordBodies('PATCH');
    const toggle = await screen.findByRole('switch', { name: 'Acelerador ligado' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await act(async () => fireEvent.click(toggle));
    // A paid add-on: its price is asked first, and the confirmation goes with an idempotency key.
    const dialog = await screen.findByRole('dialog', { name: 'Ativar o acelerador' });
    expect(dialog).toHaveTextContent('O acelerador custa R$ 15,00 por mês (R$ 0,0208 por hora), cobrados por hora dos seus créditos assim que estiver ativo.');
    expect(sent).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ativar' })));
    expect(await screen.findByText('Ativando o acelerador…')).toBeInTheDocument();
    expect(sent).toEqual([{ status: true, confirm: true, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.queryByText('A ativação pode demorar alguns minutos…')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.getByText('A ativação pode demorar alguns minutos…')).toBeInTheDocument();
  });

  it('under a plan without it, says from which plan it is available and keeps the switch off', async () => {
    renderCard({ 'GET /api/hosting/blogdaana.com.br/addons': { body: { data: { ...OFF, available: false } } } });
    expect(await screen.findByText('O acelerador está disponível a partir do plano Nuvem Pro.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Acelerador ligado' })).toBeDisabled();
  });

  it('shows a guest the state, with the switch left to the owner', async () => {
    renderCard({ 'GET /api/hosting/blogdaana.com.br/addons': { body: { data: { ...OFF, enabled: true, plugin: true } } } }, { ...OWNER, isGuest: true });
    expect(await screen.findByRole('switch', { name: 'Acelerador ligado' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Acelerador ligado' })).toBeDisabled();
    expect(screen.getByText('Só o dono da hospedagem pode ligar ou desligar o acelerador.')).toBeInTheDocument();
  });
});
