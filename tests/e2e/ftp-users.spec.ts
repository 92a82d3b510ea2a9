import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './support';

const HOSTING = 'lojadaana.com.br';
const dialog = (page: Page) => page.getByRole('dialog');
const usersTable = (page: Page) => page.getByRole('table', { name: 'Usuários adicionais' });

async function visit(page: Page) {
  await signIn(page, 'cliente@exemplo.com.br', `/hosting/${HOSTING}/ftp`);
  await expect(usersTable(page)).toBeVisible();
}

test('adds a user (lower-cased, 20 characters, folder prefilled) with the errors under the fields, changes its password and deletes it', async ({ page }) => {
  await visit(page);
  await expect(usersTable(page).getByRole('row', { name: `designer@${HOSTING} /public_html/designer` })).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar usuário' }).click();
  const username = dialog(page).getByLabel('Usuário');
  await expect(username).toHaveAttribute('maxlength', '20');
  await expect(dialog(page).getByText(`@${HOSTING}`)).toBeVisible();
  await username.fill('Designer');
  await expect(username).toHaveValue('designer');
  await dialog(page).getByLabel('Senha', { exact: true }).fill('segredo123');
  await username.blur();
  await expect(dialog(page).getByLabel('Diretório')).toHaveValue('public_html/designer');
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog(page).getByText('Já existe um usuário de FTP com este nome.')).toBeVisible();

  await username.fill('Novo.Usuario');
  await dialog(page).getByLabel('Diretório').fill('../../fora');
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog(page).getByText('Caminho inválido: ele sai da pasta da hospedagem.')).toBeVisible();
  await expect(username).toHaveValue('novo.usuario');

  await dialog(page).getByLabel('Senha', { exact: true }).fill('curta');
  await dialog(page).getByLabel('Diretório').fill('public_html/novo');
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog(page).getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Gerar senha' }).click();
  await expect(dialog(page).getByLabel('Senha', { exact: true })).toHaveValue(/^[A-Za-z0-9@#$&*]{16}$/);
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário de FTP adicionado!')).toBeVisible();
  const row = usersTable(page).getByRole('row', { name: `novo.usuario@${HOSTING} /public_html/novo` });
  await expect(row).toBeVisible();
  await expectAccessible(page);

  await row.getByRole('button', { name: `Alterar senha de novo.usuario@${HOSTING}` }).click();
  await dialog(page).getByLabel('Senha', { exact: true }).fill('outrasenha1');
  await dialog(page).getByLabel('Confirmar senha').fill('outrasenha1');
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Senha alterada!')).toBeVisible();

  await row.getByRole('button', { name: `Excluir novo.usuario@${HOSTING}` }).click();
  await expect(dialog(page)).toContainText(`Excluir o usuário novo.usuario@${HOSTING}?`);
  await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Excluir novo.usuario@${HOSTING}` }).click();
  await dialog(page).getByRole('button', { name: 'Excluir' }).click();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(usersTable(page).getByRole('row', { name: /novo\.usuario/ })).toHaveCount(0);
});

test('a failed removal shows the spec text and keeps the user', async ({ page }) => {
  await visit(page);
  await page.route('**/api/hosting/*/ftp/remove-user', (route) => route.fulfill({ status: 500, json: { message: 'falhou' } }));
  await page.getByRole('button', { name: `Excluir designer@${HOSTING}` }).click();
  await dialog(page).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Ocorreu um erro ao tentar remover o usuário de FTP...')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(usersTable(page).getByRole('row', { name: new RegExp(`designer@${HOSTING}`) })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the tables fit the screen and every action is reachable', async ({ page }) => {
    await visit(page);
    await expect(page.getByTestId('ftp-password')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const control of [
      page.getByRole('button', { name: 'Alterar senha', exact: true }),
      page.getByRole('button', { name: 'Copiar Senha' }),
      page.getByRole('button', { name: 'Adicionar usuário' }),
      page.getByRole('button', { name: `Excluir designer@${HOSTING}` }),
    ]) {
      await control.scrollIntoViewIfNeeded();
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    await expect(usersTable(page).getByText('Diretório: /public_html/designer')).toBeVisible();
  });
});
