import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { markSession } from '../../../core/auth/tokenCookie';
import AccountAnnouncements from './AccountAnnouncements';

const hosting = (domain: string, status: string, extra: Record<string, unknown> = {}) => ({ domain, status, isGuest: false, isTester: false, ...extra });
const credits = (estimate: number | null) => ({ total: 10, credit: 10, bonus: 0, estimate, estimateText: '', bonusExpired: false, hasServices: estimate !== null });

function renderWith(hostings: unknown[], estimate: number | null) {
  markSession('t', 60);
  const calls = stubApi({ 'GET /api/hosting': { body: { data: hostings } }, 'GET /api/user/credits': { body: { data: credits(estimate) } } });
  const view = renderWithShell(<AccountAnnouncements />);
  return { calls, view };
}

describe('AccountAnnouncements', () => {
  it('warns of suspended services with a recharge link', async () => {
    renderWith([hosting('a.com.br', 'suspended'), hosting('b.com.br', 'active')], 10);
    expect(await screen.findByText('Você possui serviços suspensos por falta de créditos. Faça uma recarga para reativá-los.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recarregar' })).toHaveAttribute('href', '/payment/manual-recharge');
  });

  it('warns that credits are ending, in words that agree with the days left', async () => {
    renderWith([hosting('a.com.br', 'active')], 3);
    expect(await screen.findByText('Seus créditos estão acabando! Eles devem durar só mais 3 dias.')).toBeInTheDocument();
  });

  it('says credits last less than a day, not "0 dia"', async () => {
    renderWith([hosting('a.com.br', 'active')], 0);
    expect(await screen.findByText('Seus créditos estão acabando! Eles devem durar menos de 1 dia.')).toBeInTheDocument();
  });

  it('shows a trial account the trial banner only, never the credits-ending warning beside it', async () => {
    const { calls } = renderWith([hosting('b.com.br', 'active', { isTester: true })], 0);
    expect(await screen.findByText(/Você está no período de teste/)).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(expect.arrayContaining(['GET /api/hosting', 'GET /api/user/credits'])));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Seus créditos estão acabando/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows suspended services alone: a suspension outranks the trial and the credits warning', async () => {
    const { calls } = renderWith([hosting('a.com.br', 'suspended'), hosting('b.com.br', 'active', { isTester: true })], 0);
    expect(await screen.findByText(/Você possui serviços suspensos/)).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(expect.arrayContaining(['GET /api/hosting', 'GET /api/user/credits'])));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('says nothing for a healthy account, nor for a suspended hosting shared by someone else', async () => {
    const { calls, view } = renderWith([hosting('a.com.br', 'active'), hosting('c.com.br', 'suspended', { isGuest: true })], 6);
    await waitFor(() => expect(calls).toEqual(expect.arrayContaining(['GET /api/hosting', 'GET /api/user/credits'])));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.container).toBeEmptyDOMElement();
  });
});
