import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import ManualRecharge from './ManualRecharge';

describe('the manual recharge amount', () => {
  it('reads what was typed after clearing it: 20, not 020', async () => {
    stubApi({ 'GET /api/recharge/fingerprint': { body: { data: { identifier: 'fp' } } } });
    renderWithShell(<ManualRecharge />, { path: '/payment/manual-recharge' });
    const amount = screen.getByLabelText('Valor (R$)') as HTMLInputElement;
    expect(amount.value).toBe('50');
    const user = userEvent.setup();
    await user.clear(amount);
    expect(amount.value).toBe('');
    expect(screen.getByText('O valor mínimo é R$ 1,00.')).toBeInTheDocument();
    await user.type(amount, '20');
    expect(amount.value).toBe('20');
    expect(screen.queryByText('O valor mínimo é R$ 1,00.')).not.toBeInTheDocument();
  });

  it('takes cents and refuses less than the minimum or more than the maximum', async () => {
    stubApi({ 'GET /api/recharge/fingerprint': { body: { data: { identifier: 'fp' } } } });
    renderWithShell(<ManualRecharge />, { path: '/payment/manual-recharge?amount=30' });
    const amount = screen.getByLabelText('Valor (R$)') as HTMLInputElement;
    expect(amount.value).toBe('30');
    const user = userEvent.setup();
    await user.clear(amount);
    await user.type(amount, '0.5');
    expect(amount.value).toBe('0.5');
    expect(screen.getByText('O valor mínimo é R$ 1,00.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '12.34');
    expect(amount.value).toBe('12.34');
    expect(screen.queryByText('O valor mínimo é R$ 1,00.')).not.toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '200000');
    expect(screen.getByText('O valor máximo é R$ 100.000,00.')).toBeInTheDocument();
  });
});
