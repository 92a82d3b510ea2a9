import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { signInFirstTime } from './authSupport';
import { customerWithCredits, expectStaysAt, registeredDomain } from './domainsSupport';
import { expectAccessible } from './support';

/** Each test works on a domain of a customer of its own: the demo accounts stay as other specs expect them. */
async function ownDomain(page: Page, request: APIRequestContext, name: string, domain: string) {
  const { email, token } = await customerWithCredits(request, name);
  await registeredDomain(request, token, domain);
  await signInFirstTime(page, email);
}
const dateOf = (text: string) => {
  const [d, m, y] = text.split('/').map(Number);
  return Date.UTC(y!, m! - 1, d!);
};

test('name servers: a bad one gets its error on its own slot, a good list is saved', async ({ page, request }) => {
  await ownDomain(page, request, 'Servidores DNS', 'dns-e2e.com.br');
  await page.goto('/domain/dns-e2e.com.br/nameservers');
  await page.getByRole('button', { name: 'Adicionar servidor DNS' }).click();
  await page.getByTestId('nameserver-0').fill('ns1.exemplo.com.br');
  await page.getByTestId('nameserver-1').fill('ns2.exemplo.com.br');
  await page.getByTestId('nameserver-2').fill('ns1.exemplo.com.br');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const third = page.getByRole('textbox', { name: 'Servidor DNS 3' });
  await expect(third).toHaveAccessibleDescription('Este servidor DNS já foi informado.');
  await expect(page.getByRole('textbox', { name: 'Servidor DNS 1' })).not.toHaveAttribute('aria-invalid', 'true');
  await third.fill('ns3.exemplo.com.br');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Servidores DNS alterados com sucesso.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('nameserver-2')).toHaveValue('ns3.exemplo.com.br');
});

test('renew: charged from credits and the expiry moves by the years chosen', async ({ page, request }) => {
  await ownDomain(page, request, 'Renova Dominio', 'lojadaana-renova.com.br');
  await page.goto('/domain/lojadaana-renova.com.br');
  const before = dateOf((await page.getByTestId('domain-expiration').textContent()) ?? '');
  await page.getByRole('link', { name: 'Renovar' }).click();
  await expectStaysAt(page, '/domain/lojadaana-renova.com.br/renew');
  await expect(page.getByRole('heading', { name: 'Renovar lojadaana-renova.com.br' })).toBeVisible();
  await expect(page.getByText(/Total: R\$\s40,00/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Renovar domínio' }).click();
  await expect(page.getByText('Domínio renovado com sucesso.')).toBeVisible();
  await expectStaysAt(page, '/domain/lojadaana-renova.com.br');
  await expect.poll(async () => dateOf((await page.getByTestId('domain-expiration').textContent()) ?? '') - before).toBeGreaterThanOrEqual(365 * 86_400_000);
});

test('Contatos shows and edits the registrant, CNPJ check digits under the field', async ({ page, request }) => {
  await ownDomain(page, request, 'Contatos Dominio', 'lojadaana-contatos.com.br');
  await page.goto('/domain/lojadaana-contatos.com.br');
  await page.getByRole('tab', { name: 'Contatos' }).click();
  await expectStaysAt(page, '/domain/lojadaana-contatos.com.br/contact');
  await expect(page.getByLabel('E-mail')).toHaveValue('cliente.teste@exemplo.com.br');
  await page.getByLabel('Nome ou razão social').fill('Loja da Ana Ltda');
  await page.getByLabel('CPF ou CNPJ').fill('11222333000180');
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue('11.222.333/0001-80');
  await page.getByLabel('Telefone').click();
  await page.getByLabel('Telefone').press('End');
  await page.getByLabel('Telefone').press('Control+a');
  await page.getByLabel('Telefone').press('Backspace');
  await page.getByLabel('Telefone').pressSequentially('1133334444');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 3333-4444');
  await expect(page.getByLabel('CEP')).toHaveValue('01310-100');
  await page.getByLabel('Bairro').fill('Jardim Paulista');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('CPF ou CNPJ inválido.')).toBeVisible();
  await page.getByLabel('CPF ou CNPJ').fill('11222333000181');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Contatos atualizados!')).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByLabel('Nome ou razão social')).toHaveValue('Loja da Ana Ltda');
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue('11.222.333/0001-81');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 3333-4444');
  await expect(page.getByLabel('Bairro')).toHaveValue('Jardim Paulista');
});
