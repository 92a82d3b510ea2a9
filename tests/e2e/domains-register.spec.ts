import { SandboxRegistrar } from '../../src/plugins/domains/server/registrar/registrar';
import { createVerifiedAccount, signInFirstTime } from './authSupport';
import { expect, test, type Page } from './fixtures';
import { customerWithCredits, CUSTOMER_PASSWORD, expectDomainStatus, expectStaysAt, fillContact } from './domainsSupport';
import { expectAccessible, signIn } from './support';

const OWNER = 'cliente@exemplo.com.br';

async function searchAndOpen(page: Page, domain: string, action: 'Registrar' | 'Transferir') {
  await page.goto('/domain/add');
  await page.getByLabel('Domínio', { exact: true }).fill(domain);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await page.locator('section[aria-labelledby="domain-result-title"]').getByRole('link', { name: action }).click();
}

test('register with credits: period, contact with masks and check digits, the password step, then pending and registered', async ({ page, request }) => {
  const { email } = await customerWithCredits(request, 'Com Creditos');
  await signInFirstTime(page, email);
  await searchAndOpen(page, 'ana-com-creditos.com.br', 'Registrar');
  await expectStaysAt(page, '/domain/ana-com-creditos.com.br/register');
  await expect(page.getByRole('heading', { name: 'Registrar ana-com-creditos.com.br' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name: /^2 anos — R\$\s80,00$/ }).click();
  await fillContact(page, { cpfCnpj: '52998224724' });
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue('529.982.247-24');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Registrar domínio' }).click();
  await expect(page.getByText('CPF ou CNPJ inválido.')).toBeVisible();
  await page.getByLabel('CPF ou CNPJ').fill('52998224725');

  // The password step: an empty password reveals the field and nothing is sent.
  await page.getByRole('button', { name: 'Registrar domínio' }).click();
  const password = page.getByLabel('Sua senha');
  await expect(password).toBeFocused();
  await expect(page.getByText('Informe a sua senha para confirmar a compra.')).toBeVisible();
  await password.fill('errada123');
  await page.getByRole('button', { name: 'Registrar domínio' }).click();
  await expect(page.getByText('Senha incorreta.')).toBeVisible();
  await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
  await password.fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Registrar domínio' }).click();

  await expectStaysAt(page, '/domain/ana-com-creditos.com.br');
  await expect(page.getByText(/registro do domínio está em andamento/).first()).toBeVisible();
  await expectDomainStatus(page, 'ana-com-creditos.com.br', 'Registrado');
  await expect(page.getByRole('tablist', { name: 'Menu do domínio' }).getByRole('tab')).toHaveText(['Resumo', 'DNS', 'Contatos']);
  await page.goto('/domains');
  await expect(page.getByRole('row').filter({ hasText: 'ana-com-creditos.com.br' })).toContainText('Registrado');
});

test('transfer: the EPP code is required and checked, under its field', async ({ page, request }) => {
  const domain = 'registrado-transfere.com.br';
  const { email } = await customerWithCredits(request, 'Transfere Dominio');
  await signInFirstTime(page, email);
  await searchAndOpen(page, domain, 'Transferir');
  await expectStaysAt(page, `/domain/${domain}/register?transfer=1`);
  await expect(page.getByRole('heading', { name: `Transferir ${domain}` })).toBeVisible();
  await fillContact(page);
  await page.getByRole('button', { name: 'Transferir domínio' }).click();
  await expect(page.getByText('Informe o código de transferência (EPP).')).toBeVisible();
  const epp = page.getByLabel('Código de transferência (EPP)');
  await epp.fill('EPP-ERRADO');
  await page.getByRole('button', { name: 'Transferir domínio' }).click();
  await page.getByLabel('Sua senha').fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Transferir domínio' }).click();
  await expect(page.getByText('O código de transferência (EPP) não confere com o do registrador atual.')).toBeVisible();
  await epp.fill(new SandboxRegistrar(1).authCode(domain));
  await page.getByRole('button', { name: 'Transferir domínio' }).click();
  await expectStaysAt(page, `/domain/${domain}`);
  await expectDomainStatus(page, domain, 'Registrado');
});

test('?epp prefills the transfer code', async ({ page }) => {
  await signIn(page, OWNER, '/domain/registrado-prefill.com.br/register?transfer=1&epp=EPP-123');
  await expect(page.getByLabel('Código de transferência (EPP)')).toHaveValue('EPP-123');
});

test('without credits: the order leads to the recharge after 5 s and completes once paid', async ({ page, request }) => {
  const email = await createVerifiedAccount(request, 'Sem Creditos');
  await signInFirstTime(page, email);
  const domain = 'sem-creditos-e2e.com.br';
  await searchAndOpen(page, domain, 'Registrar');
  await fillContact(page);
  await page.getByRole('button', { name: 'Registrar domínio' }).click();
  await page.getByLabel('Sua senha').fill('segredo123');
  await page.getByRole('button', { name: 'Registrar domínio' }).click();
  await expect(page.getByText(/Você não tem créditos suficientes para este pedido/)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname.endsWith('/register'));
  await page.waitForURL((url) => url.pathname === '/payment/manual-recharge' && /^\?order=\d+$/.test(url.search), { timeout: 8000 });
  await expect(page.getByText(/Pedido: Registro do domínio sem-creditos-e2e\.com\.br \(1 ano\)/)).toBeVisible();
  await expect(page.getByLabel('Valor')).toHaveValue('40');

  await page.getByLabel('CPF ou CNPJ').fill('52998224725');
  await page.getByLabel('Nome completo').fill('Sem Creditos');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('Li e aceito os termos de uso').check();
  await page.getByRole('button', { name: 'Confirmar pagamento e continuar' }).click();
  await page.getByRole('button', { name: 'Pagar este PIX (sandbox)' }).click();
  await expect(page.getByText('O pagamento foi confirmado!')).toBeVisible();

  await page.goto(`/domain/${domain}`);
  await expectDomainStatus(page, domain, 'Registrado');
});
