import { FIRST_READS } from '../../src/core/http/earlyRequests';
import { brandImageUrl, loadBrand, sourcesForBrand } from '../../src/core/manifest/loadManifests';
import { expect, test, type Page } from './fixtures';
import { answerLate, expectAccessible, login, movesOf, signIn } from './support';

test('the owner sees credits, hostings and domains', async ({ page }) => {
  await login(page, 'cliente@exemplo.com.br');
  await expect(page.getByTestId('credit-balance')).toHaveText(/R\$\s150,00/);
  const sidebar = page.getByTestId('sidebar-hostings');
  for (const domain of ['lojadaana.com.br', 'blogdaana.com.br', 'antigo.com.br']) {
    await expect(sidebar.getByRole('link', { name: domain })).toBeVisible();
  }
  await expect(page.getByTestId('sidebar-domains').getByRole('link', { name: 'novodominio.com.br' })).toBeVisible();
  // Other tests on this worker's server may have bought the owner more hostings: the demo's are there.
  const hostings = page.getByRole('table', { name: 'Minhas Hospedagens' });
  for (const domain of ['lojadaana.com.br', 'blogdaana.com.br', 'antigo.com.br']) await expect(hostings.getByRole('row').filter({ hasText: domain })).toHaveCount(1);
  await expect(page).toHaveTitle('Painel | Início');
  await expectAccessible(page);
});

