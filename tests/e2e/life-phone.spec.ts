import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './support';

test.use({ viewport: { width: 375, height: 740 } });

/** Nothing wider than the phone, and every control on the screen. */
async function expectFitsPhone(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main [role=progressbar]:not([aria-valuenow])')).toHaveCount(0);
  const problems = await page.evaluate(() => {
    const outside = [...document.querySelectorAll('main button, main input, main a[href], main [role=combobox]')]
      .filter((el) => !el.closest('[role=tablist]'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && (box.left < -1 || box.right > window.innerWidth + 1);
      })
      .map((el) => el.getAttribute('aria-label') ?? el.textContent ?? el.tagName);
    return { scrollWidth: document.documentElement.scrollWidth, outside };
  });
  expect(problems).toEqual({ scrollWidth: 375, outside: [] });
}

for (const path of ['/hosting/lojadaana.com.br/plan', '/hosting/lojadaana.com.br/transfer', '/hosting/lojadaana.com.br/balancer', '/hosting/lojadaana.com.br/remove', '/hosting/restore']) {
  test(`${path} is usable at 375 px`, async ({ page }) => {
    await signIn(page, 'cliente@exemplo.com.br', path);
    await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectFitsPhone(page);
    await expectAccessible(page);
  });
}
