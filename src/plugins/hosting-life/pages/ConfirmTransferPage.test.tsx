import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import ConfirmTransferPage from './ConfirmTransferPage';

const NO_TOKEN = 'Este endereço confirma a transferência de uma hospedagem e precisa do código de confirmação que enviamos por e-mail ao destinatário. Abra o link completo da mensagem de transferência; se ele não funcionar, peça ao dono da hospedagem que solicite a transferência novamente.';

describe('ConfirmTransferPage', () => {
  it('at /hosting/transfer without its token says what is missing and links to the hostings, calling nothing', async () => {
    const calls = stubApi({});
    renderWithShell(<ConfirmTransferPage />, { path: '/hosting/transfer', route: '/hosting/transfer' });
    expect(await screen.findByText(NO_TOKEN)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transferência de hospedagem' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver minhas hospedagens' })).toHaveAttribute('href', '/hostings');
    expect(calls).toEqual([]);
  });

  it('at /hosting/transfer with its token confirms the transfer like /hosting/confirm-transfer', async () => {
    const calls = stubApi({ 'GET /api/hosting/confirm-transfer': { body: { data: { domain: 'antigo.com.br' } } } });
    renderWithShell(<ConfirmTransferPage />, { path: '/hosting/transfer?token=abc', route: '/hosting/transfer' });
    expect(await screen.findByText('A hospedagem antigo.com.br agora é sua!')).toBeInTheDocument();
    expect(calls).toEqual(['GET /api/hosting/confirm-transfer']);
  });

  it('at /hosting/confirm-transfer without its token goes to / as part 2 says', async () => {
    stubApi({});
    renderWithShell(<ConfirmTransferPage />, { path: '/hosting/confirm-transfer', route: '/hosting/confirm-transfer', extraRoutes: [{ path: '/', element: <p>painel</p> }] });
    expect(await screen.findByText('painel')).toBeInTheDocument();
  });
});
