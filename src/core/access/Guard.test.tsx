import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import { renderWithShell, stubApi, stubApiFailingFirst } from '../../../tests/support/renderWithShell';
import { sessionMark, markSession } from '../auth/tokenCookie';
import { Guard } from './Guard';

function Where() {
  const location = useLocation();
  return <p>em {location.pathname + location.search}</p>;
}

const FAILED = 'Não foi possível carregar esta página agora. Verifique sua conexão e tente novamente.';
const user = { id: 1, name: 'Ana', email: 'a@b.c', isAffiliate: false, isFirstAccess: false };

/** A public page at /domains behind the Guard, with the login page telling where it was sent. */
function renderDomainsPage() {
  renderWithShell(<Guard access={{ rule: 'public' }}><p>domínios</p></Guard>, {
    path: '/domains',
    route: '/domains',
    extraRoutes: [{ path: '/auth/login', element: <Where /> }],
  });
}

describe('Guard', () => {
  it('sends a signed-out visitor to the login page with the wanted path', async () => {
    renderWithShell(<Guard access={{ rule: 'public' }}><p>segredo</p></Guard>, {
      path: '/domains?page=2',
      route: '/domains',
      extraRoutes: [{ path: '/auth/login', element: <Where /> }],
    });
    expect(await screen.findByText('em /auth/login?redirect=%2Fdomains%3Fpage%3D2')).toBeInTheDocument();
    expect(screen.queryByText('segredo')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user the rule admits', async () => {
    markSession('t', 60);
    stubApi({ 'GET /api/user': { body: { data: user } } });
    renderWithShell(<Guard access={{ rule: 'nonAffiliate' }}><p>indique</p></Guard>, { path: '/referral', route: '/referral' });
    expect(await screen.findByText('indique')).toBeInTheDocument();
  });

  it('sends a user the rule refuses back to the dashboard', async () => {
    markSession('t', 60);
    stubApi({ 'GET /api/user': { body: { data: user } } });
    renderWithShell(<Guard access={{ rule: 'affiliate' }}><p>afiliados</p></Guard>, {
      path: '/affiliate',
      route: '/affiliate',
      extraRoutes: [{ path: '/', element: <Where /> }],
    });
    expect(await screen.findByText('em /')).toBeInTheDocument();
    expect(screen.queryByText('afiliados')).not.toBeInTheDocument();
  });

  it('keeps a signed-in user on the page when their account cannot be read, with a way to try again', async () => {
    markSession('t', 60);
    const api = stubApiFailingFirst('/api/user', user);
    renderDomainsPage();
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(screen.queryByText(/em \/auth\/login/)).not.toBeInTheDocument();
    expect(screen.queryByText('domínios')).not.toBeInTheDocument();
    api.recover();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('domínios')).toBeInTheDocument();
    expect(sessionMark()).toBe('t');
  });

  it('sends a user whose session expired to the login page', async () => {
    markSession('t', 60);
    stubApi({ 'GET /api/user': { status: 401, body: { message: 'Sessão expirada.' } } });
    renderDomainsPage();
    expect(await screen.findByText('em /auth/login?redirect=%2Fdomains')).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
  });
});
