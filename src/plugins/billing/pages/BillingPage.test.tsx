import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../../../tests/support/renderWithShell';
import type { BillingReport } from '../contract';
import BillingPage from './BillingPage';

const MARCH: BillingReport = { billing: [{ domain: 'blogdaana.com.br', amount: 29.76 }, { domain: 'lojadaana.com.br', amount: 1234.5 }], total: 1264.26 };
const DECEMBER: BillingReport = { billing: [{ domain: 'antigo.com.br', amount: 7.44 }], total: 7.44 };

/** Answers GET /api/billing by the month asked for, and remembers which months were asked. */
function stubBilling(reports: Record<string, BillingReport>) {
  const asked: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    expect(url.pathname).toBe('/api/billing');
    const key = `${url.searchParams.get('year')}-${url.searchParams.get('month')}`;
    asked.push(key);
    const report = reports[key] ?? { billing: [], total: 0 };
    return new Response(JSON.stringify({ data: { data: report } }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return asked;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T12:00:00-03:00'));
});
afterEach(() => vi.useRealTimers());

describe('BillingPage', () => {
  it('shows the current month by domain with the total', async () => {
    const asked = stubBilling({ '2026-3': MARCH });
    renderWithShell(<BillingPage />);
    expect(screen.getByRole('heading', { name: 'Consumo de Créditos' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Consumo de março de 2026' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['DomínioConsumo', 'blogdaana.com.brR$ 29,76', 'lojadaana.com.brR$ 1.234,50', 'TotalR$ 1.264,26'].map((text) => expect.stringMatching(text.replace(/[$.]/g, '\\$&').replace(/ /g, '\\s'))));
    expect(asked).toEqual(['2026-3']);
    expect(screen.getByRole('button', { name: 'Mês atual' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when the previous month has no consumption', async () => {
    const asked = stubBilling({ '2026-3': MARCH });
    renderWithShell(<BillingPage />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Mês anterior' }));
    expect(await screen.findByText('Nenhuma informação de consumo')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(asked).toEqual(['2026-3', '2026-2']);
  });

  it('offers 2 to 23 months back under "Outro mês"', async () => {
    const asked = stubBilling({ '2025-12': DECEMBER });
    renderWithShell(<BillingPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Outro mês' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Mês' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toHaveLength(22);
    expect(options[0]).toBe('janeiro de 2026');
    expect(options.at(-1)).toBe('abril de 2024');
    await userEvent.click(screen.getByRole('option', { name: 'dezembro de 2025' }));
    const table = await screen.findByRole('table', { name: 'Consumo de dezembro de 2025' });
    expect(within(table).getByText('antigo.com.br')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Consumo de dezembro de 2025' })).toBeInTheDocument();
    expect(asked).toEqual(['2026-3', '2026-1', '2025-12']);
  });
});
