import { expect, test, type Page } from './fixtures';
import { signIn } from './support';

const HOSTING = 'lojadaana.com.br';
const dialog = (page: Page) => page.getByRole('dialog');
const ACCOUNT = `antigo@${HOSTING}`;

test('a restore of a backup taken earlier brings back a mailbox deleted since', async ({ page }) => {
  await signIn(page, 'cliente@exemplo.com.br', `/hosting/${HOSTING}/email`);
  const accounts = page.getByRole('table', { name: 'Contas de e-mail' });
  const row = accounts.getByRole('row', { name: /antigo@lojadaana\.com\.br/ });
  await row.getByRole('button', { name: `Ações de ${ACCOUNT}` }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  await dialog(page).getByRole('button', { name: 'Excluir' }).click();
  await expect(row).toHaveCount(0);

  // The newest restore point was taken when the server started, with the mailbox in it.
  await page.goto(`/hosting/${HOSTING}/backup`);
  const newest = page.getByRole('table', { name: 'Pontos de restauração' }).getByRole('row').nth(1);
  await newest.getByRole('button', { name: /^Restaurar/ }).click();
  await dialog(page).getByRole('button', { name: 'Restaurar' }).click();
  await expect(page).toHaveURL(new RegExp(`/hosting/${HOSTING.replace(/\./g, '\\.')}$`));

  await page.goto(`/hosting/${HOSTING}/email`);
  await expect(async () => {
    await page.reload();
    await expect(row).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('Desabilitado');
});
