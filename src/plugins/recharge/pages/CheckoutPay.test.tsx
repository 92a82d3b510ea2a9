import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import CheckoutPay from './CheckoutPay';

const info = (status: 'open' | 'paid') => ({ amount: 40, period: 6, description: 'Recarga de créditos (6 meses)', customer: 'Paulo', status, invoice: null, expiresAt: '2026-12-01T00:00:00.000Z' });
const boleto = { line: '34191090080000000000000000000000100000000004000', barcode: '3'.repeat(44), dueDate: '2026-11-26', url: '/api/checkout/tok/boleto/inv-1' };

describe('/checkout/pay', () => {
  it("pays the link's recharge by boleto without a session, through the link's own paths", async () => {
    const calls = stubApi({
      'GET /api/checkout/tok': { body: { data: info('open') } },
      'GET /api/recharge/fingerprint': { body: { data: { identifier: 'fp' } } },
      'POST /api/checkout/tok/pay': { body: { data: { invoice: 'inv-1', boleto, sandbox: false } } },
      'GET /api/checkout/tok/status/inv-1': { body: { data: { status: 'Pending' } } },
    });
    renderWithShell(<CheckoutPay />, { path: '/checkout/pay?token=tok' });
    expect(await screen.findByText(/Recarga de créditos \(6 meses\) para Paulo: R\$\s40,00/)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('radio', { name: 'Boleto' }));
    await user.click(screen.getByLabelText('CPF ou CNPJ'));
    await user.paste('52998224725');
    await user.click(screen.getByLabelText('Nome completo'));
    await user.paste('Maria Pagadora');
    await user.click(screen.getByLabelText('E-mail'));
    await user.paste('maria@exemplo.com.br');
    await user.click(screen.getByLabelText('Telefone'));
    await user.paste('11987654321');
    await user.click(screen.getByLabelText('Li e aceito os termos de uso'));
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento e continuar' }));
    expect(await screen.findByDisplayValue('34191.09008 00000.000000 00000.000000 1 00000000004000')).toBeInTheDocument();
    expect(await screen.findByText('Aguardando o pagamento do boleto...')).toBeInTheDocument();
    expect(calls).toContain('POST /api/checkout/tok/pay');
    expect(calls).not.toContain('POST /api/recharge');
    expect(calls).not.toContain('POST /api/recharge/coupon');
  }, 45_000);

  it('says when the link was paid already, and when it is not valid', async () => {
    stubApi({ 'GET /api/checkout/tok': { body: { data: info('paid') } } });
    const view = renderWithShell(<CheckoutPay />, { path: '/checkout/pay?token=tok' });
    expect(await screen.findByText('Este link já foi pago. Obrigado!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar pagamento e continuar' })).not.toBeInTheDocument();
    view.unmount();
    stubApi({ 'GET /api/checkout/bad': { status: 404, body: { message: 'Link de pagamento inválido ou expirado.' } } });
    renderWithShell(<CheckoutPay />, { path: '/checkout/pay?token=bad' });
    expect(await screen.findByText('Link de pagamento inválido ou expirado.')).toBeInTheDocument();
  });
});
