import { expect, test } from './fixtures';
import { folderWith, openManager, row } from './filesSupport';

test('debug', async ({ page }) => {
  const { dir } = await folderWith(page.request, 'dbg', { 'index.html': 'oi' });
  page.on('framenavigated', (frame) => console.log('NAV', frame.url()));
  page.on('console', (msg) => console.log('CONSOLE', msg.type(), msg.text().slice(0, 300)));
  page.on('request', (r) => { if (r.url().includes('assets') || r.url().includes('/api/')) console.log('REQ', r.method(), r.url().slice(-60)); });
  page.on('pageerror', (error) => console.log('PAGEERROR', error.message));
  await openManager(page, dir);
  await row(page, 'index.html').click();
  await page.waitForTimeout(400);
  await row(page, 'index.html').dblclick();
  await page.waitForTimeout(8000);
  console.log('URL', page.url());
  await expect(page.locator('.monaco-editor').first()).toBeVisible();
  console.log(await page.locator('.monaco-editor').first().evaluate((e) => e.outerHTML.slice(0, 400)));
});
