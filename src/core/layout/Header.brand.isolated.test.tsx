import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../../tests/support/renderWithShell';
import { Header } from './Header';
import { stubHeaderSession } from '../../../tests/support/headerSession';

// A brand without the billing and recharge plugins: no manifest draws the payment pages.
vi.mock('../runtime/registry', async (importOriginal) => {
  const registry = await importOriginal<typeof import('../runtime/registry')>();
  return { ...registry, pagePath: (pattern: string, params?: Record<string, string>) => (pattern.startsWith('/payment/') ? null : registry.pagePath(pattern, params)) };
});

describe('Header in a brand without the payment pages', () => {
  it('shows the balance but links to no page the brand lacks', async () => {
    stubHeaderSession({ id: 1, name: 'Ana', email: 'a@x.com', isAffiliate: false, isFirstAccess: false }, { total: 80, credit: 80, bonus: 0, estimate: 30, estimateText: '30 dias' });
    renderWithShell(<Header onOpenNavigation={() => undefined} reduced={false} />);
    const balance = await screen.findByTestId('credit-balance');
    expect(balance.textContent?.replace(/\u00a0/g, ' ')).toBe('R$ 80,00');
    expect(balance.closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Adicionar créditos' })).toBeNull();
  });
});
