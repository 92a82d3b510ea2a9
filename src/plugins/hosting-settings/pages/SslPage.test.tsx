import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { AccessScope } from '../../../core/access/AccessScope';
import { markSession } from '../../../core/auth/tokenCookie';
import type { SslStatus } from '../contract';
import SslPage from './SslPage';

const USER = { id: 1, name: 'Ana', email: 'cliente@exemplo.com.br', isAffiliate: false };
const LOJA = 'lojadaana.com.br';
const INACTIVE: SslStatus = { active: false, checking: false, redirect: false, registered: true, appConflict: null, expiresAt: null, failure: null };
const DNS = 'O domínio www.lojadaana.com.br não foi encontrado no DNS. Confira se ele está registrado e aponta para esta hospedagem.';

function renderPage(status: SslStatus) {
  markSession('t', 60);
  stubApi({ 'GET /api/user': { body: { data: USER } }, [`GET /api/hosting/${LOJA}/ssl`]: { body: { data: status } } });
  renderWithShell(<AccessScope hosting={{ domain: LOJA, status: 'Active', isGuest: false }}><SslPage /></AccessScope>, { path: `/hosting/${LOJA}/ssl`, route: '/hosting/:resource/ssl' });
}

describe('SslPage', () => {
  it('shows an active certificate with its expiry date', async () => {
    renderPage({ ...INACTIVE, active: true, expiresAt: '2027-03-02T12:00:00.000Z' });
    expect(await screen.findByText(`O certificado SSL está ativo para ${LOJA}.`)).toBeInTheDocument();
    expect(screen.getByTestId('ssl-expiry')).toHaveTextContent('Válido até 02/03/2027. Ele é renovado automaticamente antes de vencer.');
  });

  it('while a failed issue is retried, shows the reason beside the checking state', async () => {
    renderPage({ ...INACTIVE, checking: true, failure: DNS });
    expect(await screen.findByTestId('ssl-failure')).toHaveTextContent(`A última tentativa de emitir o certificado falhou: ${DNS} Uma nova tentativa será feita automaticamente.`);
    expect(screen.getByRole('status')).toHaveTextContent('O certificado SSL está sendo instalado.');
  });

  it('after the last try, shows the reason and offers Ativar SSL again', async () => {
    renderPage({ ...INACTIVE, failure: DNS });
    expect(await screen.findByTestId('ssl-failure')).toHaveTextContent(`O certificado não pôde ser emitido: ${DNS} Corrija e clique em Ativar SSL para tentar novamente.`);
    expect(screen.getByRole('button', { name: 'Ativar SSL' })).toBeInTheDocument();
  });

  it('a failed renewal warns while the certificate still serves', async () => {
    renderPage({ ...INACTIVE, active: true, expiresAt: '2027-03-02T12:00:00.000Z', failure: DNS });
    expect(await screen.findByTestId('ssl-failure')).toHaveTextContent(`A renovação do certificado falhou: ${DNS} O certificado atual continua valendo e uma nova tentativa será feita automaticamente.`);
  });
});
