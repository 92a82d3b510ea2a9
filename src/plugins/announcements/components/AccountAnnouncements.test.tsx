import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { storeToken } from '../../../core/auth/tokenCookie';
import AccountAnnouncements from './AccountAnnouncements';

const hosting = (domain: string, status: string, extra: Record<string, unknown> = {}) => ({ domain, status, isGuest: false, isTester: false, ...extra });
const credits = (estimate: number | null) => ({ total: 10, credit: 10, bonus: 0, estimate, estimateText: '', bonusExpired: false, hasServices: estimate !== null });

function renderWith(hostings: unknown[], estimate: number | null) {
  storeToken('t', 60);
  const calls = stubApi({ 'GET /api/hosting': { body: { data: hostings } }, 'GET /api/user/credits': { body: { data: credits(estimate) } } });
  const view = renderWithShell(<AccountAnnouncements />);
  return { calls, view };
}

describe('AccountAnnouncements', () => {
  it('warns of suspended services, the trial and credits ending, each with a recharge link', async () => {
    renderWith([hosting('a.com.br', 'suspended'), hosting('b.com.br', 'active', { isTester: true })], 3);
    expect(await screen.findByText('Você possui serviços suspensos por falta de créditos. Faça uma recarga para reativá-los.')).toBeInTheDocument();
    expect(screen.getByText(/Você está no período de teste/)).toBeInTheDocument();
    expect(screen.getByText('Seus créditos estão acabando! Eles devem durar só mais 3 dias.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Recarregar' })[0]).toHaveAttribute('href', '/payment/manual-recharge');
  });

  it('says nothing for a healthy account, nor for a suspended hosting shared by someone else', async () => {
    const { calls, view } = renderWith([hosting('a.com.br', 'active'), hosting('c.com.br', 'suspended', { isGuest: true })], 6);
    await waitFor(() => expect(calls).toEqual(expect.arrayContaining(['GET /api/hosting', 'GET /api/user/credits'])));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.container).toBeEmptyDOMElement();
  });
});
