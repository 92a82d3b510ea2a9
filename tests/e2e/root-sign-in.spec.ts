import { expect, test, type Page } from './fixtures';
import { fillLogin } from './authSupport';

/** Every URL the main frame reaches, in order, from the moment it is called. */
function recordNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

const landingsOnLogin = (urls: string[]) => urls.filter((u) => new URL(u).pathname === '/auth/login');
const redirectsToAuthPages = (urls: string[]) =>
  urls.filter((u) => (new URL(u).searchParams.get('redirect') ?? '').startsWith('/auth/'));

/** The login page is reached once, with no redirect back to an /auth/ page, and the URL does not move on. */
async function expectSettledOnLogin(page: Page, seen: string[]) {
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse o seu painel' })).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
  await page.waitForTimeout(1_500);
  await expect(page).toHaveURL('/auth/login');
  expect(landingsOnLogin(seen)).toHaveLength(1);
  expect(redirectsToAuthPages(seen)).toEqual([]);
  await expect(page.getByText('Ocorreu um erro inesperado')).toHaveCount(0);
}

async function expectSignedInOnDashboard(page: Page) {
  await fillLogin(page, 'cliente@exemplo.com.br', 'demo12345');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText('Ana Beatriz Cliente');
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL('/');
}

test('a signed-out visit to "/" lands once on the login page, stays, and signing in reaches the dashboard', async ({ page }) => {
  const seen = recordNavigations(page);
  await page.goto('/');
  await expectSettledOnLogin(page, seen);
  await expectSignedInOnDashboard(page);
});

test('the 404 page\'s "Voltar para o painel" signed out lands once on the login page, and signing in reaches the dashboard', async ({ page }) => {
  await page.goto('/qualquer-coisa');
  await expect(page).toHaveURL('/404');
  const seen = recordNavigations(page);
  await page.getByRole('link', { name: 'Voltar para o painel' }).click();
  await expectSettledOnLogin(page, seen);
  await expectSignedInOnDashboard(page);
});

test('a redirect that names an /auth/ page or an old path to one is dropped: signing in reaches the dashboard', async ({ page }) => {
  for (const wanted of ['/auth/login?redirect=%2Fauth%2Flogin', '/login']) {
    const loginPage = `/auth/login?redirect=${encodeURIComponent(wanted)}`;
    const seen = recordNavigations(page);
    await page.goto(loginPage);
    await expect(page.getByRole('heading', { level: 1, name: 'Acesse o seu painel' })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(new Set(seen.map((u) => new URL(u).pathname + new URL(u).search))).toEqual(new Set([loginPage]));
    await expectSignedInOnDashboard(page);
    await page.context().clearCookies();
    page.removeAllListeners('framenavigated');
  }
});
