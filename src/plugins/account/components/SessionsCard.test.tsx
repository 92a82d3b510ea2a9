// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { SessionsCard } from './SessionsCard';

const THIS = { id: 'aaaaaaaaaaaaaaaa', device: 'Chrome no Windows', address: '203.0.113.10', lastUsedAt: '2026-12-01T22:00:00.000Z', createdAt: '2026-12-01T20:00:00.000Z', current: true };
const PHONE = { id: 'bbbbbbbbbbbbbbbb', device: 'Firefox no Android', address: '198.51.100.20', lastUsedAt: '2026-12-01T21:00:00.000Z', createdAt: '2026-12-01T19:00:00.000Z', current: false };

describe('Sessões ativas', () => {
  it('lists each session with its device, address and last use, and ends one at "Encerrar"', async () => {
    const calls = stubApi({ 'GET /api/user/sessions': { body: { data: [THIS, PHONE] } }, 'DELETE /api/user/sessions/bbbbbbbbbbbbbbbb': { body: { data: null } } });
    renderWithShell(<SessionsCard />);
    const list = await screen.findByRole('list', { name: 'Sessões ativas' });
    const [mine, phone] = within(list).getAllByRole('listitem');
    expect(mine).toHaveTextContent('Chrome no Windows');
    expect(mine).toHaveTextContent('Esta sessão');
    expect(mine).toHaveTextContent('Endereço: 203.0.113.10');
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(phone).toHaveTextContent(/Firefox no Android.*Endereço: 198\.51\.100\.20 · Último uso: 01\/12\/2026/);
    fireEvent.click(within(phone).getByRole('button', { name: 'Encerrar: Firefox no Android' }));
    expect(await screen.findByText('Sessão encerrada.')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/user/sessions/bbbbbbbbbbbbbbbb');
  });

  it('ends all the others at "Encerrar as outras", offered only when there are others', async () => {
    const calls = stubApi({ 'GET /api/user/sessions': { body: { data: [THIS, PHONE] } }, 'DELETE /api/user/sessions': { body: { data: null } } });
    renderWithShell(<SessionsCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Encerrar as outras' }));
    expect(await screen.findByText('As outras sessões foram encerradas.')).toBeInTheDocument();
    expect(calls).toContain('DELETE /api/user/sessions');
  });

  it('offers nothing to end when this is the only session', async () => {
    stubApi({ 'GET /api/user/sessions': { body: { data: [THIS] } } });
    renderWithShell(<SessionsCard />);
    await screen.findByText('Chrome no Windows');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
