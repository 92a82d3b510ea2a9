import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('has no webmail button without a URL, and the row menu changes the quota', async () => {
    const calls = stubApi({
      [BASE]: { body: { data: { ...DATA, webmail: { url: null } } } },
      'POST /api/hosting/lojadaana.com.br/email/quota': { body: { data: DATA.emails![0] } },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Ações de antigo@lojadaana.com.br' }));
    expect(screen.getByRole('menuitem', { name: 'Alterar senha' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Excluir' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /webmail/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Configurações' }));
    const quota = screen.getByRole('spinbutton', { name: 'Limite de espaço (MB)' });
    expect(quota).toHaveValue(1024);
    await userEvent.clear(quota);
    await userEvent.type(quota, '2048');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toContain('POST /api/hosting/lojadaana.com.br/email/quota');
  });
});
