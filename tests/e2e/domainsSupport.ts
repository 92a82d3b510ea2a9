import { expect, type Page } from './fixtures';

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
