import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import type { EmailData } from '../contract';
import EmailAccountsPage from './EmailAccountsPage';

const MB = 1024 * 1024;
const DATA: EmailData = {
  emails: [
    { email: 'antigo@lojadaana.com.br', username: 'antigo', size: 50 * MB, quota: 1024 * MB, disabled: true, alias: [], forwards: [] },
    { email: 'financeiro@lojadaana.com.br', username: 'financeiro', size: 350 * MB, quota: 0, disabled: false, alias: [], forwards: [] },
  ],
  forwarders: [{ email: 'vendas@lojadaana.com.br', forward: 'contato@lojadaana.com.br' }],
  webmail: { url: 'https://webmail.lojadaana.com.br' },
};
const BASE = 'GET /api/hosting/lojadaana.com.br/email';

const renderPage = () => renderWithShell(<EmailAccountsPage />, { path: '/hosting/lojadaana.com.br/email', route: '/hosting/:resource/email' });

describe('EmailAccountsPage', () => {
  it('shows use and limit, Ilimitado, the Desabilitado badge, the forwarders and the webmail link', async () => {
    stubApi({ [BASE]: { body: { data: DATA } } });
    renderPage();
    const accounts = await screen.findByRole('table', { name: 'Contas de e-mail' });
    const old = within(accounts).getByRole('row', { name: /antigo@lojadaana\.com\.br/ });
    expect(old).toHaveTextContent('Desabilitado');
    expect(old).toHaveTextContent('50 MB de 1 GB');
    const finance = within(accounts).getByRole('row', { name: /financeiro@lojadaana\.com\.br/ });
    expect(finance).toHaveTextContent('350 MB de Ilimitado');
    expect(finance).not.toHaveTextContent('Desabilitado');
    const forwarders = screen.getByRole('table', { name: 'Encaminhamentos' });
    expect(within(forwarders).getByRole('row', { name: /vendas@lojadaana\.com\.br contato@lojadaana\.com\.br/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acessar webmail em uma nova aba' })).toHaveAttribute('href', 'https://webmail.lojadaana.com.br');
  });

  it('has no webmail button without a URL, and Configurações opens the account page', async () => {
    stubApi({ [BASE]: { body: { data: { ...DATA, webmail: { url: null } } } } });
    renderWithShell(<EmailAccountsPage />, {
      path: '/hosting/lojadaana.com.br/email',
      route: '/hosting/:resource/email',
      extraRoutes: [{ path: '/hosting/:resource/email/:account', element: <AccountProbe /> }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ações de antigo@lojadaana.com.br' }));
    expect(screen.getByRole('menuitem', { name: 'Alterar senha' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Excluir' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /webmail/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Configurações' }));
    expect(await screen.findByText('conta: antigo@lojadaana.com.br')).toBeInTheDocument();
  });
});

function AccountProbe() {
  const { account } = useParams();
  return <p>conta: {account}</p>;
}
