import { expect, test } from './fixtures';
import { expectAccessible, signIn } from './support';

const OWNER = 'cliente@exemplo.com.br';

test('the domain page shows the summary with its tabs', async ({ page }) => {
  await signIn(page, OWNER, '/domain/LojaDaAna.com.br');
  await expect(page.getByRole('heading', { name: 'lojadaana.com.br', level: 1 })).toBeVisible();
  const menu = page.getByRole('tablist', { name: 'Menu do domínio' });
  await expect(menu.getByRole('tab', { name: 'Resumo' })).toHaveAttribute('aria-selected', 'true');
  await expect(menu.getByRole('tab', { name: 'DNS' })).toHaveAttribute('href', '/domain/lojadaana.com.br/nameservers');
  await expect(menu.getByRole('tab')).toHaveText(['Resumo', 'DNS', 'Contatos']);
  await expect(page.getByText('Bloqueio de transferência')).toBeVisible();
  await expect(page.getByText('Ativado', { exact: true })).toBeVisible();
  await expect(page.getByTestId('domain-expiration')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(page.getByTestId('domain-expiration')).toHaveAttribute('data-soon', 'false');
  await expect(page.getByText(/R\$\s40,00 \/ 1 ano/)).toBeVisible();
  await expect(page).toHaveTitle('Painel | Resumo | lojadaana.com.br');
  await expectAccessible(page);
});

test('a pending domain offers to finish its registration and shows no DNS or Contatos tab', async ({ page }) => {
  await signIn(page, OWNER, '/domain/novodominio.com.br');
  await expect(page.getByText('O registro deste domínio ainda não foi concluído.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Concluir registro' })).toHaveAttribute('href', '/domain/novodominio.com.br/register');
  const menu = page.getByRole('tablist', { name: 'Menu do domínio' });
  await expect(menu.getByRole('tab', { name: 'Resumo' })).toBeVisible();
  await expect(menu.getByRole('tab', { name: 'DNS' })).toHaveCount(0);
  await expect(menu.getByRole('tab', { name: 'Contatos' })).toHaveCount(0);
  await expectAccessible(page);
});

test('the DNS tab edits 2 to 5 nameservers with errors under the right input', async ({ page }) => {
  await signIn(page, OWNER, '/domain/lojadaana.com.br/nameservers');
  await expect(page.getByRole('heading', { name: 'Servidores DNS' })).toBeVisible();
  await expect(page.getByTestId('nameserver-0')).toHaveValue('ns1.painel.net.br');
  await expect(page.getByTestId('nameserver-1')).toHaveValue('ns2.painel.net.br');
  await expectAccessible(page);

  // Removing a slot refills the minimum of 2.
  await page.getByRole('button', { name: 'Remover servidor DNS 1' }).click();
  await expect(page.getByTestId(/^nameserver-\d$/)).toHaveCount(2);
  await expect(page.getByTestId('nameserver-0')).toHaveValue('ns2.painel.net.br');
  await expect(page.getByTestId('nameserver-1')).toHaveValue('');
  const add = page.getByRole('button', { name: 'Adicionar servidor DNS' });
  for (let i = 0; i < 3; i++) await add.click();
  await expect(page.getByTestId(/^nameserver-\d$/)).toHaveCount(5);
  await expect(add).toBeDisabled();
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Remover servidor DNS 3' }).click();
  await expect(page.getByTestId(/^nameserver-\d$/)).toHaveCount(2);

  await page.getByTestId('nameserver-0').fill('ns1.exemplo.com.br');
  await page.getByTestId('nameserver-1').fill('NS1.Exemplo.com.br');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Este servidor DNS já foi informado.')).toBeVisible();
  await expectAccessible(page);

  await page.getByTestId('nameserver-1').fill('NS2.Exemplo.com.br');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Servidores DNS alterados com sucesso.')).toBeVisible();
  await expect(page.getByTestId('nameserver-1')).toHaveValue('ns2.exemplo.com.br');
  await page.reload();
  await expect(page.getByTestId('nameserver-1')).toHaveValue('ns2.exemplo.com.br');
  await expect(page).toHaveTitle('Painel | Servidores DNS | lojadaana.com.br');
});

test('server errors are keyed per nameserver', async ({ page }) => {
  await page.route('**/api/domain/lojadaana.com.br/nameservers', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await route.fulfill({ status: 422, json: { message: 'Verifique os campos destacados e tente novamente.', errors: { 'nameserver-1': 'Servidor DNS não responde.' } } });
  });
  await signIn(page, OWNER, '/domain/lojadaana.com.br/nameservers');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByTestId('nameserver-1')).toHaveAccessibleDescription('Servidor DNS não responde.');
});

test('a nameserver load failure says so; the renewal page opens', async ({ page }) => {
  await page.route('**/api/domain/lojadaana.com.br/nameservers', (route) => route.fulfill({ status: 500, json: { message: 'x' } }));
  await signIn(page, OWNER, '/domain/lojadaana.com.br/nameservers');
  await expect(page.getByText('Não foi possível obter os servidores DNS para este domínio')).toBeVisible();
  await page.goto('/domain/lojadaana.com.br/renew');
  await expect(page.getByRole('heading', { name: 'Renovar lojadaana.com.br' })).toBeVisible();
  await expectAccessible(page);
});

test('expiry at 30 days or fewer is red; a pending domain cannot edit its DNS', async ({ page }) => {
  await page.route('**/api/domain/lojadaana.com.br', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { data: { ...body.data, daysToExpire: 30 } } });
  });
  await signIn(page, OWNER, '/domain/lojadaana.com.br');
  await expect(page.getByTestId('domain-expiration')).toHaveAttribute('data-soon', 'true');
  await page.goto('/domain/novodominio.com.br/nameservers');
  await expect(page.getByText(/só podem ser alterados depois que o registro/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  await expectAccessible(page);
});
