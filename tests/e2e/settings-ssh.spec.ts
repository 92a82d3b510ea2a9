import { generateKeyPairSync } from 'node:crypto';
import sshpk from 'sshpk';
import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './support';

const LOJA = 'lojadaana.com.br';
const dialog = (page: Page) => page.getByRole('dialog');
const keys = (page: Page) => page.getByRole('table', { name: 'Chaves públicas' });

const newKey = () => sshpk.parseKey(generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }) as string, 'pem').toString('ssh').replace(' (unnamed)', '');

async function visit(page: Page) {
  await signIn(page, 'cliente@exemplo.com.br', `/hosting/${LOJA}/ssh`);
}

test.describe('SSH', () => {
  test('shows the connection command with the hosting user and views the seeded key', async ({ page }) => {
    await visit(page);
    await expect(page).toHaveTitle(`Painel | SSH | ${LOJA}`);
    await expect(page.getByLabel('Comando de conexão', { exact: true })).toHaveText(/^ssh lojadaanacom\d+@127\.0\.0\.1 -p 22$/);
    await keys(page).getByRole('button', { name: 'Ver chave notebook da Ana' }).click();
    const viewer = page.getByRole('dialog', { name: 'Chave notebook da Ana' });
    await expect(viewer.getByLabel('Chave pública', { exact: true })).toHaveValue(/^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBDMXLA/);
    await expect(viewer).toContainText('SHA256:');
    await expectAccessible(page);
    await viewer.getByRole('button', { name: 'Fechar' }).click();
    await expect(viewer).toBeHidden();
  });

  test('refuses a malformed key under the field, adds a real one, deletes it', async ({ page }) => {
    const title = `e2e ${Date.now().toString(36)}`;
    await visit(page);
    await page.getByRole('button', { name: 'Adicionar chave' }).click();
    await dialog(page).getByLabel('Título').fill(title);
    const key = dialog(page).getByLabel('Chave pública');
    await key.fill('ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7quebrada usuario@note');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog(page).getByText('Chave pública inválida. Cole o conteúdo do arquivo .pub, por exemplo "ssh-ed25519 AAAA… usuario@computador".')).toBeVisible();
    await expect(key).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog(page).getByLabel('Título')).toHaveValue(title);
    await expectAccessible(page);
    await key.fill(`${newKey()} ana@note`);
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Chave adicionada!')).toBeVisible();
    const row = keys(page).getByRole('row', { name: new RegExp(title) });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Excluir chave ${title}` }).click();
    await page.getByRole('dialog', { name: 'Excluir chave SSH' }).getByRole('button', { name: 'Excluir' }).click();
    await expect(keys(page).getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  });

  test('the toggle is queued, polled and applied', async ({ page }) => {
    await visit(page);
    const toggle = page.getByRole('switch', { name: 'SSH ativado' });
    const before = await toggle.isChecked();
    await toggle.click();
    await expect(page.getByRole('status').filter({ hasText: 'A alteração do SSH está sendo aplicada.' })).toBeVisible();
    await expect(toggle).toBeDisabled();
    // The server applies it within about a second; the page learns it on its next 10 s poll.
    await expect(page.getByRole('status').filter({ hasText: 'A alteração do SSH está sendo aplicada.' })).toBeHidden({ timeout: 15_000 });
    await expect(toggle).toBeChecked({ checked: !before });
    await expect(toggle).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'SSH ativado' })).toBeChecked({ checked: !before });
  });

  test('a refused change puts the switch back; a queued error is shown', async ({ page }) => {
    await visit(page);
    const toggle = page.getByRole('switch', { name: 'SSH ativado' });
    await expect(toggle).toBeEnabled({ timeout: 15_000 });
    const before = await toggle.isChecked();
    await page.route('**/api/hosting/*/ssh', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"falhou"}' }) : route.fallback(),
    );
    await toggle.click();
    const alert = page.getByRole('dialog').filter({ hasText: 'Ocorreu um erro ao tentar alterar o status do SSH. Por favor, atualize sua página e tente novamente.' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Fechar' }).click();
    await expect(toggle).toBeChecked({ checked: before });

    await page.unrouteAll();
    await page.route('**/api/hosting/*/ssh', async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      await route.fulfill({ response: answer, json: { ...body, data: { ...body.data, queued: 'error' } } });
    });
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'Ocorreu um erro ao tentar alterar o status do SSH.' })).toBeVisible();
  });
});
