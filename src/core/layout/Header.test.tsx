import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../../tests/support/renderWithShell';
import { Header } from './Header';
import { stubHeaderSession } from '../../../tests/support/headerSession';

describe('Header', () => {
  it('shows the balance linking to billing, the estimate badge and the shortened name', async () => {
    stubHeaderSession({ id: 1, name: 'Paulo Parceiro Afiliado', email: 'p@x.com', isAffiliate: true, isFirstAccess: false }, { total: 1234.5, credit: 1234.5, bonus: 0, estimate: 3, estimateText: '3 dias' });
    renderWithShell(<Header onOpenNavigation={() => undefined} reduced={false} />);
    const balance = await screen.findByTestId('credit-balance');
    expect(balance.textContent?.replace(/\u00a0/g, ' ')).toBe('R$ 1.234,50');
    expect(balance.closest('a')).toHaveAttribute('href', '/payment/billing');
    expect(screen.getByText('3 dias')).toBeInTheDocument();
    expect(screen.getByTestId('user-name')).toHaveTextContent('Paulo Parceiro Afi...');
    expect(screen.getByRole('link', { name: 'Adicionar créditos' })).toHaveAttribute('href', '/payment/manual-recharge');
  });

  it('counts the days left in words that agree with the number: 0 dias, 1 dia, 2 dias', async () => {
    for (const [estimate, text] of [[0, '0 dias'], [1, '1 dia'], [2, '2 dias']] as const) {
      stubHeaderSession({ id: 1, name: 'Ana', email: 'a@x.com', isAffiliate: false, isFirstAccess: false }, { total: 1, credit: 1, bonus: 0, estimate, estimateText: '' });
      const view = renderWithShell(<Header onOpenNavigation={() => undefined} reduced={false} />);
      // The badge is drawn anew once its tooltip's code is in (LazyTooltip): a node found before may be gone.
      await waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());
      view.unmount();
    }
  });

  it('hides the balance in the reduced first-access header', async () => {
    stubHeaderSession({ id: 3, name: 'Nina Nova', email: 'n@x.com', isAffiliate: false, isFirstAccess: true }, { total: 0, credit: 0, bonus: 0, estimate: null, estimateText: '' });
    renderWithShell(<Header onOpenNavigation={() => undefined} reduced />);
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Nina Nova');
    expect(screen.queryByTestId('credit-balance')).not.toBeInTheDocument();
  });
});
