import { expect, test } from './fixtures';
import { expectAccessible, login } from './support';

test('a customer asks for a free migration, prefilled, and can ask again', async ({ page }) => {
  await login(page, 'cliente@exemplo.com.br');
  await page.getByRole('navigation', { name: 'Acesso rápido' }).getByRole('link', { name: 'Migração' }).click();
  await expect(page.getByRole('heading', { name: 'Migre os seus sites gratuitamente!' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('cliente@exemplo.com.br');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  await expectAccessible(page);

  await page.getByLabel('Domínios a migrar').fill('site antigo');
  await page.getByRole('button', { name: 'Solicitar migração' }).click();
  await expect(page.getByText('Confira os domínios: use um por linha, como meusite.com.br.')).toBeVisible();

  await page.getByLabel('Domínios a migrar').fill('siteantigo.com.br');
  await page.getByRole('button', { name: 'Solicitar migração' }).click();
  await expect(page.getByText('Recebemos a sua solicitação de migração! Nossa equipe entrará em contato pelo e-mail cliente@exemplo.com.br em breve.')).toBeVisible();
  await page.getByRole('button', { name: 'Fazer nova solicitação' }).click();
  await expect(page.getByLabel('Domínios a migrar')).toHaveValue('');
  await expect(page.getByLabel('Nome')).toHaveValue('Ana Beatriz Cliente');
});

test('a visitor reaches the migration form without signing in, with the domain from the address', async ({ page }) => {
  await page.goto('/migration?domain=meusite.com.br');
  await expect(page.getByRole('heading', { name: 'Migre os seus sites gratuitamente!' })).toBeVisible();
  await expect(page.getByLabel('Domínios a migrar')).toHaveValue('meusite.com.br');
  await page.getByLabel('Nome').fill('Vera Visitante');
  await page.getByLabel('E-mail').fill('vera@exemplo.com.br');
  await page.getByLabel('Telefone').pressSequentially('11933334444');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 93333-4444');
  await page.getByRole('button', { name: 'Solicitar migração' }).click();
  await expect(page.getByText(/Recebemos a sua solicitação de migração!/)).toBeVisible();
  await expectAccessible(page);
});

test('a server failure keeps what was typed and says why', async ({ page }) => {
  await page.route('**/api/migration', (route) => route.fulfill({ status: 503, json: { message: 'Serviço de migração indisponível no momento.' } }));
  await page.goto('/migration');
  await page.getByLabel('Nome').fill('Vera Visitante');
  await page.getByLabel('E-mail').fill('vera@exemplo.com.br');
  await page.getByLabel('Telefone').pressSequentially('1133334444');
  await page.getByLabel('Domínios a migrar').fill('meusite.com.br');
  await page.getByRole('button', { name: 'Solicitar migração' }).click();
  await expect(page.getByText('Serviço de migração indisponível no momento.')).toBeVisible();
  await expect(page.getByLabel('Domínios a migrar')).toHaveValue('meusite.com.br');
});
