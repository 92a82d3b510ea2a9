import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { markSession } from '../../../core/auth/tokenCookie';
import { subscribe } from '../../../core/http/errorBus';
import WordPressPage from './WordPressPage';

const USER = { id: 7, name: 'Carla Convidada', email: 'convidado@exemplo.com.br', isAffiliate: false };
const hosting = (domain: string, status: string, isGuest: boolean, hasWebsite: boolean) => ({
  domain, status, isGuest, permissions: { hasWebsite, hasDomain: false, hasEmail: true },
});

function renderPage(hostings: unknown[]) {
  markSession('t', 60);
  stubApi({
    'GET /api/user': { body: { data: USER } },
    'GET /api/hosting': { body: { data: hostings } },
    'GET /api/help/config': { body: { data: { chatWidgetId: null, helpUrl: null, videos: [] } } },
  });
  renderWithShell(<WordPressPage />, { path: '/hosting/wordpress', route: '/hosting/wordpress' });
}

describe('WordPressPage', () => {
  it('offers a guest with the e-mail permission only neither "Instalar" nor "Listar instalações", and says why', async () => {
    renderPage([hosting('lojadaana.com.br', 'active', true, false)]);
    expect(await screen.findByText('Sem permissão para o site desta hospedagem')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Instalar|Listar instalações/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Instalar|Listar instalações/ })).not.toBeInTheDocument();
  });

  it('offers both to an owner and to a guest with the website permission, as links while Active and disabled otherwise', async () => {
    renderPage([hosting('blogdaana.com.br', 'active', false, false), hosting('site.com.br', 'active', true, true), hosting('antigo.com.br', 'paused', false, false)]);
    expect(await screen.findByRole('link', { name: 'Instalar blogdaana.com.br' })).toHaveAttribute('href', '/hosting/blogdaana.com.br/app/install?name=wordpress');
    expect(screen.getByRole('link', { name: 'Listar instalações blogdaana.com.br' })).toHaveAttribute('href', '/hosting/blogdaana.com.br/apps?name=wordpress');
    expect(screen.getByRole('link', { name: 'Instalar site.com.br' })).toHaveAttribute('href', '/hosting/site.com.br/app/install?name=wordpress');
    expect(screen.getByRole('button', { name: 'Instalar antigo.com.br' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Listar instalações antigo.com.br' })).toBeDisabled();
    expect(screen.queryByText('Sem permissão para o site desta hospedagem')).not.toBeInTheDocument();
  });

  it('without a chat widget, asking for a WordPress trial says to ask our support for one', async () => {
    const alerts: string[] = [];
    const unsubscribe = subscribe((event) => {
      if (event.kind === 'alert') alerts.push(event.alert.message);
    });
    renderPage([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Solicitar um teste' }));
    expect(alerts).toEqual(['Fale com nosso suporte e solicite um teste do plano WordPress!']);
    unsubscribe();
  });
});
