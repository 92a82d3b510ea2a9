import { expect, test, type Page } from './fixtures';
import { login } from './support';

/** Every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the panel is served with its security headers', async ({ page }) => {
  const response = await page.goto('/auth/login');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('the panel runs under its Content-Security-Policy without a single violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await login(page, 'cliente@exemplo.com.br');
  for (const path of ['/', '/hosting/lojadaana.com.br', '/domain/lojadaana.com.br/dns', '/billing', '/recharge']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
});
