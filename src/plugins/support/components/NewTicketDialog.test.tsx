import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { TICKET_TEXTS } from '../contract';
import { NewTicketDialog } from './NewTicketDialog';

const HOSTINGS = { 'GET /api/hosting': { body: { data: [{ domain: 'lojadaana.com.br' }, { domain: 'blogdaana.com.br' }] } } };

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('NewTicketDialog', () => {
  it('shows the rules under the fields before sending anything', async () => {
    const calls = stubApi(HOSTINGS);
    renderWithShell(<NewTicketDialog onClose={vi.fn()} onCreated={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir ticket' }));
    expect(await screen.findByText(TICKET_TEXTS.subject)).toBeInTheDocument();
    expect(screen.getByText(TICKET_TEXTS.message)).toBeInTheDocument();

    await choose(/Assunto/, 'Outro');
    await userEvent.type(screen.getByRole('textbox', { name: /Mensagem/ }), 'Preciso de ajuda');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir ticket' }));
    expect(await screen.findByText(TICKET_TEXTS.otherSubject)).toBeInTheDocument();
    expect(calls).not.toContain('POST /api/ticket');
  });

  it('puts the server\'s 422 under the field and keeps what was typed', async () => {
    stubApi({ ...HOSTINGS, 'POST /api/ticket': { status: 422, body: { status: 'fail', message: 'Verifique os campos destacados e tente novamente.', errors: { service: TICKET_TEXTS.service } } } });
    const onCreated = vi.fn();
    renderWithShell(<NewTicketDialog onClose={vi.fn()} onCreated={onCreated} />);
    await choose(/Assunto/, 'Problema técnico');
    await choose(/Hospedagem relacionada/, 'blogdaana.com.br');
    await userEvent.type(screen.getByRole('textbox', { name: /Mensagem/ }), 'O site caiu.');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir ticket' }));

    expect(await screen.findByText(TICKET_TEXTS.service)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Mensagem/ })).toHaveValue('O site caiu.');
    expect(screen.getByRole('combobox', { name: /Assunto/ })).toHaveTextContent('Problema técnico');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('hands the created ticket over', async () => {
    const ticket = { id: 42, subject: 'email', status: 'open', messages: [] };
    stubApi({ ...HOSTINGS, 'POST /api/ticket': { status: 201, body: { data: ticket } } });
    const onCreated = vi.fn();
    renderWithShell(<NewTicketDialog onClose={vi.fn()} onCreated={onCreated} />);
    await choose(/Assunto/, 'Contas de e-mail');
    await userEvent.type(screen.getByRole('textbox', { name: /Mensagem/ }), 'Não recebo e-mails.');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir ticket' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(ticket));
  });
});
