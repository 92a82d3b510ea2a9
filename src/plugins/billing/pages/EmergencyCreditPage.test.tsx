import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { recordBodies, renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { markSession } from '../../../core/auth/tokenCookie';
import { formatDateTime } from '../../../core/format/date';
import type { EmergencyState } from '../contract';
import EmergencyCreditPage from './EmergencyCreditPage';

const state = (over: Partial<EmergencyState>): EmergencyState => ({ isSuspended: false, isEnabled: false, isAllowed: false, expiresAt: null, ...over });

describe('EmergencyCreditPage', () => {
  it('takes emergency credit where allowed and says the hostings are back', async () => {
    markSession('t', 60);
    const expiresAt = '2030-01-04T15:00:00.000Z';
    const calls = stubApi({
      'GET /api/recharge/emergency': { body: { data: state({ isSuspended: true, isAllowed: true }) } },
      'POST /api/recharge/emergency': { body: { data: state({ isEnabled: true, expiresAt }) } },
    });
    const sent = recordBodies('POST');
    renderWithShell(<EmergencyCreditPage />);
    expect(screen.getByRole('heading', { name: 'Crédito emergencial' })).toBeInTheDocument();
    expect(await screen.findByText('O crédito emergencial mantém suas hospedagens ativas por até 3 dias, sem nenhuma taxa adicional.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ativar crédito emergencial' }));
    expect(await screen.findByText('Crédito emergencial ativado! Suas hospedagens foram reativadas.')).toBeInTheDocument();
    expect(calls).toContain('POST /api/recharge/emergency');
    // A paid action: the click is the customer's confirmation, sent with an idempotency key.
    expect(sent).toEqual([{ confirm: true, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(screen.getByText(`Crédito emergencial ativo até ${formatDateTime(expiresAt)}. Faça uma recarga para quitar o saldo devedor e manter suas hospedagens ativas.`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ativar crédito emergencial' })).not.toBeInTheDocument();
  });

  it('sends a suspended account that may not take it to the recharge', async () => {
    markSession('t', 60);
    stubApi({ 'GET /api/recharge/emergency': { body: { data: state({ isSuspended: true }) } } });
    renderWithShell(<EmergencyCreditPage />);
    expect(await screen.findByText('O crédito emergencial não está disponível para a sua conta no momento. Faça uma recarga para reativar suas hospedagens.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recarregar' })).toHaveAttribute('href', '/payment/manual-recharge');
    expect(screen.queryByRole('button', { name: 'Ativar crédito emergencial' })).not.toBeInTheDocument();
  });

  it('offers nothing while no hosting is suspended', async () => {
    markSession('t', 60);
    stubApi({ 'GET /api/recharge/emergency': { body: { data: state({}) } } });
    renderWithShell(<EmergencyCreditPage />);
    expect(await screen.findByText('Nenhuma hospedagem sua está suspensa por falta de créditos. O crédito emergencial é oferecido quando os créditos acabam.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ativar crédito emergencial' })).not.toBeInTheDocument();
  });
});
