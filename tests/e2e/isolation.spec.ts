import { expect, test } from './fixtures';
import { signIn } from './support';

// A worker keeps its browser context between tests (fixtures.ts): these two run in order on one
// worker, the first leaving behind what the second must not find.
test('a test signs in and leaves storage, session storage, a permission, a route and an init script behind', async ({ page }) => {
  await signIn(page, 'cliente@exemplo.com.br', '/user/profile');
  await page.evaluate(() => {
    localStorage.setItem('painel.captcha', 'fail');
    sessionStorage.setItem('left', '1');
  });
  await page.context().grantPermissions(['clipboard-read']);
  await page.context().route('**/api/health', (route) => route.fulfill({ status: 418, body: 'left behind' }));
  await page.context().addInitScript(() => Object.assign(window, { leftBehind: true }));
});

test('the next test on the worker finds no session, no storage, no permission, no route and no init script', async ({ page, context }) => {
  expect(await context.cookies()).toEqual([]);
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => [localStorage.getItem('painel.captcha'), sessionStorage.getItem('left')])).toEqual([null, null]);
  expect(await page.evaluate(async () => (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state)).not.toBe('granted');
  expect(await page.evaluate(() => 'leftBehind' in window)).toBe(false);
  expect((await page.goto('/api/health'))?.status()).toBe(200);
});