test('a wide screen draws the permanent sidebar and the quick-access bar, not the phone\'s drawer and bottom bar', async ({ page }) => {
  await login(page, 'cliente@exemplo.com.br');
  await expect(page.getByRole('navigation', { name: 'Acesso rápido' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  // Not merely hidden: what a width does not show is not drawn at all (hidden, it cost a load its work).
  await expect(page.locator('nav[aria-label="Navegação principal"]')).toHaveCount(1);
  await expect(page.locator('nav[aria-label="Navegação móvel"]')).toHaveCount(0);
  await expect(page.getByTestId('sidebar-hostings')).toHaveCount(1);
  await expect(page.getByTestId('site-discount')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir menu', includeHidden: true })).toHaveCount(0);
  // Narrowed to a phone's width, the same page swaps them, and back; the header keeps no hidden discount indicator.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Navegação móvel' })).toBeVisible();
  await expect(page.locator('nav[aria-label="Navegação principal"], nav[aria-label="Acesso rápido"]')).toHaveCount(0);
  await expect(page.getByTestId('site-discount')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  await expect(page.locator('nav[aria-label="Navegação móvel"]')).toHaveCount(0);
});

test('a tooltip whose code comes after the focus leaves the keyboard where it is, then shows', async ({ page }) => {
  // The first page draws tooltips without their code (LazyTooltip); here it arrives a second late.
  let delivered = 0;
  await page.route(/\/assets\/(Tooltip|Popper)-[\w-]+\.js$/, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fulfill({ response });
    delivered += 1;
  });
  await signIn(page, 'cliente@exemplo.com.br', '/');
  const add = page.getByTestId('sidebar-domains').getByRole('link', { name: 'Registrar domínio' });
  const unfocused = await page.getByTestId('sidebar-hostings').getByRole('link', { name: 'Adicionar hospedagem' }).elementHandle();
  await add.focus();
  await expect.poll(() => delivered, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  // The code is in once the tooltips nobody is on are drawn anew, wrapped: the focused one, in that same render, is not.
  await page.waitForFunction((node) => !node!.isConnected, unfocused);
  await expect(add).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // Once the focus moves on the link is drawn with its tooltip, which the keyboard coming back opens.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(add).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Registrar domínio');
});

test('the domains list is "Meus Domínios" with its links', async ({ page }) => {
  await signIn(page, 'cliente@exemplo.com.br', '/domains');
  await expect(page.getByRole('heading', { name: 'Meus Domínios' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Meus Domínios' });
  await expect(table.getByRole('link', { name: 'lojadaana.com.br' })).toHaveAttribute('href', '/domain/lojadaana.com.br');
  await expect(table.getByRole('link', { name: 'Alterar DNS' })).toHaveAttribute('href', '/domain/lojadaana.com.br/nameservers');
  // The list and the sidebar's "+" both lead to the search.
  await expect(page.getByRole('link', { name: 'Registrar domínio' })).toHaveCount(2);
  for (const link of await page.getByRole('link', { name: 'Registrar domínio' }).all()) await expect(link).toHaveAttribute('href', '/domain/add');
  await expectAccessible(page);
});

test('the guest sees the shared hosting under "Compartilhado" with only its granted sections', async ({ page }) => {
  await login(page, 'convidado@exemplo.com.br');
  const shared = page.getByTestId('sidebar-shared');
  await expect(shared.getByText('Compartilhado')).toBeVisible();
  await shared.getByRole('link', { name: 'lojadaana.com.br' }).click();
  await expect(page.getByRole('heading', { name: 'lojadaana.com.br' })).toBeVisible();
  const menu = page.getByRole('tablist', { name: 'Menu da hospedagem' });
  await expect(menu.getByRole('tab', { name: 'Resumo' })).toBeVisible();
  await expect(menu.getByRole('tab', { name: 'E-mail' })).toBeVisible();
  for (const hidden of ['Domínio', 'Arquivos', 'Banco de Dados', 'Aplicativos', 'Configurações']) {
    await expect(menu.getByRole('tab', { name: hidden })).toHaveCount(0);
  }
  await expect(page).toHaveTitle('Painel | Resumo | lojadaana.com.br');
  await expectAccessible(page);
});

test('the hosting row menu offers manage, the site, and the plan and removal pages', async ({ page }) => {
  await signIn(page, 'cliente@exemplo.com.br', '/hostings');
  await page.getByRole('button', { name: 'Ações de lojadaana.com.br' }).click();
  await expect(page.getByRole('menuitem', { name: 'Gerenciar' })).toHaveAttribute('href', '/hosting/lojadaana.com.br');
  await expect(page.getByRole('menuitem', { name: 'Acessar site' })).toHaveAttribute('href', 'http://lojadaana.com.br');
  await expect(page.getByRole('menuitem', { name: 'Alterar plano' })).toHaveAttribute('href', '/hosting/lojadaana.com.br/plan');
  await expect(page.getByRole('menuitem', { name: 'Excluir' })).toHaveAttribute('href', '/hosting/lojadaana.com.br/remove');
  await page.getByRole('menuitem', { name: 'Alterar plano' }).click();
  await expect(page).toHaveURL('/hosting/lojadaana.com.br/plan');
  await expect(page.getByRole('tablist', { name: 'Menu da hospedagem' }).getByRole('tab', { selected: true })).toBeVisible();
  await expect(page).toHaveURL('/hosting/lojadaana.com.br/plan');
});

test('old and unknown paths redirect', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/qualquer-coisa');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Parece que a página que você está buscando não está funcionando ou não foi encontrada porque não existe.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar para o painel' })).toHaveAttribute('href', '/');
  await expectAccessible(page);
});

interface FirstFrame {
  bodyMargin: string;
  /** "shell" when the header is drawn, else the start of what is. */
  drawn: string;
}

/** Signs in to "/" and says what the app's first frame held, once the page's heading is drawn. */
async function firstFrameOfDashboard(page: Page): Promise<FirstFrame | undefined> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (!root?.firstChild) return;
      observer.disconnect();
      const drawn = root.querySelector('header') ? 'shell' : root.innerHTML.slice(0, 200);
      (window as unknown as { firstFrame: FirstFrame }).firstFrame = { bodyMargin: getComputedStyle(document.body).margin, drawn };
    }).observe(document, { subtree: true, childList: true });
  });
  await signIn(page, 'cliente@exemplo.com.br', '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  return page.evaluate(() => (window as unknown as { firstFrame?: FirstFrame }).firstFrame);
}

