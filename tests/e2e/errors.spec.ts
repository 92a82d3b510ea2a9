import { expect, test } from './fixtures';
import { expectAccessible, login, signIn } from './support';

test('a server failure shows the message in the "Erro" alert, with the provider notice', async ({ page }) => {
  await login(page, 'cliente@exemplo.com.br');
  await page.route('**/api/domain', (route) => route.fulfill({ status: 500, json: { message: 'Falha no servidor de domínios.' } }));
  await page.goto('/domains');
  const dialog = page.getByRole('dialog', { name: 'Erro' });
  await expect(dialog.getByText('Falha no servidor de domínios.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Notificar o provedor' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
});

test('a gateway timeout explains itself and offers no provider notice', async ({ page }) => {
  await login(page, 'cliente@exemplo.com.br');
  await page.route('**/api/domain', (route) => route.fulfill({ status: 524, body: '' }));
  await page.goto('/domains');
  const dialog = page.getByRole('dialog', { name: 'Erro' });
  await expect(dialog.getByText('O servidor demorou muito tempo para responder. Por favor, atualize sua página e tente novamente. Se o erro persistir, entre em contato com nosso Suporte.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Notificar o provedor' })).toHaveCount(0);
});

test('a 403 shows the permission alert and returns to the dashboard', async ({ page }) => {
  await signIn(page, 'afiliado@exemplo.com.br', '/hosting/lojadaana.com.br');
  await expect(page.getByRole('dialog', { name: 'Alerta' }).getByText('Você não possui permissão para fazer isso! Para mais informações, entre em contato com nosso suporte.')).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('an expired session signs out to the login page', async ({ page }) => {
  await page.route('**/api/domain', (route) => route.fulfill({ status: 401, json: { message: 'Sua sessão expirou.' } }));
  await signIn(page, 'cliente@exemplo.com.br', '/domains');
  await expect(page).toHaveURL(/\/auth\/login/);
});
