import { expect, test, type Page } from './fixtures';
import { startOwnServer } from './ownServer';
import { PASSWORD } from './support';

export const OWNER = 'cliente@exemplo.com.br';
export const AFFILIATE = 'afiliado@exemplo.com.br';

/** R$ as the panel writes it, whatever space Intl puts after the symbol. */
export const money = (value: number, digits = 2) =>
  new RegExp(new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value).replace(/\s/, '\\s').replace('$', '\\$'));

/**
 * A server of the spec's own (E2E_PORT + 2000 + offset): these specs remove, transfer, re-plan and
 * pause the demo hostings that other specs read on the shared server.
 */
export function runOnOwnServer(offset: number) {
  const port = Number(process.env.E2E_PORT ?? 3199) + 2000 + offset;
  let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
  test.beforeAll(async () => {
    server = await startOwnServer(port);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  test.use({ baseURL: `http://localhost:${port}` });
}

export async function signIn(page: Page, email: string) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

export async function expectStaysAt(page: Page, path: string | RegExp) {
  await expect(page).toHaveURL(path);
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(path);
}
