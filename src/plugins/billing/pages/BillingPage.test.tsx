import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../../../tests/support/renderWithShell';
import type { BillingReport } from '../contract';
import BillingPage from './BillingPage';

const MARCH: BillingReport = { billing: [{ domain: 'blogdaana.com.br', amount: 29.76 }, { domain: 'lojadaana.com.br', amount: 1234.5 }], total: 1264.26 };
const DECEMBER: BillingReport = { billing: [{ domain: 'antigo.com.br', amount: 7.44 }], total: 7.44 };

/** The forecast as the API answers it for the demo owner (R$ 150,00 at 15 cents an hour), the recharge worked out by the server. */
function forecastAnswer(params: URLSearchParams) {
  const now = { balance: 150, dailyCost: 3.6, days: 41 };
  if (!params.get('amount')) return { ...now, recharge: null };
  return { ...now, recharge: { amount: 100, period: 12, bonusPercent: 10, bonus: 10, balance: 260, days: 72 } };
}

/** Answers GET /api/billing by the month asked for, and remembers which months were asked. */
function stubBilling(reports: Record<string, BillingReport>) {
  const asked: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/billing/forecast') return new Response(JSON.stringify({ data: forecastAnswer(url.searchParams) }), { headers: { 'content-type': 'application/json' } });
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

describe('the "what if" panel', () => {
  it('says how long the balance lasts and what a recharge with its period bonus makes of it, from the API\'s figures', async () => {
    stubBilling({});
    renderWithShell(<BillingPage />);
    expect(await screen.findByTestId('forecast-now')).toHaveTextContent('Com o saldo de R$ 150,00 e o consumo de R$ 3,60 por dia, seus créditos duram 41 dias.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Valor da recarga' }), '100');
    // Named by its label only: "1 mês" in its name would make it a second "Mês" box.
    expect(screen.getByRole('combobox', { name: 'Período' })).toHaveAccessibleName('Período');
    await userEvent.click(screen.getByRole('combobox', { name: 'Período' }));
    await userEvent.click(screen.getByRole('option', { name: '12 meses (+10% de bônus)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simular' }));
    expect(await screen.findByTestId('forecast-result')).toHaveTextContent('Com uma recarga de R$ 100,00 e R$ 10,00 de bônus, o saldo vai a R$ 260,00 e dura 72 dias.');
  });
});
