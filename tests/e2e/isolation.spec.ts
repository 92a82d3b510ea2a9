import { expect, test } from './fixtures';
import { signIn } from './support';

// A worker keeps its browser context between tests (fixtures.ts): these two run in order on one
// worker, the first leaving behind what the second must not find.
test('a test signs in and leaves storage, session storage and a permission behind', async ({ page }) => {
  await signIn(page, 'cliente@exemplo.com.br', '/user/profile');
  await page.evaluate(() => {
    localStorage.setItem('painel.captcha', 'fail');
    sessionStorage.setItem('left', '1');
  });
  await page.context().grantPermissions(['clipboard-read']);
});

test('the next test on the worker finds no session, no storage and no permission', async ({ page, context }) => {
  expect(await context.cookies()).toEqual([]);
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/auth\/login/);
  expect(await page.evaluate(() => [localStorage.getItem('painel.captcha'), sessionStorage.getItem('left')])).toEqual([null, null]);
  expect(await page.evaluate(async () => (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state)).not.toBe('granted');
});
