import { expect, test, type Page } from './fixtures';
import { dialog, grid, HOSTING, openManager, row } from './filesSupport';

/** Checks across plugins: what deploy and backup do to a hosting's files shows in the file manager. */

async function showsInManager(page: Page, dir: string, name: string) {
  await page.goto(`/hosting/${HOSTING}/files?path=${encodeURIComponent(dir)}`);
  await expect(async () => {
    await page.reload();
    await expect(grid(page, dir)).toBeVisible();
    await expect(row(page, name)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test('a deploy puts the repository’s files where the file manager shows them', async ({ page }) => {
  await openManager(page, '/public_html');
  await page.goto(`/hosting/${HOSTING}/deploy`);
  await page.getByRole('button', { name: 'Adicionar integração' }).click();
  await dialog(page).getByRole('list', { name: 'Escolha o provedor' }).getByRole('button', { name: 'GitLab' }).click();
  await dialog(page).getByRole('button', { name: 'Conectar' }).click();
  await page.getByRole('button', { name: 'Autorizar' }).click();
  await page.waitForURL(`**/hosting/${HOSTING}/deploy?provider=gitlab`);
  const form = dialog(page);
  await form.getByLabel('Repositório').click();
  await page.getByRole('option', { name: 'painel-demo/landing-page' }).click();
  await form.getByLabel('Diretório de publicação').fill('public_html/lp-cruzado');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Integração criada com sucesso!')).toBeVisible();

  // The repository is copied as it is: its README at the top, its page under public/.
  await showsInManager(page, '/public_html/lp-cruzado', 'README.md');
  await expect(row(page, 'public')).toBeVisible();
  await showsInManager(page, '/public_html/lp-cruzado/public', 'index.html');
  await expect(page).toHaveURL(`/hosting/${HOSTING}/files?path=${encodeURIComponent('/public_html/lp-cruzado/public')}`);
});

test('restoring the newest restore point brings back a folder deleted in the file manager since', async ({ page }) => {
  // The FTP plugin's demo user has its home there; the newest point was taken when the server started.
  await openManager(page, '/public_html');
  await row(page, 'designer').click();
  await page.keyboard.press('Delete');
  await dialog(page).getByRole('button', { name: 'Excluir' }).click();
  await expect(row(page, 'designer')).toHaveCount(0);

  await page.goto(`/hosting/${HOSTING}/backup`);
  const newest = page.getByRole('table', { name: 'Pontos de restauração' }).getByRole('row').nth(1);
  await newest.getByRole('button', { name: /^Restaurar/ }).click();
  await dialog(page).getByRole('button', { name: 'Restaurar' }).click();
  await expect(page).toHaveURL(`/hosting/${HOSTING}`);

  await showsInManager(page, '/public_html', 'designer');
});

test('the SSH page shows the FTP main account’s password, masked until asked', async ({ page }) => {
  await openManager(page, '/public_html');
  await page.goto(`/hosting/${HOSTING}/ssh`);
  const password = page.getByLabel('Senha (a do FTP principal)', { exact: true });
  await expect(password).toHaveText('••••••••••••');
  await page.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(password).toHaveText('demo12345');
  await expect(page).toHaveURL(`/hosting/${HOSTING}/ssh`);
});