test("the app's first frame already has the theme's baseline: nothing moves by the body's default margin", async ({ page }) => {
  expect((await firstFrameOfDashboard(page))?.bodyMargin).toBe('0px');
});

test("a path under a list's address that no page draws, reached through the browser's history, shows the 404 page and stays", async ({ page }) => {
  await signIn(page, 'cliente@exemplo.com.br', '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  for (const path of ['/hostings/nada', '/domains/nada']) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Página não encontrada' })).toBeVisible();
    await expect(page).toHaveURL(/\/404$/);
  }
});

test("a signed-in load draws the shell in the app's first frame, not a loading spinner before it", async ({ page }) => {
  // The translator made inside React was null on the first render: a spinner, then the whole app drawn again at once.
  expect((await firstFrameOfDashboard(page))?.drawn).toBe('shell');
});

test('a signed-in visit to an unknown path shows the 404 page, never the shell first, without a jump, and stays', async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('header')) (window as unknown as { shellDrawn: boolean }).shellDrawn = true;
    }).observe(document, { subtree: true, childList: true });
  });
  await signIn(page, 'cliente@exemplo.com.br', '/qualquer-coisa');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Página não encontrada' })).toBeVisible();
  expect(await movesOf(page, 'body')).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { shellDrawn?: boolean }).shellDrawn ?? false)).toBe(false);
  await expect(page).toHaveURL(/\/404$/);
});

test('a signed-out visit goes to login with the wanted path, and back after signing in', async ({ page }) => {
  await page.goto('/domains');
  await expect(page).toHaveURL('/auth/login?redirect=%2Fdomains');
  await page.goto('/');
  await expect(page).toHaveURL('/auth/login');
  await login(page, 'cliente@exemplo.com.br', undefined, '/auth/login?redirect=%2Fdomains');
  await expect(page).toHaveURL('/domains');
});

test('a signed-in customer whose account cannot be read stays on the page, told so once, and can try again', async ({ page }) => {
  let failing = true;
  await page.route('**/api/user', (route) => (failing ? route.fulfill({ status: 500, json: { message: 'Erro interno.' } }) : route.fallback()));
  await signIn(page, 'cliente@exemplo.com.br', '/domains');
  const alert = page.getByRole('dialog');
  await expect(alert).toContainText('Erro interno.');
  await alert.getByRole('button', { name: 'Fechar' }).click();
  const failure = page.getByText('Não foi possível carregar esta página agora. Verifique sua conexão e tente novamente.');
  await expect(failure).toBeVisible();
  await expect(page).toHaveURL('/domains');
  await expect(page.getByLabel('Senha', { exact: true })).toHaveCount(0);

  // The dashboard asks for the account again; its failure is in the page, not in a modal per tap.
  const askedAgain = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user');
  await page.getByRole('banner').getByRole('link', { name: 'Painel' }).click();
  await askedAgain;
  await expect(page).toHaveURL('/');
  await expect(failure).toBeVisible();
  await page.waitForTimeout(500);
  await expect(alert).toHaveCount(0);

  failing = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await expect(page).toHaveURL('/');
});

test('capital letters in a hosting address are lower-cased', async ({ page }) => {
  await signIn(page, 'cliente@exemplo.com.br', '/hosting/LojaDaAna.com.br');
  await expect(page).toHaveURL('/hosting/lojadaana.com.br');
});

