import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { NO_PAYMENT, PaymentStep, type PaymentOutcome } from './PaymentStep';
import type { SavedPayer } from './PaymentForm';

const PIX_CODE = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' + '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

function Harness({ initial = NO_PAYMENT, onPayer = () => undefined }: { initial?: PaymentOutcome; onPayer?: (payer: SavedPayer) => void }) {
  const [outcome, setOutcome] = useState(initial);
  return (
    <PaymentStep order={{ amount: 120, period: 6, plan: 2, region: 'BR' }} payer={{}} onPayerChange={onPayer} outcome={outcome} onOutcomeChange={setOutcome}
      continueLabel="Criar hospedagem" onContinue={() => undefined} />
  );
}

describe('the payment step', () => {
  it('masks CPF and phone, relabels the name for a CNPJ and never hands card data to be kept', async () => {
    stubApi({ 'GET /api/recharge/fingerprint': { body: { data: { identifier: 'fp' } } }, 'POST /api/recharge/simulate': { body: { data: { installments: { 1: 120 } } } } });
    const saved: SavedPayer[] = [];
    renderWithShell(<Harness onPayer={(payer) => saved.push(payer)} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('CPF ou CNPJ'), '52998224725');
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Nome completo')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('CPF ou CNPJ'));
    await user.type(screen.getByLabelText('CPF ou CNPJ'), '11222333000181');
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(screen.getByLabelText('Razão social')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Telefone'), '1133334444');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 3333-4444');

    await user.click(screen.getByRole('radio', { name: 'Cartão de crédito' }));
    expect(screen.getByLabelText('Nome impresso no cartão')).toHaveAttribute('maxlength', '100');
    expect(screen.getByLabelText('Endereço')).toHaveAttribute('maxlength', '255');
    expect(screen.getByLabelText('Estado')).toHaveAttribute('maxlength', '2');
    await user.type(screen.getByLabelText('Número do cartão'), '4111111111111111');
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('4111 1111 1111 1111');
    await user.type(screen.getByLabelText('Nome impresso no cartão'), 'ana');
    expect(screen.getByLabelText('Nome impresso no cartão')).toHaveValue('ANA');
    expect(saved.at(-1)).toMatchObject({ payment: 'CRD', cpfCnpj: '11.222.333/0001-81' });
    expect(saved.some((payer) => 'cardNumber' in payer || 'cardName' in payer)).toBe(false);
  });

  it('shows every error under its field, the terms included, and sends nothing', async () => {
    const calls = stubApi({ 'GET /api/recharge/fingerprint': { body: { data: { identifier: 'fp' } } } });
    renderWithShell(<Harness />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmar pagamento e continuar' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Confirmar pagamento e continuar' }));
    expect(await screen.findByText('Você precisa aceitar os termos de uso.')).toBeInTheDocument();
    expect(screen.getByText('Informe o CPF ou CNPJ.')).toBeInTheDocument();
    expect(calls).toEqual(['GET /api/recharge/fingerprint']);
  });

  it('disables the pay button when the fingerprint cannot be obtained', async () => {
    stubApi({ 'GET /api/recharge/fingerprint': { status: 503, body: { message: 'fora do ar' } } });
    renderWithShell(<Harness />);
    expect(await screen.findByRole('button', { name: 'Indisponível no momento' })).toBeDisabled();
  });

  it('polls a PIX invoice until it is paid, then offers the next step', async () => {
    stubApi({ 'GET /api/recharge/status/inv-1': { body: { data: { status: 'Paid' } } } });
    renderWithShell(<Harness initial={{ payment: { invoice: 'inv-1', method: 'PIX', code: PIX_CODE, expiration: '2026-01-10T15:30:00Z' }, status: 'Pending' }} />);
    expect(screen.getByLabelText('PIX copia e cola')).toHaveValue(PIX_CODE);
    expect(screen.getByText('Este código expira em 10/01/2026 às 12:30 (horário de Brasília).')).toBeInTheDocument();
    expect(screen.getByText('Verificando o pagamento do PIX...')).toBeInTheDocument();
    expect(await screen.findByText('O pagamento foi confirmado!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Criar hospedagem' })).toBeInTheDocument();
  });

  it('a cancelled card payment offers "Tentar novamente", which returns to the form', async () => {
    stubApi({ 'GET /api/recharge/status/inv-2': { body: { data: { status: 'Cancelled' } } }, 'GET /api/recharge/fingerprint': { body: { data: { identifier: 'fp' } } } });
    renderWithShell(<Harness initial={{ payment: { invoice: 'inv-2', method: 'CRD' }, status: 'Pending' }} />);
    expect(screen.getByText('Verificando o seu pagamento...')).toBeInTheDocument();
    expect(await screen.findByText('O pagamento não pôde ser concluído. Clique no botão abaixo para tentar novamente.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Confirmar pagamento e continuar' })).toBeInTheDocument();
  });
});
