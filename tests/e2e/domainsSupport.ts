import { confirmedPayment } from '../support/paidAction';
import { createVerifiedAccount } from './authSupport';
import { expect, type APIRequestContext, type Page } from './fixtures';

/** The registrant contact, filled as a person would (masks applied by the fields). */
export async function fillContact(page: Page, { cpfCnpj = '52998224725' }: { cpfCnpj?: string } = {}) {
  await page.getByLabel('Nome ou razão social').fill('Ana Cliente');
  await page.getByLabel('E-mail').fill('ana@exemplo.com.br');
  await page.getByLabel('Telefone').click();
  await page.getByLabel('Telefone').press('End');
  await page.getByLabel('Telefone').press('Control+a');
  await page.getByLabel('Telefone').press('Backspace');
  await page.getByLabel('Telefone').pressSequentially('11987654321');
  await page.getByLabel('CPF ou CNPJ').fill(cpfCnpj);
  await page.getByLabel('CEP').fill('01310100');
  await page.getByLabel('Endereço').fill('Av. Paulista');
  await page.getByLabel('Número').fill('1000');
  await page.getByLabel('Bairro').fill('Bela Vista');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByLabel('UF').fill('SP');
}

/** The URL is reached and stays there (no redirect after it). */
export async function expectStaysAt(page: Page, path: string | RegExp) {
  await expect(page).toHaveURL(typeof path === 'string' ? (url) => url.pathname + url.search === path : path);
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(typeof path === 'string' ? (url) => url.pathname + url.search === path : path);
}

/** The domain page's status chip (next to its name) eventually reads `text`; the page polls every 5 s. */
export async function expectDomainStatus(page: Page, domain: string, text: string) {
  const heading = page.getByRole('heading', { name: domain, level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.locator('section[aria-labelledby="domain-title"]').getByText(text, { exact: true })).toBeVisible({ timeout: 30_000 });
}

export const CUSTOMER_PASSWORD = 'segredo123';

/**
 * A new customer of their own, with credits bought through the sandbox PIX, so that specs that
 * spend credits or change domains never touch the demo accounts other specs read.
 */
export async function customerWithCredits(request: APIRequestContext, name: string, amount = 200): Promise<{ email: string; token: string }> {
  const email = await createVerifiedAccount(request, name, CUSTOMER_PASSWORD);
  const token = (await (await request.post('/api/login', { data: { email, password: CUSTOMER_PASSWORD, captcha: 'test' } })).json()).data.token as string;
  const headers = { authorization: `Bearer ${token}` };
  const recharge = await request.post('/api/recharge', { headers, data: confirmedPayment({ payment: 'PIX', cpfCnpj: '52998224725', name, email, phone: '11987654321', terms: true, amount, period: 1 }) });
  expect(recharge.ok()).toBe(true);
  const invoice = (await recharge.json()).data.invoice as string;
  expect((await request.post(`/api/sandbox/recharge/${invoice}/pay`, { headers })).ok()).toBe(true);
  return { email, token };
}

/** Registers `domain` for the customer through the API, paid from credits, and waits for the registry. */
export async function registeredDomain(request: APIRequestContext, token: string, domain: string) {
  const headers = { authorization: `Bearer ${token}` };
  const contact = { name: 'Cliente Teste', email: 'cliente.teste@exemplo.com.br', phone: '11987654321', cpfCnpj: '52998224725', addressZip: '01310100', addressStreet: 'Av. Paulista', addressNumber: '1000', addressNeighborhood: 'Bela Vista', addressCity: 'São Paulo', addressState: 'SP' };
  const res = await request.post('/api/domain', { headers, data: confirmedPayment({ ...contact, domain, type: 'register', period: 1, password: CUSTOMER_PASSWORD }) });
  expect((await res.json()).data.needsRecharge).toBe(false);
  await expect.poll(async () => (await (await request.get(`/api/domain/${domain}`, { headers })).json()).data.statusText, { timeout: 30_000 }).toBe('Registrado');
}
