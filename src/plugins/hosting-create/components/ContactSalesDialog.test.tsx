import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { ContactSalesDialog } from './ContactSalesDialog';

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the contact-sales dialog', () => {
  it('asks for the traffic band in Portuguese, never with zod’s own words', async () => {
    const calls = stubApi({});
    renderWithShell(<ContactSalesDialog open onClose={() => undefined} />);
    await choose('Objetivo', 'Loja virtual');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Escolha o investimento em tráfego.')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/Invalid|expected|esperava/);
    expect(calls).toEqual([]);
  });

  it('puts the API’s field errors under the field they name', async () => {
    stubApi({ 'POST /api/hosting/contact-sales': { status: 422, body: { status: 'fail', message: 'Verifique os campos destacados e tente novamente.', errors: { otherGoal: 'Use no máximo 500 caracteres.' } } } });
    renderWithShell(<ContactSalesDialog open onClose={() => undefined} />);
    await choose('Objetivo', 'Outro');
    await choose('Investimento mensal em tráfego pago', 'Acima de R$ 10.000');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Descreva o seu objetivo'), 'Portal de notícias');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const field = screen.getByLabelText('Descreva o seu objetivo');
    expect(await screen.findByText('Use no máximo 500 caracteres.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Use no máximo 500 caracteres.');
  });
});
