import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { AccessScope } from '../../../core/access/AccessScope';
import { markSession } from '../../../core/auth/tokenCookie';
import SuspendedHostingScreen from './SuspendedHostingScreen';

function renderFor(isGuest: boolean, isAllowed: boolean) {
  markSession('t', 60);
  const calls = stubApi({
    'GET /api/recharge/emergency': { body: { data: { isSuspended: true, isEnabled: false, isAllowed, expiresAt: null } } },
    'GET /api/user/suspension': { body: { data: { title: 'Voltamos logo', subtitle: 'Estamos em manutenção.', bgColor: '#112233', textColor: '#fafafa' } } },
  });
  renderWithShell(
    <AccessScope hosting={{ domain: 'cara-1.com.br', status: 'Suspended', isGuest }}>
      <SuspendedHostingScreen />
    </AccessScope>,
  );
  return calls;
}

describe('SuspendedHostingScreen', () => {
  it('tells the owner why, shows the suspension screen the visitors see, and offers recharge and emergency credit', async () => {
    renderFor(false, true);
    expect(screen.getByRole('heading', { name: 'Hospedagem suspensa' })).toBeInTheDocument();
    expect(screen.getByText('Esta hospedagem foi suspensa por falta de créditos e o site exibe a tela de suspensão aos visitantes. Faça uma recarga para reativá-la.')).toBeInTheDocument();
    const preview = await screen.findByRole('figure', { name: 'Tela de suspensão exibida aos visitantes' });
    expect(preview).toHaveStyle({ backgroundColor: '#112233', color: '#fafafa' });
    expect(preview).toHaveTextContent('Voltamos logoEstamos em manutenção.');
    expect(screen.getByRole('link', { name: 'Recarregar' })).toHaveAttribute('href', '/payment/manual-recharge');
    expect(await screen.findByRole('link', { name: 'Usar crédito emergencial' })).toHaveAttribute('href', '/payment/emergency');
  });

  it('tells a guest who can bring it back, with no payment links', async () => {
    const calls = renderFor(true, false);
    expect(screen.getByText('Esta hospedagem está suspensa. Para reativá-la, o responsável por ela precisa fazer uma recarga.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