test.describe('motion', () => {
  /** The inline transition MUI gives the user menu's surface as it opens. */
  async function menuTransition(page: import('./fixtures').Page): Promise<string> {
    await signIn(page, 'cliente@exemplo.com.br', '/');
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    const surface = page.getByRole('menu').locator('xpath=..');
    await expect(surface).toBeVisible();
    return surface.evaluate((element) => (element as HTMLElement).style.transition);
  }

  test.describe('without a system setting', () => {
    test.use({ reducedMotion: 'no-preference' });
    test('menus grow into view', async ({ page }) => {
      expect(await menuTransition(page)).toContain('opacity');
    });
  });

  test.describe('when the system asks for less motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('menus appear still', async ({ page }) => {
      expect(await menuTransition(page)).not.toContain('opacity');
    });
  });
});

test('a signed-in load asks each first read once: the page takes the answers its entry asked for', async ({ page }) => {
  const brand = loadBrand('default');
  const components = sourcesForBrand(brand).flatMap((s) => s.manifest.components);
  const declared = (prefix: string) => new Set(components.filter((c) => c.slot.startsWith(prefix) && !c.floating).flatMap((c) => c.reads));
  // Floating components (the help buttons, the surveys) load once the page is drawn and ask for themselves.
  const floating = [...new Set(components.filter((c) => c.floating).flatMap((c) => c.reads))];
  expect(floating.length).toBeGreaterThan(0);
  const shell = [...FIRST_READS, ...declared('shell.')];
  const dashboard = [...declared('dashboard.')].filter((read) => !shell.includes(read));
  expect(shell.length).toBeGreaterThan(5);
  expect(dashboard.length).toBeGreaterThan(0);

  // A read as the manifests name it: its API path without "/api", with its query.
  const readOf = (url: URL) => (url.pathname.startsWith('/api/') ? url.pathname.slice('/api'.length) + url.search : null);
  const asked: string[] = [];
  page.on('request', (request) => {
    const read = readOf(new URL(request.url()));
    if (request.method() === 'GET' && read) asked.push(read);
  });
  const count = (read: string) => asked.filter((each) => each === read).length;
  // Which script first sent each read: the entry's chunk, or the app's code once it ran.
  const sentBy = new Map<string, string>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    const read = readOf(new URL(request.url));
    const script = initiator.stack?.callFrames[0]?.url ?? '';
    if (read && !sentBy.has(read)) sentBy.set(read, /\/assets\/index-[\w-]+\.js$/.test(script) ? 'the entry' : script);
  });
  await cdp.send('Network.enable');

  await signIn(page, 'cliente@exemplo.com.br', '/');
  await expect(page.getByRole('table', { name: 'Minhas Hospedagens' }).getByRole('row').filter({ hasText: 'lojadaana.com.br' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tickets de Suporte' })).toBeVisible();
  await page.waitForTimeout(500);
  for (const read of [...shell, ...dashboard]) expect(count(read), read).toBe(1);
  // Sent by the entry, before the app's code has run, which the page preloads beside it.
  for (const read of [...shell, ...dashboard]) expect(sentBy.get(read), read).toBe('the entry');
  await expect(page.getByRole('button', { name: 'Ajuda' })).toBeVisible();
  for (const read of floating) expect(sentBy.get(read), read).toMatch(/\/assets\/(?!index-)/);
  await cdp.detach();

  asked.length = 0;
  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  // The profile page may ask the shell's reads again under its own queries; the dashboard's are not sent for it.
  for (const read of shell) expect(count(read), read).toBeGreaterThanOrEqual(1);
  for (const read of dashboard) expect(count(read), read).toBe(0);

  // A bare page draws no shell: only the session's reads are sent for it.
  asked.length = 0;
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  for (const read of [...shell, ...dashboard].filter((read) => !(FIRST_READS as readonly string[]).includes(read))) expect(count(read), read).toBe(0);
});

/**
 * Which of these files (by the name before the build's hash) the page fetched, and which of them it asked
 * for before the app's own code had arrived (the browser's resource timings). By default the first page's
 * component files, which src/core/build/firstPageChunks.ts groups into two.
 */
async function componentCodeFetched(page: Page, names = ['shell-components', 'dashboard-components']) {
  return page.evaluate((names) => {
    const part = (url: string) => /\/assets\/([\w-]+)-[\w-]{8}\.js$/.exec(new URL(url).pathname)?.[1];
    const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({ part: part(entry.name), entry }));
    const app = entries.find((each) => each.part === 'app')?.entry;
    const wanted = entries.filter((each) => each.part && names.includes(each.part));
    return {
      appArrived: Boolean(app),
      fetched: wanted.map((each) => each.part!),
      besideApp: wanted.filter((each) => app && each.entry.startTime < app.responseEnd).map((each) => each.part!),
      scripts: entries.filter((each) => each.part).map((each) => each.part!),
    };
  }, names);
}

