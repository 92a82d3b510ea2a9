import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './fixtures';

export const PASSWORD = 'demo12345';

/** Signs in through the login page, as a person would, and waits for the dashboard. */
export async function login(page: Page, email: string, password = PASSWORD, path = '/auth/login') {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

/** No serious or critical axe violation on the page as it stands. */
export async function expectAccessible(page: Page) {
  // Colours caught mid-transition (a button just enabled) are not what a person reads.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
