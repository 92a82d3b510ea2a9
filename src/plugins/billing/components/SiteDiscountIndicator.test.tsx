import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { markSession } from '../../../core/auth/tokenCookie';
import SiteDiscountIndicator from './SiteDiscountIndicator';

function renderFor(activeServices: number) {
  markSession('t', 60);
  stubApi({ 'GET /api/user': { body: { data: { id: 1, name: 'Ana', email: 'a@x.com', isAffiliate: false, isFirstAccess: false, activeServices } } } });
  return renderWithShell(<SiteDiscountIndicator />);
}

describe('SiteDiscountIndicator', () => {
  it('shows the progress towards 3 active sites and what is missing', async () => {
    renderFor(2);
    const button = await screen.findByRole('button', { name: 'Desconto por sites ativos: 2 de 3 sites ativos' });
    await userEvent.click(button);
    expect(await screen.findByText('Você tem 2 sites ativos. Falta 1 site ativo para ganhar o desconto.')).toBeInTheDocument();
    expect(screen.getByText(/Sites pausados não contam/)).toBeInTheDocument();
  });

  it('counts one active site, and none, in words that agree', async () => {
    renderFor(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Desconto por sites ativos: 1 de 3 sites ativos' }));
    expect(await screen.findByText('Você tem 1 site ativo. Faltam 2 sites ativos para ganhar o desconto.')).toBeInTheDocument();
  });

  it('says an owner without active sites has none yet', async () => {
    renderFor(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Desconto por sites ativos: 0 de 3 sites ativos' }));
    expect(await screen.findByText('Você ainda não tem sites ativos. Faltam 3 sites ativos para ganhar o desconto.')).toBeInTheDocument();
  });

  it('shows the discount as earned for an owner of 5 active sites', async () => {
    renderFor(5);
    await userEvent.click(await screen.findByRole('button', { name: 'Desconto por sites ativos: 10% de desconto' }));
    expect(await screen.findByText('Você tem 5 sites ativos: o desconto de 10% já está sendo aplicado à sua cobrança.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Demonstrativo de Custo' })).toHaveAttribute('href', '/payment/cost');
  });
});
