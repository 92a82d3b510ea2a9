import { expect, test } from './fixtures';
import { answerLate, expectAccessible, login, movesOnTimelyLoad, signIn } from './support';

const money = (text: string) => new RegExp(text.replace(/[$.]/g, '\\$&').replace(/ /g, '\\s'));

test('the month\'s consumption, with other months to choose', async ({ page }) => {
  await login(page, 'cliente@exemplo.com.br');
  await expect(page.getByTestId('credit-balance')).toHaveText(money('R$ 150,00'));
  await page.goto('/payment/billing');
  await expect(page.getByRole('heading', { name: 'Consumo de Créditos' })).toBeVisible();
  await expect(page).toHaveTitle('Painel | Consumo de Créditos');

  const table = page.getByRole('table', { name: /^Consumo de / });
  for (const domain of ['antigo.com.br', 'blogdaana.com.br', 'lojadaana.com.br']) await expect(table.getByRole('row', { name: new RegExp(domain) })).toBeVisible();
  await expect(table.getByRole('row').last()).toContainText(/Total\s*R\$/);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Mês anterior' }).click();
  await expect(table.getByRole('row')).toHaveCount(5);

  await page.getByRole('button', { name: 'Outro mês' }).click();
  await page.getByRole('combobox', { name: 'Mês' }).click();
  await expect(page.getByRole('option')).toHaveCount(22);
  await page.getByRole('option').last().click();
  await expect(page.getByText('Nenhuma informação de consumo')).toBeVisible();
  await expectAccessible(page);
});

test('Consumo de Créditos is drawn with this month: the forecast below the table does not move when the month answers late', async ({ page }) => {
  await answerLate(page, (url) => url.pathname === '/api/billing');
  const drawn = async () => {
    await expect(page.getByRole('table', { name: /^Consumo de / }).getByRole('row', { name: /lojadaana\.com\.br/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Simular' })).toBeVisible();
  };
  await signIn(page, 'cliente@exemplo.com.br', '/payment/billing');
  await drawn();
  expect(await movesOnTimelyLoad(page, 'form', drawn)).toEqual([]);
});

test('the cost statement flags the paused hosting and totals per month and per hour', async ({ page }) => {
  await signIn(page, 'cliente@exemplo.com.br', '/payment/cost');
  await expect(page.getByRole('heading', { name: 'Demonstrativo de Custo' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Demonstrativo de Custo' });
  await expect(table.getByRole('row', { name: /antigo\.com\.br/ })).toContainText('Pausado');
  await expect(table.getByRole('row', { name: /lojadaana\.com\.br/ })).toContainText(money('R$ 59,90'));
  await expect(table.getByRole('row', { name: /lojadaana\.com\.br/ })).toContainText(money('R$ 0,0832'));
  // Other specs on this server may add hostings to the account: the total is the rows' sum, whatever they are.
  const reais = (text: string) => [...text.matchAll(/R\$\s([\d.]+,\d+)/g)].map((m) => Number(m[1].replace(/\./g, '').replace(',', '.')));
  const rows = await table.getByRole('row').allTextContents();
  const monthly = rows.slice(1, -1).map((row) => reais(row)[0] ?? 0);
  expect(monthly.length).toBeGreaterThanOrEqual(3);
  expect(reais(rows.at(-1)!)[0]).toBeCloseTo(monthly.reduce((sum, value) => sum + value, 0), 2);
  expect(reais(rows.at(-1)!)[0]).toBeGreaterThanOrEqual(108.77);
  await expectAccessible(page);
});

test('the recharge history lists the paid recharges', async ({ page }) => {
  await signIn(page, 'cliente@exemplo.com.br', '/payment/history');
  await expect(page.getByRole('heading', { name: 'Histórico de Recargas' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Histórico de Recargas' });
  await expect(table.getByRole('row', { name: money('R$ 120,00') })).toContainText(/\d{2}\/\d{2}\/\d{4}.*Recarga via PIX.*Pago/);
  expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(5);
  await expect(page.getByText(/recargas mais recentes/)).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await expect(page.getByRole('menuitem', { name: 'Consumo de Créditos' })).toHaveAttribute('href', '/payment/billing');
  await page.keyboard.press('Escape');
});
