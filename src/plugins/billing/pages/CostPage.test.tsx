import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import type { CostItem, CostReport } from '../contract';
import CostPage from './CostPage';

const item = (domain: string, monthly: number, isPaused = false): CostItem => ({ domain, monthly, monthlyNoAddons: monthly, accelerator: 0, balancer: 0, dailyBackup: 0, isPaused });
const REPORT: CostReport = { items: [item('antigo.com.br', 8.97, true), item('lojadaana.com.br', 59.9)], total: 68.87 };

describe('CostPage', () => {
  it('shows each domain per month and per hour, the paused one flagged, and the total', async () => {
    stubApi({ 'GET /api/billing/cost': { body: { data: { data: REPORT } } } });
    renderWithShell(<CostPage />);
    expect(screen.getByRole('heading', { name: 'Demonstrativo de Custo' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Demonstrativo de Custo' });
    const [, paused, active, total] = within(table).getAllByRole('row');
    expect(within(paused).getByText('Pausado')).toBeInTheDocument();
    expect(within(paused).getByText('R$ 8,97')).toBeInTheDocument();
    expect(within(paused).getByText('R$ 0,0125')).toBeInTheDocument();
    expect(within(active).queryByText('Pausado')).not.toBeInTheDocument();
    expect(within(active).getByText('R$ 0,0832')).toBeInTheDocument();
    expect(within(total).getByText('Total')).toBeInTheDocument();
    expect(within(total).getByText('R$ 68,87')).toBeInTheDocument();
    expect(within(total).getByText('R$ 0,0957')).toBeInTheDocument();
    expect(screen.getByText('Hospedagens pausadas são cobradas em 30% do valor do plano.')).toBeInTheDocument();
  });

  it('says so when there is nothing to cost', async () => {
    stubApi({ 'GET /api/billing/cost': { body: { data: { data: { items: [], total: 0 } } } } });
    renderWithShell(<CostPage />);
    expect(await screen.findByText('Nenhuma informação de custo')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
