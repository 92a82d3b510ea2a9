import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import type { CostItem, CostReport } from '../contract';
import CostPage from './CostPage';

const item = (domain: string, monthly: number, extra: Partial<CostItem> = {}): CostItem => ({ domain, monthly, monthlyNoAddons: monthly, accelerator: 0, balancer: 0, dailyBackup: 0, discount: 0, isPaused: false, ...extra });
const REPORT: CostReport = { items: [item('antigo.com.br', 8.97, { isPaused: true }), item('lojadaana.com.br', 59.9)], total: 68.87, activeSites: 1, discountPercent: 0 };

const column = (row: HTMLElement, name: string) => row.querySelector(`[data-column="${name}"]`) as HTMLElement;

describe('CostPage', () => {
  it('shows each domain per month and per hour, the paused one flagged, and the total', async () => {
    stubApi({ 'GET /api/billing/cost': { body: { data: { data: REPORT } } } });
    renderWithShell(<CostPage />);
    expect(screen.getByRole('heading', { name: 'Demonstrativo de Custo' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Demonstrativo de Custo' });
    const [, paused, active, total] = within(table).getAllByRole('row');
    expect(within(paused).getByText('Pausado')).toBeInTheDocument();
    expect(within(column(paused, 'monthly')).getByText('R$ 8,97')).toBeInTheDocument();
    expect(within(column(paused, 'monthly')).getByText('R$ 0,0125')).toBeInTheDocument();
    expect(within(active).queryByText('Pausado')).not.toBeInTheDocument();
    expect(within(column(active, 'monthly')).getByText('R$ 0,0832')).toBeInTheDocument();
    expect(within(total).getByText('Total')).toBeInTheDocument();
    expect(within(column(total, 'monthly')).getByText('R$ 68,87')).toBeInTheDocument();
    expect(within(column(total, 'monthly')).getByText('R$ 0,0957')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Desconto' })).not.toBeInTheDocument();
    expect(screen.getByTestId('site-discount-note')).toHaveTextContent('Com 3 ou mais sites ativos você ganha 10% de desconto no plano dos sites ativos. Sites pausados não contam. Sites ativos agora: 1.');
    expect(screen.getByText('Hospedagens pausadas são cobradas em 30% do valor do plano.')).toBeInTheDocument();
  });

  it('shows every extra, the discount and column totals that are the rows\' sums', async () => {
    const withExtras: CostReport = {
      items: [
        item('a.com.br', 68.91, { monthlyNoAddons: 53.91, discount: 5.99, accelerator: 15 }),
        item('b.com.br', 45.91, { monthlyNoAddons: 35.91, discount: 3.99, dailyBackup: 10 }),
        item('c.com.br', 35.91, { monthlyNoAddons: 35.91, discount: 3.99 }),
      ],
      total: 150.73,
      activeSites: 3,
      discountPercent: 10,
    };
    stubApi({ 'GET /api/billing/cost': { body: { data: { data: withExtras } } } });
    renderWithShell(<CostPage />);
    const table = await screen.findByRole('table', { name: 'Demonstrativo de Custo' });
    const [, a, b, , total] = within(table).getAllByRole('row');
    expect(within(column(a, 'plan')).getByText('R$ 59,90')).toBeInTheDocument();
    expect(within(column(a, 'accelerator')).getByText('R$ 15,00')).toBeInTheDocument();
    expect(within(column(a, 'accelerator')).getByText('R$ 0,0208')).toBeInTheDocument();
    expect(within(column(a, 'discount')).getByText('- R$ 5,99')).toBeInTheDocument();
    expect(within(column(b, 'dailyBackup')).getByText('R$ 10,00')).toBeInTheDocument();
    expect(within(column(b, 'dailyBackup')).getByText('R$ 0,0139')).toBeInTheDocument();
    expect(within(column(total, 'accelerator')).getByText('R$ 15,00')).toBeInTheDocument();
    expect(within(column(total, 'dailyBackup')).getByText('R$ 10,00')).toBeInTheDocument();
    expect(within(column(total, 'discount')).getByText('- R$ 13,97')).toBeInTheDocument();
    expect(within(column(total, 'plan')).getByText('R$ 139,70')).toBeInTheDocument();
    expect(within(column(total, 'monthly')).getByText('R$ 150,73')).toBeInTheDocument();
    expect(screen.getByTestId('site-discount-note')).toHaveTextContent('Você tem 3 sites ativos: desconto de 10% no plano dos sites ativos.');
  });

  it('says so when there is nothing to cost', async () => {
    stubApi({ 'GET /api/billing/cost': { body: { data: { data: { items: [], total: 0, activeSites: 0, discountPercent: 0 } } } } });
    renderWithShell(<CostPage />);
    expect(await screen.findByText('Nenhuma informação de custo')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
