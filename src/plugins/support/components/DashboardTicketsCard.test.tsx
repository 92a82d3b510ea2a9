import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import DashboardTicketsCard from './DashboardTicketsCard';

const TICKETS = [
  { id: 3, subject: 'other', otherSubject: 'Certificado SSL', status: 'open', statusText: 'Aberto', updatedAt: '2026-03-05T17:09:00', createdAt: '2026-03-05T17:09:00' },
  { id: 1, subject: 'error_report', otherSubject: '', status: 'answered', statusText: 'Respondido', updatedAt: '2026-03-01T08:30:00', createdAt: '2026-03-01T08:00:00' },
];

describe('DashboardTicketsCard', () => {
  it('lists the recent tickets with their links, statuses and last update', async () => {
    stubApi({ 'GET /api/ticket': { body: { data: TICKETS } } });
    renderWithShell(<DashboardTicketsCard />);
    const row = (await screen.findByRole('link', { name: 'Certificado SSL' })).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Certificado SSL' })).toHaveAttribute('href', '/support/ticket/3');
    expect(row).toHaveTextContent('Aberto');
    expect(row).toHaveTextContent('05/03/2026 17:09');
    expect(screen.getByRole('link', { name: 'Relato de erro' })).toHaveAttribute('href', '/support/ticket/1');
    expect(screen.getByRole('link', { name: 'Abrir ticket' })).toHaveAttribute('href', '/support/tickets?add=1');
    expect(screen.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/support/tickets');
  });

  it('stays quiet and empty when the tickets cannot be loaded', async () => {
    const calls = stubApi({ 'GET /api/ticket': { status: 500, body: { message: 'Ocorreu um erro ao tentar processar sua solicitação.' } } });
    renderWithShell(<DashboardTicketsCard />);
    await waitFor(() => expect(calls).toContain('GET /api/ticket'));
    expect(screen.getByRole('heading', { name: 'Tickets de Suporte' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/Ocorreu um erro/)).not.toBeInTheDocument();
  });
});
