import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import type { PlanState, TransferState } from '../contract';
import PlanPage from './PlanPage';
import TransferPage from './TransferPage';

const FAILED = 'Não foi possível carregar esta página agora. Verifique sua conexão e tente novamente.';
const serverError = { status: 500, body: { status: 'error', message: 'Erro interno' } };

const plan: PlanState = {
  planId: 1, plan: 'Básico', region: 'BR', monthlyPrice: 30, pending: null,
  plans: [
    { id: 1, name: 'Básico', ram: 1024, cpu: 1, disk: 20, monthly: 30, hourly: 0.05 },
    { id: 2, name: 'Turbo', ram: 4096, cpu: 2, disk: 80, monthly: 90, hourly: 0.13 },
  ],
};

describe('hosting-life pages whose state failed to load', () => {
  it('"Alterar plano" says so and offers "Tentar novamente", which brings the plans', async () => {
    const answers: Parameters<typeof stubApi>[0] = { 'GET /api/hosting/exemplo.com.br/plan': serverError };
    stubApi(answers);
    renderWithShell(<PlanPage />, { path: '/hosting/exemplo.com.br/plan', route: '/hosting/:resource/plan' });
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    answers['GET /api/hosting/exemplo.com.br/plan'] = { body: { data: plan } };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('radiogroup', { name: 'Escolha o novo plano' })).toBeInTheDocument();
    expect(screen.getByText(/Turbo/)).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });

  it('"Transferir" does not offer the form as if no transfer were pending, and retries', async () => {
    const answers: Parameters<typeof stubApi>[0] = { 'GET /api/hosting/exemplo.com.br/transfer': serverError };
    stubApi(answers);
    renderWithShell(<TransferPage />, { path: '/hosting/exemplo.com.br/transfer', route: '/hosting/:resource/transfer' });
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const pending: TransferState = { email: 'novo@exemplo.com.br' };
    answers['GET /api/hosting/exemplo.com.br/transfer'] = { body: { data: pending } };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(/novo@exemplo\.com\.br/)).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });
});