test("the tab shows the brand's icon, and no load asks for /favicon.ico", async ({ ownPage: page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await signIn(page, 'cliente@exemplo.com.br', '/');
  await expect(page.getByRole('table', { name: 'Minhas Hospedagens' })).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', brandImageUrl('default', loadBrand('default').icon!));
  await page.waitForTimeout(500);
  expect(asked).not.toContain('/favicon.ico');
  expect(asked).toContain('/api/hosting');
});

test("a signed-in load fetches the code of the shell's and the dashboard's components and of its page beside the app's, not once the app has run", async ({ ownPage: page }) => {
  // A context of its own: the worker's kept one has a renderer whose memory may still hold the app's
  // code from an earlier test, and a script taken from there leaves no resource timing to compare with.
  // Playwright fetches routed requests anew: every load below asks the server, as a first visit would.
  await page.route('**/assets/*.js', (route) => route.continue());
  await signIn(page, 'cliente@exemplo.com.br', '/');
  await expect(page.getByRole('table', { name: 'Minhas Hospedagens' }).getByRole('row').filter({ hasText: 'lojadaana.com.br' })).toBeVisible();
  await expect(page).toHaveURL('/');
  const dashboard = await componentCodeFetched(page);
  expect(dashboard.appArrived, `scripts with a resource timing: ${dashboard.scripts.join(', ')}`).toBe(true);
  expect(dashboard.fetched.sort()).toEqual(['dashboard-components', 'shell-components']);
  expect(dashboard.besideApp.sort()).toEqual(['dashboard-components', 'shell-components']);

  // Another page draws the shell, not the dashboard.
  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  const profile = await componentCodeFetched(page);
  expect(profile.besideApp).toEqual(['shell-components']);
  expect(profile.fetched).toEqual(['shell-components']);

  // A deep link's own page and layout come beside the app too: the server names them in the page.
  await page.goto('/hosting/lojadaana.com.br/dns');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  const dns = await componentCodeFetched(page, ['shell-components', 'dashboard-components', 'DnsEditor', 'HostingLayout']);
  expect(dns.besideApp.sort()).toEqual(['DnsEditor', 'HostingLayout', 'shell-components']);
  expect(dns.fetched.sort()).toEqual(['DnsEditor', 'HostingLayout', 'shell-components']);

  // A bare page draws no shell: its components' code is not fetched for it.
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  expect((await componentCodeFetched(page)).fetched).toEqual([]);

  // Without a session the sign-in page fetches neither, nor the app.
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await componentCodeFetched(page)).toMatchObject({ appArrived: false, fetched: [], besideApp: [] });
});

for (const [when, delay] of [['at once', 0], ['late', 600]] as const) {
  test(`the announcements are drawn with the page: the page's heading does not move when they arrive ${when}`, async ({ page }) => {
    if (delay) await answerLate(page, '**/api/recharge/auto', delay);
    await signIn(page, 'cliente@exemplo.com.br', '/');
    await expect(page.getByTestId('auto-recharge-alert')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Minhas Hospedagens' }).getByRole('row').filter({ hasText: 'lojadaana.com.br' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await movesOf(page, 'main h1')).toEqual([]);
    await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeInViewport();
  });
}
