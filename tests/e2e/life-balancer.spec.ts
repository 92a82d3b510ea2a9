import { expect, test } from './fixtures';
import { money, OWNER, signIn, runOnOwnServer } from './lifeSupport';
import { expectAccessible } from './support';

runOnOwnServer(30);

test('the balancer is enabled with its price, takes a worker per free slot, sells an extra slot and is disabled', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/hosting/lojadaana.com.br/balancer');
  await expect(page.getByRole('heading', { name: 'Balanceador de carga' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ativar balanceador' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(money(50));
  // R$ 59,90 + R$ 50,00 a month, an hour.
  await expect(dialog.getByRole('group', { name: 'Efeito na cobrança' })).toContainText(money((59.9 + 50) / 720, 4));
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('1 vaga livre.')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar servidor' }).click();
  await dialog.getByRole('combobox', { name: 'Hospedagem' }).click();
  // Only the user's other hostings: not this one, not a guest's.
  await expect(page.getByRole('option')).toHaveText(['antigo.com.br', 'blogdaana.com.br']);
  await page.getByRole('option', { name: 'blogdaana.com.br' }).click();
  await dialog.getByRole('combobox', { name: 'Região' }).click();
  await expect(page.getByRole('option')).toHaveText(['Brasil', 'E.U.A.']);
  await page.getByRole('option', { name: 'E.U.A.' }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  const table = page.getByRole('table', { name: 'Servidores do balanceador' });
  await expect(table).toContainText('blogdaana.com.br');
  await expect(table).toContainText('E.U.A.');
  await expect(page.getByText('Nenhuma vaga livre.')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar balanceador' }).click();
  await expect(dialog).toContainText('Uma vaga extra custa');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('1 vaga livre.')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar servidor' }).click();
  await dialog.getByRole('radio', { name: 'Personalizado' }).check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Informe o host.')).toBeVisible();
  await dialog.getByLabel('Host').fill('Servidor.Exemplo.com.br');
  await dialog.getByLabel('IP').fill('300.1.1.1');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Informe um endereço IPv4 válido.')).toBeVisible();
  await dialog.getByLabel('IP').fill('192.0.2.10');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(table).toContainText('servidor.exemplo.com.br');

  await page.route('**/api/hosting/*/balancer/*', (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { message: 'falhou' } }) : route.fallback()));
  await table.getByRole('button', { name: 'Remover servidor.exemplo.com.br' }).click();
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Ocorreu um erro ao tentar remover o balanceador.')).toBeVisible();
  await page.unroute('**/api/hosting/*/balancer/*');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Desativar balanceador' }).click();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('button', { name: 'Ativar balanceador' })).toBeVisible();
});

test('a balancer or hostings list that cannot be loaded says so', async ({ page }) => {
  await signIn(page, OWNER);
  await page.route('**/api/hosting/lojadaana.com.br/balancer', (route) => route.fulfill({ status: 500, json: { message: 'falhou' } }));
  await page.goto('/hosting/lojadaana.com.br/balancer');
  await expect(page.getByRole('dialog')).toContainText('Ocorreu um erro ao carregar as informações sobre o balanceador.');
  await page.getByRole('dialog').getByRole('button').first().click();
  await page.unroute('**/api/hosting/lojadaana.com.br/balancer');
  await page.route('**/api/hosting', (route) => route.fulfill({ status: 500, json: { message: 'falhou' } }));
  await page.reload();
  await expect(page.getByRole('dialog')).toContainText('Ocorreu um erro ao carregar a lista de suas hospedagens.');
});
