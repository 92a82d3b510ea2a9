import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell } from '../../../../tests/support/renderWithShell';
import { NavigationContext } from '../../../core/navigation/navigation';
import LoginPage from '../pages/LoginPage';

/** The login page as the signed-out shell draws it, at /auth/login with this query. */
function renderLogin(search: string) {
  const navigation = { pathname: '/auth/login', search, params: {}, navigate: () => undefined };
  renderWithShell(<NavigationContext.Provider value={navigation}><LoginPage /></NavigationContext.Provider>);
}

const UNAVAILABLE = 'Desculpe, ocorreu um erro inesperado! Por favor, atualize a página e tente novamente ou entre em contato com nosso suporte.';

describe('SocialLogin', () => {
  it('links each social network to its sign-in, keeping where to go after it', () => {
    renderLogin('?redirect=%2Fdomains');
    expect(screen.getByRole('link', { name: 'Google' })).toHaveAttribute('href', '/login/oauth/google?redirect=%2Fdomains');
    expect(screen.queryByText(UNAVAILABLE)).not.toBeInTheDocument();
  });

  it('a social link clicked without its address says so in the login banner and goes nowhere', () => {
    renderLogin('');
    const google = screen.getByRole('link', { name: 'Google' });
    google.removeAttribute('href');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fireEvent(google, click);
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE);
  });
});
