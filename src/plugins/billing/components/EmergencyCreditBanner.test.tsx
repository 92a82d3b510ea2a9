import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { markSession } from '../../../core/auth/tokenCookie';
import { formatDateTime } from '../../../core/format/date';
import type { EmergencyState } from '../contract';
import EmergencyCreditBanner from './EmergencyCreditBanner';

function renderWith(state: EmergencyState) {
  markSession('t', 60);
  const calls = stubApi({ 'GET /api/recharge/emergency': { body: { data: state } } });
  return { calls, view: renderWithShell(<EmergencyCreditBanner />) };
}

describe('EmergencyCreditBanner', () => {
  it('offers emergency credit where the user is allowed, leading to its page', async () => {
    renderWith({ isSuspended: true, isEnabled: false, isAllowed: true, expiresAt: null });
    expect(await screen.findByText('Precisa de mais tempo para recarregar? O crédito emergencial mantém suas hospedagens ativas por até 3 dias, sem nenhuma taxa adicional.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Usar crédito emergencial' })).toHaveAttribute('href', '/payment/emergency');
  });

  it('says until when it keeps the hostings active, with a recharge link', async () => {
    const expiresAt = '2030-01-04T15:00:00.000Z';
    renderWith({ isSuspended: false, isEnabled: true, isAllowed: false, expiresAt });
    expect(await screen.findByText(`Crédito emergencial ativo até ${formatDateTime(expiresAt)}. Faça uma recarga para quitar o saldo devedor e manter suas hospedagens ativas.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recarregar' })).toHaveAttribute('href', '/payment/manual-recharge');
  });

  it('says nothing when it is neither on nor offered', async () => {
    const { calls, view } = renderWith({ isSuspended: true, isEnabled: false, isAllowed: false, expiresAt: null });
    await waitFor(() => expect(calls).toContain('GET /api/recharge/emergency'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.container).toBeEmptyDOMElement();
  });
});

describe('EmergencyCreditBanner on the emergency credit page', () => {
  it('leaves the offer to the page', async () => {
    markSession('t', 60);
    stubApi({ 'GET /api/recharge/emergency': { body: { data: { isSuspended: true, isEnabled: false, isAllowed: true, expiresAt: null } } } });
    const view = renderWithShell(<EmergencyCreditBanner />, { path: '/payment/emergency' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.container).toBeEmptyDOMElement();
  });
});
