import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import type { TicketDetail } from '../contract';
import TicketPage from './TicketPage';

const CLOSED: TicketDetail = {
  id: 7, subject: 'tecnico', otherSubject: '', department: 'technical', service: 'lojadaana.com.br', note: '', status: 'closed', statusText: 'Fechado',
  createdAt: '2026-03-01T10:00:00', updatedAt: '2026-03-02T11:00:00',
  messages: [
    { id: 1, author: 'customer', body: 'O site está lento.', createdAt: '2026-03-01T10:00:00' },
    { id: 2, author: 'support', body: 'Resolvido!', createdAt: '2026-03-02T11:00:00' },
  ],
};
const REOPENED: TicketDetail = {
  ...CLOSED, status: 'open', statusText: 'Aberto',
  messages: [...CLOSED.messages, { id: 3, author: 'customer', body: 'Voltou a acontecer.', createdAt: '2026-03-03T09:00:00' }],
};

const renderTicket = () => renderWithShell(<TicketPage />, { path: '/support/ticket/7', route: '/support/ticket/:resource' });

describe('TicketPage', () => {
  it('shows the messages in order, and a closed ticket is reopened by replying', async () => {
    const calls = stubApi({ 'GET /api/ticket/7': { body: { data: CLOSED } }, 'POST /api/ticket/7/reply': { body: { data: REOPENED } } });
    renderTicket();
    expect(await screen.findByRole('heading', { name: 'Ticket #7 · Problema técnico' })).toBeInTheDocument();
    expect(screen.getAllByTestId('ticket-message').map((m) => m.textContent)).toEqual([
      expect.stringContaining('O site está lento.'),
      expect.stringContaining('Resolvido!'),
    ]);
    expect(screen.getByText('Este ticket está fechado. Envie uma resposta para reabri-lo.')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /Sua resposta/ }), 'Voltou a acontecer.');
    await userEvent.click(screen.getByRole('button', { name: 'Reabrir ticket' }));

    expect(await screen.findByText('Voltou a acontecer.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Aberto')).toBeInTheDocument();
    expect(screen.getByText('Aguardando a resposta da equipe de suporte.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Sua resposta/ })).toHaveValue('');
    expect(calls).toContain('POST /api/ticket/7/reply');
  });

  it('keeps the reply and shows the rule when it is empty', async () => {
    const calls = stubApi({ 'GET /api/ticket/7': { body: { data: { ...CLOSED, status: 'answered', statusText: 'Respondido' } } } });
    renderTicket();
    await userEvent.click(await screen.findByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Escreva a sua mensagem.')).toBeInTheDocument();
    expect(calls).not.toContain('POST /api/ticket/7/reply');
  });
});
