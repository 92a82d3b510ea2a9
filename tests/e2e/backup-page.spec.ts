import { expect, test, type Page } from './fixtures';
import { answerLate, expectAccessible, movesOnTimelyLoad, signIn } from './support';

/** Nothing of blogdaana.com.br's e-mail is seeded, so restoring it leaves other specs' data alone. */
const HOSTING = 'blogdaana.com.br';
const PAGE = `/hosting/${HOSTING}/backup`;
const dialog = (page: Page) => page.getByRole('dialog');
const points = (page: Page) => page.getByRole('table', { name: 'Pontos de restauração' });
const dailyCard = (page: Page) => page.getByRole('region', { name: 'Backup diário' }).filter({ has: page.getByRole('heading', { name: 'Backup diário' }) });

async function visit(page: Page, path = PAGE) {
  await signIn(page, 'cliente@exemplo.com.br', path);
}

test.describe('Backup', () => {
  test('lists the restore points as hoje or relative days, with Restaurar, on the files group', async ({ ownPage: page }) => {
    // The demo points are of the day the server started, and two and five days before; a run past
    // midnight (UTC) would read them a day older. Read at noon of the newest one's day, in a context
    // of its own, since a context's clock stays set.
    await visit(page);
    const rows = points(page).getByRole('row');
    await expect(rows).toHaveCount(4);
    const [, day, month, year] = /(\d{2})\/(\d{2})\/(\d{4})$/.exec((await rows.nth(1).getByRole('button', { name: /^Restaurar/ }).getAttribute('aria-label')) ?? '') ?? [];
    await page.clock.setFixedTime(new Date(`${year}-${month}-${day}T12:00:00Z`));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Pontos de restauração' })).toBeVisible();
    await expect(rows.nth(1)).toContainText('hoje');
    await expect(rows.nth(2)).toContainText('há 2 dias');
    await expect(rows.nth(3)).toContainText('há 5 dias');
    await expect(rows.nth(1).getByRole('button', { name: /^Restaurar o backup de \d{2}\/\d{2}\/\d{4}$/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Arquivos', selected: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('restores a date with every option and no selector, then lands on the hosting and stays', async ({ page }) => {
    await visit(page);
    await points(page).getByRole('row').nth(2).getByRole('button', { name: /^Restaurar/ }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Restaurar backup' })).toBeVisible();
    await expect(dialog(page).getByRole('combobox', { name: 'Data do backup' })).toContainText('há 2 dias');
    await expect(dialog(page).getByRole('checkbox')).toHaveCount(0);
    const sent = page.waitForRequest((r) => r.url().endsWith(`${PAGE.replace('/hosting', '/api/hosting')}/restore`) && r.method() === 'POST');
    await dialog(page).getByRole('button', { name: 'Restaurar' }).click();
    const body = (await sent).postDataJSON() as { date: string; options: Record<string, boolean> };
    expect(body.options).toEqual({ files: true, databases: true, emails: true });
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page).toHaveURL(new RegExp(`/hosting/${HOSTING.replace(/\./g, '\\.')}$`));
    await expect(page.getByText('Restauração iniciada!', { exact: false })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(new RegExp(`/hosting/${HOSTING.replace(/\./g, '\\.')}$`));
  });

  test('a date the server has no point for is shown under the date field, and the dialog stays', async ({ page }) => {
    await visit(page);
    await page.route('**/backup/restore', (route) =>
      route.fulfill({ status: 422, json: { status: 'fail', message: 'Verifique os campos destacados e tente novamente.', errors: { date: 'Não há ponto de restauração nesta data.' } } }));
    await points(page).getByRole('row').nth(1).getByRole('button', { name: /^Restaurar/ }).click();
    await dialog(page).getByRole('button', { name: 'Restaurar' }).click();
    await expect(dialog(page).getByText('Não há ponto de restauração nesta data.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  });

  test('enabling shows the price and its effect on the hourly cost and days left, then the status; disabling is confirmed too', async ({ page }) => {
    await visit(page);
    const card = dailyCard(page);
    await expect(card.getByText('O backup diário está desativado.')).toBeVisible();
    await card.getByRole('button', { name: 'Ativar backup diário' }).click();
    await expect(dialog(page)).toContainText('O backup diário custa R$ 10,00 por mês');
    await expect(dialog(page)).toContainText(/Custo por hora da hospedagem: R\$\s0,\d{4} → R\$\s0,\d{4}/);
    const days = (await dialog(page).getByText(/^Seus créditos duram:/).textContent()) ?? '';
    const [now, after] = [...days.matchAll(/(\d+) dias?/g)].map((m) => Number(m[1]));
    expect(after).toBeLessThan(now);
    await expectAccessible(page);
    await dialog(page).getByRole('button', { name: 'Ativar' }).click();
    await expect(card.getByText('O backup diário está ativado.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ativar backup diário' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Desativar backup diário' }).click();
    await expect(dialog(page)).toContainText('Tem certeza que deseja desativar o backup diário?');
    await dialog(page).getByRole('button', { name: 'Desativar' }).click();
    await expect(card.getByText('O backup diário está desativado.')).toBeVisible();
  });

  test('the banner above the files tabs leads to ?daily=1 and the daily card is scrolled into view', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await visit(page);
    const card = dailyCard(page);
    await expect(card).not.toBeInViewport();
    await page.getByRole('link', { name: 'Ativar backup diário' }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}\\?daily=1$`));
    await expect(card).toBeInViewport();
    await expect(card).toBeFocused();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(new RegExp(`${PAGE}\\?daily=1$`));
  });

  for (const [when, delay] of [['at once', 0], ['late', 250]] as const) {
    test(`the banner is drawn with the files tabs and page: nothing below it moves when it arrives ${when}`, async ({ page }) => {
      if (delay) await answerLate(page, '**/backup/daily', delay);
      const drawn = async () => {
        await expect(page.getByRole('link', { name: 'Ativar backup diário' })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Pontos de restauração' })).toBeVisible();
      };
      await visit(page);
      await drawn();
      expect(await movesOnTimelyLoad(page, '[aria-label="Seções de Arquivos"]', drawn)).toEqual([]);
    });
  }

  test('a status that does not answer does not hold the page: it is drawn without the banner', async ({ page }) => {
    await page.route('**/backup/daily', () => undefined);
    await visit(page);
    await expect(page.getByRole('heading', { name: 'Pontos de restauração' })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Seções de Arquivos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ativar backup diário' })).toHaveCount(0);
  });

  test('a failing status shows its text; the page works at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.route('**/backup/daily', (route) => route.fulfill({ status: 500, json: { message: 'falhou' } }));
    await signIn(page, 'cliente@exemplo.com.br', PAGE);
    await expect(page.getByText('Não foi possível obter o status do backup diário.')).toBeVisible();
    await expect(points(page).getByRole('row').nth(1).getByRole('button', { name: /^Restaurar/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('a guest without the site permission has no Arquivos group and no backup page', async ({ page }) => {
    await signIn(page, 'convidado@exemplo.com.br', '/hosting/lojadaana.com.br');
    const menu = page.getByRole('tablist', { name: 'Menu da hospedagem' });
    await expect(menu.getByRole('tab', { name: 'Resumo' })).toBeVisible();
    await expect(menu.getByRole('tab', { name: 'Arquivos' })).toHaveCount(0);
    await page.goto('/hosting/lojadaana.com.br/backup');
    // The shell sends the refused back to the hosting's summary.
    await expect(page).toHaveURL(/\/hosting\/lojadaana\.com\.br$/);
    await expect(menu.getByRole('tab', { name: 'Resumo', selected: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pontos de restauração' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ativar backup diário' })).toHaveCount(0);
  });

  test('"Criar ponto de restauração" adds a verified point without the daily backup, and one part of it can be restored alone', async ({ page }) => {
    await visit(page);
    // The demo points were read back when taken: each shows it.
    await expect(points(page).getByRole('row').nth(1)).toContainText('verificado', { timeout: 60_000 });
    const before = await points(page).getByRole('row').count();
    await page.getByRole('button', { name: 'Criar ponto de restauração' }).click();
    await expect(page.getByText('Criando o ponto de restauração!', { exact: false })).toBeVisible();
    const created = points(page).getByRole('row').filter({ hasText: 'criado por você' });
    await expect(created).toHaveCount(1, { timeout: 20_000 });
    await expect(points(page).getByRole('row')).toHaveCount(before + 1);
    await expect(created).toContainText('verificado');
    await expect(dailyCard(page).getByText('O backup diário está desativado.')).toBeVisible();

    await created.getByRole('button', { name: /^Escolher uma parte do backup de/ }).click();
    await expect(dialog(page).getByRole('heading', { name: /^Restaurar uma parte do backup de/ })).toBeVisible();
    await dialog(page).getByRole('radio', { name: 'Zona DNS' }).check();
    await expectAccessible(page);
    const sent = page.waitForRequest((r) => r.url().endsWith('/backup/restore/part') && r.method() === 'POST');
    await dialog(page).getByRole('button', { name: 'Restaurar' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ kind: 'dns' });
    await expect(page.getByText('Restauração iniciada!', { exact: false })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });
});
