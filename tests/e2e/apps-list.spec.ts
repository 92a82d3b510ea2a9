import { expect, test, type Page } from './fixtures';
import { expectAccessible, login, signIn } from './support';

const HOSTING = 'parceirodigital.com.br';

async function installByApi(page: Page, body: Record<string, unknown>) {
  const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'painel_token')!.value);
  const response = await page.request.post(`/api/hosting/${HOSTING}/apps`, { headers: { authorization: `Bearer ${token}` }, data: body });
  expect(response.status()).toBe(201);
}

test.describe('Aplicativos', () => {
  test('the list shows "Instalando (n%)" while installing, then the install date; Excluir removes it', async ({ page }) => {
    await signIn(page, 'afiliado@exemplo.com.br', `/hosting/${HOSTING}/apps`);
    await expect(page.getByText('Nenhum aplicativo instalado.')).toBeVisible();

    await installByApi(page, { app: 'wordpress', title: 'API', hasSubdomain: true, subdomain: 'api' });
    await page.reload();
    const table = page.getByRole('table', { name: 'Aplicativos' });
    const row = table.getByRole('row', { name: /WordPress public_html\/api/ });
    await expect(row).toContainText(/Instalando \(\d+%\)/);
    await expectAccessible(page);
    // Re-polled every 5 s while installing, without a reload.
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}/, { timeout: 30_000 });
    await expect(row).not.toContainText('Instalando');
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(page.getByRole('button', { name: 'Ações de WordPress em public_html/api' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 720 });

    await row.getByRole('button', { name: 'Ações de WordPress em public_html/api' }).click();
    await expect(page.getByRole('menuitem', { name: 'Acessar' })).toHaveAttribute('href', 'https://api.parceirodigital.com.br');
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Tem certeza que deseja excluir o aplicativo WordPress de public_html/api?');
    await expect(dialog).toContainText('Os arquivos do aplicativo e o banco de dados dele serão apagados.');
    await dialog.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Aplicativo excluído!')).toBeVisible();
    await expect(page.getByText('Nenhum aplicativo instalado.')).toBeVisible();
  });

  test('the hosting page offers the Aplicativos tab; a failed delete shows its text', async ({ page }) => {
    await login(page, 'afiliado@exemplo.com.br');
    await installByApi(page, { app: 'wordpress', title: 'Sistema', hasDir: true, dir: 'sistema' });
    await page.goto(`/hosting/${HOSTING}`);
    await page.getByRole('tab', { name: 'Aplicativos' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/hosting/${HOSTING}/apps$`));
    const row = page.getByRole('row', { name: /WordPress public_html\/sistema/ });
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/, { timeout: 30_000 });

    await page.route('**/api/hosting/*/apps/*', (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { message: 'falhou' } }) : route.fallback()));
    await row.getByRole('button', { name: /Ações de WordPress/ }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    const alert = page.getByRole('dialog');
    await expect(alert).toContainText('Ocorreu um erro ao tentar excluir o aplicativo. Por favor, atualize sua página e tente novamente.');
    await alert.getByRole('button', { name: 'Fechar' }).click();
    await expect(row).toBeVisible();
  });
});
