import { spawnSync } from 'node:child_process';
import { expect, test } from './fixtures';
import { startOwnServer } from './ownServer';
import { login } from './support';

/** The example brand, which adds the external plugin in examples/service-status, on a server of its own. */
const port = Number(process.env.E2E_PORT ?? 3199) + 1050;
let server: Awaited<ReturnType<typeof startOwnServer>>;

/** Builds a brand, unless the README's test command built it before the browsers started (E2E_BUILT_BRANDS). */
function ensureBuilt(brand: string) {
  if ((process.env.E2E_BUILT_BRANDS ?? '').split(',').includes(brand)) return;
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { env: { ...process.env, BRAND: brand }, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the ${brand} brand did not build:\n${build.stdout}\n${build.stderr}`);
}

test.beforeAll(async () => {
  ensureBuilt('exemplo');
  server = await startOwnServer(port, { BRAND: 'exemplo' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('the example brand shows its external plugin’s page from the user menu, with the status read from the API', async ({ page }) => {
  await login(page, 'cliente@exemplo.com.br', undefined, `${server.baseURL}/auth/login`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hospedagem Exemplo' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Status do serviço' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/service-status`);
  const components = page.getByRole('list', { name: 'Status do serviço' }).getByRole('listitem');
  await expect(components).toHaveCount(4);
  for (const name of ['Painel e API', 'Banco de dados do painel', 'Fila de tarefas', 'Armazenamento']) {
    await expect(components.filter({ hasText: name })).toContainText('Operacional');
  }
  await expect(page).toHaveURL(`${server.baseURL}/service-status`);
});

test("the example brand's tab reads its name before any of its code arrives", async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(`${server.baseURL}/auth/login`);
  await expect(page).toHaveTitle('Hospedagem Exemplo');
});

test('the default brand, which does not name it, has no such page', async ({ page }) => {
  await login(page, 'cliente@exemplo.com.br');
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await expect(page.getByRole('menuitem', { name: 'Status do serviço' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/service-status');
  await expect(page.getByText('404')).toBeVisible();
});
