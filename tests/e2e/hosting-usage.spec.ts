import { expect, test } from './fixtures';
import { signIn } from './support';

const OWNER = 'cliente@exemplo.com.br';
const GUEST = 'convidado@exemplo.com.br';
const HOSTING = 'lojadaana.com.br';

test('the summary shows the usage in percent and refreshes it every 10 s', async ({ page }) => {
  await signIn(page, OWNER, `/hosting/${HOSTING}`);
  const card = page.getByRole('region', { name: 'Uso de recursos' });
  for (const measure of ['CPU', 'Memória RAM', 'Disco', 'Bancos de dados', 'E-mails']) {
    await expect(card.getByRole('meter', { name: measure })).toBeVisible();
  }
  await expect(card.getByText(/^\d+(,\d)?\s?%$/).first()).toBeVisible();
  const updated = card.getByText(/^Atualizado /);
  const first = await updated.textContent();
  const refresh = page.waitForResponse((r) => r.url().endsWith(`/api/hosting/${HOSTING}/usage`), { timeout: 15_000 });
  await refresh;
  await expect(updated).not.toHaveText(first ?? '');
  await expect(page).toHaveURL(`/hosting/${HOSTING}`);
});

test('the charts tab draws CPU and RAM with the danger band, and each period asks its own series', async ({ page }) => {
  await signIn(page, OWNER, `/hosting/${HOSTING}`);
  await page.getByRole('link', { name: 'Gráficos' }).click();
  await expect(page).toHaveURL(`/hosting/${HOSTING}/charts`);
  await expect(page.getByRole('region', { name: 'Uso de CPU' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Uso de memória RAM' })).toBeVisible();
  await expect(page.getByTestId('danger-area')).toHaveCount(2);
  await expect(page.getByRole('button', { name: '1 hora' })).toHaveAttribute('aria-pressed', 'true');
  const cpu = page.getByRole('region', { name: 'Uso de CPU' });
  await expect(cpu.getByText('100%')).toBeVisible();
  await expect(cpu.getByText(/^\d{2}:\d{2}$/).first()).toBeVisible();

  const week = page.waitForRequest((r) => r.url().includes('/statistics?period=W'));
  await page.getByRole('button', { name: '7 dias' }).click();
  await week;
  await expect(cpu.getByText(/^\d{2}\/\d{2}$/).first()).toBeVisible();
  for (const period of ['6 horas', '24 horas', '30 dias']) {
    await page.getByRole('button', { name: period }).click();
    await expect(page.getByRole('button', { name: period })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page).toHaveURL(`/hosting/${HOSTING}/charts`);
});

test('the first-steps links appear right after creation and lead to their pages', async ({ page }) => {
  await signIn(page, OWNER, `/hosting/${HOSTING}`);
  await expect(page.getByRole('region', { name: 'Primeiros passos' })).toHaveCount(0);
  await page.goto(`/hosting/${HOSTING}?created=1`);
  const links = page.getByRole('region', { name: 'Primeiros passos' });
  await expect(links.getByRole('link', { name: 'Instalar o WordPress' })).toHaveAttribute('href', `/hosting/${HOSTING}/app/install?name=wordpress`);
  await links.getByRole('link', { name: 'Criar contas de e-mail' }).click();
  await expect(page).toHaveURL(`/hosting/${HOSTING}/email`);
  await page.goBack();
  await links.getByRole('link', { name: 'Migrar um site existente' }).click();
  await expect(page).toHaveURL(`/hosting/migration?domain=${HOSTING}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`/hosting/migration?domain=${HOSTING}`);
});

test('a guest with the e-mail permission only sees no usage and cannot open the charts', async ({ page }) => {
  await signIn(page, GUEST, `/hosting/${HOSTING}`);
  await expect(page.getByRole('region', { name: 'Resumo' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Uso de recursos' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Gráficos' })).toHaveCount(0);
});
