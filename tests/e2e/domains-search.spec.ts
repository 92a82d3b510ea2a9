import { expect, test } from './fixtures';
import { expectStaysAt } from './domainsSupport';
import { expectAccessible, signIn } from './support';

const OWNER = 'cliente@exemplo.com.br';

test('the sidebar "+", "Registrar domínio" on Meus Domínios and the welcome card reach the search', async ({ page }) => {
  await signIn(page, OWNER, '/domains');
  await page.getByRole('main').getByRole('link', { name: 'Registrar domínio' }).click();
  await expectStaysAt(page, '/domain/add');
  await expect(page.getByRole('heading', { name: 'Registrar domínio', level: 1 })).toBeVisible();

  await page.goto('/hostings');
  await page.getByTestId('sidebar-domains').getByRole('link', { name: 'Registrar domínio' }).click();
  await expectStaysAt(page, '/domain/add');

  await page.goto('/welcome');
  await page.getByRole('main').locator('a[href="/domain/add"]').click();
  await expectStaysAt(page, '/domain/add');
});

test('search: lower-cased, prices with the higher renewal, suggestions, IDN, and errors under the field', async ({ page }) => {
  await signIn(page, OWNER, '/domain/add');
  const field = page.getByLabel('Domínio', { exact: true });
  await field.fill('MinhaLoja-Busca.com.br');
  await expect(field).toHaveValue('minhaloja-busca.com.br');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const result = page.locator('section[aria-labelledby="domain-result-title"]');
  await expect(result.getByRole('heading', { name: 'minhaloja-busca.com.br' })).toBeVisible();
  await expect(result.getByText('Disponível')).toBeVisible();
  await expect(page.getByTestId('domain-result-price')).toHaveText(/R\$\s40,00 no primeiro ano$/);
  const suggestions = page.getByRole('list', { name: 'Outras extensões' });
  const dotCom = suggestions.getByRole('listitem').filter({ hasText: 'minhaloja-busca.com' }).filter({ hasNotText: '.com.br' });
  await expect(dotCom).toContainText(/R\$\s69,90 no primeiro ano/);
  await expect(dotCom).toContainText(/Renovação: R\$\s89,90 por ano/);
  await expectAccessible(page);

  await field.fill('açaí-busca.com.br');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(result.getByRole('heading', { name: 'açaí-busca.com.br' })).toBeVisible();
  await expect(result.getByText('xn--aa-busca-s0a5d.com.br')).toBeVisible();

  await field.fill('google.com.br');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(result.getByText('Registrado', { exact: true })).toBeVisible();
  await expect(result.getByRole('link', { name: 'Transferir' })).toHaveAttribute('href', '/domain/google.com.br/register?transfer=1');

  await field.fill('lojadaana.com.br');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(result.getByText('Já é seu')).toBeVisible();

  await field.fill('loja.naoexiste');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByText('A extensão .naoexiste não existe.')).toBeVisible();
  await expect(field).toHaveValue('loja.naoexiste');
});

test('?domain prefills and searches only when it looks like a domain', async ({ page }) => {
  await signIn(page, OWNER, '/domain/add?domain=Prefill-Teste.com.br');
  await expect(page.getByLabel('Domínio', { exact: true })).toHaveValue('prefill-teste.com.br');
  await expect(page.getByRole('heading', { name: 'prefill-teste.com.br' })).toBeVisible();
  await page.goto('/domain/add?domain=%3Cscript%3Ealert(1)%3C/script%3E');
  await expect(page.getByLabel('Domínio', { exact: true })).toHaveValue('');
});

test('a name no one sells: "Domínio não encontrado." then the home page', async ({ page }) => {
  await signIn(page, OWNER, '/domain/loja.naoexiste/register');
  await expect(page.getByText('Domínio não encontrado.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('the search at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, OWNER, '/domain/add');
  await page.getByLabel('Domínio', { exact: true }).fill('celular-teste');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByRole('heading', { name: 'celular-teste.com.br' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
