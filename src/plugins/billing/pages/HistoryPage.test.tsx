import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { markSession } from '../../../core/auth/tokenCookie';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShell, stubApi } from '../../../../tests/support/renderWithShell';
import { HISTORY_LIMIT, type RechargeRecord } from '../contract';
import HistoryPage from './HistoryPage';

const record = (overrides: Partial<RechargeRecord>): RechargeRecord => ({ date: '2026-03-10T15:00:00.000Z', description: 'Recarga via PIX', amount: 100, status: 'Paid', nfse: null, ...overrides });

describe('HistoryPage', () => {
  it('shows date, description, amount, status and the invoice link; negatives in red', async () => {
    stubApi({
      'GET /api/recharge': {
        body: {
          data: [
            record({ nfse: '/api/recharge/nfse/inv-1' }),
            record({ date: '2026-02-01T12:00:00.000Z', description: 'Estorno', amount: -20, status: 'Cancelled' }),
            record({ date: '2026-01-05T12:00:00.000Z', description: 'Recarga via cartão', amount: 1500, status: 'Pending' }),
          ],
        },
      },
    });
    renderWithShell(<HistoryPage />);
    expect(screen.getByRole('heading', { name: 'Histórico de Recargas' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Histórico de Recargas' });
    const [, paid, refund, pending] = within(table).getAllByRole('row');
    expect(within(paid).getByText('10/03/2026')).toBeInTheDocument();
    expect(within(paid).getByText('Pago')).toBeInTheDocument();
    // The NFS-e is behind the session: fetched with the session's cookie, then opened in the new tab.
    markSession('tok-1', 60);
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<title>NFS-e</title>', { status: 200 }));
    URL.createObjectURL = vi.fn(() => 'blob:nfse');
    await userEvent.click(within(paid).getByRole('button', { name: 'Abrir a nota fiscal da recarga de 10/03/2026' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:nfse'));
    expect(fetch).toHaveBeenCalledWith('/api/recharge/nfse/inv-1', { credentials: 'same-origin' });
    open.mockRestore();
    fetch.mockRestore();
    expect(within(refund).getByText('-R$ 20,00')).toHaveStyle({ color: '#d32f2f' });
    expect(within(refund).getByText('Cancelado')).toBeInTheDocument();
    expect(within(refund).queryByRole('button')).not.toBeInTheDocument();
    expect(within(pending).getByText('R$ 1.500,00')).not.toHaveStyle({ color: '#d32f2f' });
    expect(within(pending).getByText('Pendente')).toBeInTheDocument();
    expect(screen.queryByText(/recargas mais recentes/)).not.toBeInTheDocument();
  });

  it(`notes that only the latest ${HISTORY_LIMIT} are shown`, async () => {
    const records = Array.from({ length: HISTORY_LIMIT }, (_, i) => record({ description: `Recarga ${i}` }));
    stubApi({ 'GET /api/recharge': { body: { data: records } } });
    renderWithShell(<HistoryPage />);
    expect(await screen.findByText('Exibindo apenas as 100 recargas mais recentes.')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(HISTORY_LIMIT + 1);
  });

  it('cancels the request when the user leaves the page', async () => {
    let signal: AbortSignal | undefined;
    globalThis.fetch = ((_input: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    }) as typeof fetch;
    const { unmount } = renderWithShell(<HistoryPage />);
    await waitFor(() => expect(signal).toBeDefined());
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
