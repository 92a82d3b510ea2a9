import { expect, test, type Page } from './fixtures';
import { followInApp, requestsQuiet, requestsUnderWay } from './inAppNavigation';
import { expectAccessible, signIn } from './support';

const PHONE = { width: 375, height: 740 };
const OWNER = 'cliente@exemplo.com.br';
const HOSTING = 'lojadaana.com.br';

test.use({ viewport: PHONE });
// Each test reads its own pages and changes nothing another relies on: spread over the workers, not queued on one.
test.describe.configure({ mode: 'parallel' });

/** What a person on a phone cannot use: overflow of the page, controls outside the screen, labels cut short. */
interface PhoneProblems {
  scrollWidth: number;
  outside: string[];
  cut: string[];
  nestedScroll: string[];
}

/**
 * Measures the page as it stands. A control may lie beyond the screen's edge only inside a scrollable
 * tab list, which MUI draws with scroll buttons; any other scroll box inside the page hides content from a phone.
 */
async function phoneProblems(page: Page): Promise<PhoneProblems> {
  return page.evaluate((width) => {
    const describe = (el: Element) => {
      const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${name}"`;
    };
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const scrolls = (el: Element) => {
      const style = getComputedStyle(el);
      const across = ['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      // A dialog or a menu taller than the screen scrolls its own content, as on any phone.
      const down = ['auto', 'scroll'].includes(style.overflowY) && el.scrollHeight > el.clientHeight + 1 && !el.closest('[role=dialog], [role=menu], [role=listbox]');
      return across || down;
    };
    const inTabList = (el: Element) => el.closest('[role=tablist]') !== null || el.querySelector('[role=tablist]') !== null;

    const controls = document.querySelectorAll('a[href], button, [role=button], [role=tab], [role=combobox], [role=menuitem], [aria-haspopup], input:not([type=hidden]), textarea');
    const outside = [...controls]
      .filter((el) => shown(el) && !el.closest('[role=tablist]'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < -1 || box.right > width + 1;
      })
      .map(describe);

    // Text is cut when it runs past the screen or past a box that clips it (an ellipsis, a card's edge).
    const clippers = (el: Element) => {
      const boxes: Element[] = [];
      for (let at: Element | null = el; at && at !== document.documentElement; at = at.parentElement) {
        if (getComputedStyle(at).overflowX !== 'visible' && at.getAttribute('role') !== 'tablist' && !at.querySelector(':scope > [role=tablist]')) boxes.push(at);
      }
      return boxes;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const cut: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || (node.textContent ?? '').trim() === '' || !shown(parent) || parent.closest('[role=tablist]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width < 1) continue;
      const outside = (box: { left: number; right: number }) => text.left < box.left - 1 || text.right > box.right + 1;
      if (outside({ left: 0, right: width }) || clippers(parent).some((box) => outside(box.getBoundingClientRect()))) cut.push(describe(parent));
    }

    const nestedScroll = [...document.querySelectorAll('body *')]
      .filter((el) => shown(el) && scrolls(el) && !inTabList(el) && !(el instanceof HTMLTextAreaElement))
      .map(describe);

    return { scrollWidth: document.documentElement.scrollWidth, outside, cut, nestedScroll };
  }, PHONE.width);
}

async function expectFitsPhone(page: Page) {
  const problems = await phoneProblems(page);
  expect(problems).toEqual({ scrollWidth: expect.any(Number), outside: [], cut: [], nestedScroll: [] });
  expect(problems.scrollWidth).toBeLessThanOrEqual(PHONE.width);
}

/** "Adicionar créditos" and the user menu stay on the screen, in the header. */
async function expectHeaderReachable(page: Page) {
  const header = page.getByRole('banner');
  for (const control of [header.getByRole('link', { name: 'Adicionar créditos' }), header.getByRole('button', { name: 'Menu do usuário' })]) {
    await expect(control).toBeVisible();
    await expect(control).toBeInViewport({ ratio: 1 });
  }
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('main [role=progressbar]:not([aria-valuenow])')).toHaveCount(0);
}

async function expectUsableOnPhone(page: Page) {
  await settle(page);
  await expectFitsPhone(page);
  await expectHeaderReachable(page);
  await expectAccessible(page);
}

/**
 * The pages walked at phone width, by area: each walk is one session that opens its pages in turn,
 * as a person on a phone would, instead of a new browser and sign-in per page (CI's two cores spent a
 * third of this spec's time on those). The first page of a walk is loaded cold; the others are followed
 * inside the app, as its links are (a cold load starts the whole app anew: what the links walk asks of
 * every address, and each page's own tests load it so). The walks run on separate workers.
 */
const WALKS: Record<string, { name: string; path: string }[]> = {
  'the shell': [
    { name: 'the dashboard', path: '/' },
    { name: 'the hostings list', path: '/hostings' },
    { name: 'a paused hosting', path: '/hosting/antigo.com.br' },
    { name: 'the WordPress page', path: '/hosting/wordpress' },
    { name: 'the migration', path: '/hosting/migration' },
    { name: 'the first steps', path: '/first-steps' },
    { name: 'the settings', path: '/settings' },
  ],
  "a hosting's site": [
    { name: 'a hosting summary', path: `/hosting/${HOSTING}` },
    { name: 'a hosting domain status', path: `/hosting/${HOSTING}/domain` },
    { name: 'the DNS editor', path: `/hosting/${HOSTING}/dns` },
    { name: 'the aliases', path: `/hosting/${HOSTING}/alias` },
    { name: 'the subdomains', path: `/hosting/${HOSTING}/subdomain` },
    { name: 'the redirects', path: `/hosting/${HOSTING}/redirect` },
    { name: 'the usage charts', path: `/hosting/${HOSTING}/charts` },
    { name: 'the installed apps', path: `/hosting/${HOSTING}/apps` },
    { name: 'the app catalogue', path: `/hosting/${HOSTING}/app/install` },
    { name: 'an app install form', path: `/hosting/${HOSTING}/app/install?name=whmcs` },
  ],
  "a hosting's services": [
    { name: 'the e-mail accounts', path: `/hosting/${HOSTING}/email` },
    { name: 'the e-mail access', path: `/hosting/${HOSTING}/email/access` },
    { name: 'the FTP access', path: `/hosting/${HOSTING}/ftp` },
    { name: 'the PHP settings', path: `/hosting/${HOSTING}/php` },
    { name: 'the HTTPS settings', path: `/hosting/${HOSTING}/ssl` },
    { name: 'the SSH settings', path: `/hosting/${HOSTING}/ssh` },
    { name: 'the cron jobs', path: `/hosting/${HOSTING}/cron` },
    { name: 'the error logs', path: `/hosting/${HOSTING}/logs` },
  ],
  'the domains': [
    { name: 'the domains list', path: '/domains' },
    { name: 'a domain page', path: `/domain/${HOSTING}` },
    { name: 'a domain name servers', path: `/domain/${HOSTING}/nameservers` },
    { name: 'a domain renewal', path: `/domain/${HOSTING}/renew` },
    { name: 'a domain contacts', path: `/domain/${HOSTING}/contact` },
    { name: 'the domain search', path: '/domain/add?domain=celular.com.br' },
    { name: 'a domain registration', path: '/domain/celular.com/register' },
    { name: 'a domain transfer', path: '/domain/registrado-celular.com.br/register?transfer=1' },
  ],
  'the money and the account': [
    { name: 'the billing', path: '/payment/billing' },
    { name: 'the costs', path: '/payment/cost' },
    { name: 'the payment history', path: '/payment/history' },
    { name: 'the recharge', path: '/payment/manual-recharge' },
    { name: 'the support tickets', path: '/support/tickets' },
    { name: 'the profile', path: '/user/profile' },
    { name: 'the notifications', path: '/user/notifications' },
    { name: 'the access sharing', path: '/user/access' },
    { name: 'the guests of a hosting', path: `/user/access/${HOSTING}` },
    { name: 'the referral page', path: '/referral' },
  ],
};

for (const [area, pages] of Object.entries(WALKS)) {
  test(`${area} is usable at 375 px, page by page`, async ({ page }) => {
    // A dozen pages, each loaded and checked whole: 1.4 min of CI on a slow machine, once over the 2 min a test has.
    test.slow();
    const underWay = requestsUnderWay(page);
    await signIn(page, OWNER, pages[0].path);
    for (const [index, { name, path }] of pages.entries()) {
      await test.step(`${name} (${path})`, async () => {
        if (index > 0) {
          await followInApp(page, path, 10_000);
          // "networkidle" is reached once per document: after a move inside the app, the page's own requests are waited for.
          await requestsQuiet(page, underWay, { quietMs: 500, longestMs: 10_000 });
        }
        await expectUsableOnPhone(page);
        expect(new URL(page.url()).pathname + new URL(page.url()).search, 'the page stays where it was opened').toBe(path);
      });
    }
  });
}

test('a support ticket is usable at 375 px', async ({ page }) => {
  await signIn(page, OWNER, '/support/tickets');
  await page.getByRole('link', { name: 'Problema técnico' }).first().click();
  await expect(page).toHaveURL(/\/support\/ticket\/\d+$/);
  await expectUsableOnPhone(page);
});

test('the row menus of the hostings list and the e-mail accounts open on the screen', async ({ page }) => {
  await signIn(page, OWNER, '/hostings');
  await page.getByRole('button', { name: `Ações de ${HOSTING}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Gerenciar' })).toBeInViewport({ ratio: 1 });
  await page.keyboard.press('Escape');

  await page.goto(`/hosting/${HOSTING}/email`);
  const row = page.getByRole('table', { name: 'Contas de e-mail' }).getByRole('row', { name: /contato@lojadaana\.com\.br/ });
  const trigger = row.getByRole('button').last();
  // The accounts sit below the page's other cards: scrolled to, the button must be whole on the screen.
  await trigger.scrollIntoViewIfNeeded();
  await expect(trigger).toBeInViewport({ ratio: 1 });
  await trigger.click();
  await expect(page.getByRole('menu')).toBeVisible();
  for (const item of await page.getByRole('menuitem').all()) await expect(item).toBeInViewport({ ratio: 1 });
});

test('the bottom bar shows its destinations with whole labels and the rest under "Mais"', async ({ page }) => {
  await signIn(page, OWNER, '/');
  const bar = page.getByRole('navigation', { name: 'Navegação móvel' });
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expectFitsPhone(page);
  const items = bar.locator('a, button');
  expect(await items.count()).toBeLessThanOrEqual(5);
  for (const item of await items.all()) {
    await expect(item).toBeInViewport({ ratio: 1 });
    expect(await item.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  const onBar = await bar.getByRole('link').allInnerTexts();

  await bar.getByRole('button', { name: 'Mais' }).click();
  const menu = page.getByRole('menu');
  const inMenu = await menu.getByRole('menuitem').allInnerTexts();
  expect([...onBar, ...inMenu]).toEqual(['Início', 'Migração', 'WordPress', 'Hospedagens', 'Domínios', 'Pagamentos', 'Suporte', 'Acessos', 'Perfil', 'Notificações']);
  for (const item of await menu.getByRole('menuitem').all()) await expect(item).toBeInViewport({ ratio: 1 });
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Suporte' }).click();
  await expect(page).toHaveURL('/support/tickets');
  await expect(menu).toBeHidden();
});

test('DNS values break only where they must, and the records scroll with the page', async ({ page }) => {
  await signIn(page, OWNER, `/hosting/${HOSTING}/dns`);
  const table = page.getByRole('table', { name: 'Editor de DNS' });
  const address = table.getByText('203.0.113.11').first();
  await expect(address).toBeVisible();
  const lines = await address.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
  });
  expect(lines).toBe(1);
  await expect(page.getByTestId('dns-scroll')).toHaveCount(0);
  await expectFitsPhone(page);
});

test('a zone of hundreds of records scrolls with the page on a phone, rendering only the rows in view', async ({ page }) => {
  await signIn(page, OWNER, '/');
  const zone = Array.from({ length: 400 }, (_, i) => `host${String(i).padStart(3, '0')} IN A 192.0.2.${i % 250}`).join('\n');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'painel_token')!.value;
  const imported = await page.request.post('/api/domain/blogdaana.com.br/dns/import', { data: { zone }, headers: { authorization: `Bearer ${decodeURIComponent(token)}` } });
  expect(imported.ok()).toBe(true);
  await page.goto('/hosting/blogdaana.com.br/dns');
  const table = page.getByRole('table', { name: 'Editor de DNS' });
  await expect(table.getByRole('row', { name: /host000/ })).toBeVisible();
  expect(await table.getByRole('row').count()).toBeLessThan(100);
  // Scrolled to the end as a person would, a screen at a time.
  const last = table.getByRole('row', { name: /host399/ });
  await expect(async () => {
    await page.mouse.wheel(0, 5_000);
    await expect(last).toBeInViewport({ timeout: 500 });
  }).toPass();
  await expectFitsPhone(page);
});

test('the dialogs and the navigation drawer fit a phone', async ({ page }) => {
  await signIn(page, OWNER, `/hosting/${HOSTING}/dns`);
  const dialog = page.getByRole('dialog');
  const openAndCheck = async (path: string, button: string) => {
    if (new URL(page.url()).pathname !== path) await page.goto(path);
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(dialog).toBeVisible();
    // Colours are read once the dialog has faded in.
    await expect.poll(() => dialog.evaluate((el) => {
      let opacity = 1;
      for (let at: Element | null = el; at; at = at.parentElement) opacity *= Number(getComputedStyle(at).opacity);
      return opacity;
    })).toBe(1);
    await expectFitsPhone(page);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };
  await openAndCheck(`/hosting/${HOSTING}/dns`, 'Adicionar registro');
  await openAndCheck(`/hosting/${HOSTING}/email`, 'Criar conta');
  await openAndCheck(`/hosting/${HOSTING}/email`, 'Adicionar encaminhamento');
  await openAndCheck(`/hosting/${HOSTING}/subdomain`, 'Adicionar subdomínio');
  await openAndCheck(`/hosting/${HOSTING}/ftp`, 'Adicionar usuário');
  await openAndCheck('/support/tickets', 'Abrir ticket');

  await page.goto('/');
  const drawer = page.getByRole('navigation', { name: 'Navegação principal' });
  // A phone draws the sidebar only in its drawer, once opened: not a hidden permanent one beside the page.
  await expect(page.getByRole('navigation', { name: 'Navegação móvel' })).toBeVisible();
  await expect(page.locator('nav[aria-label="Navegação principal"]')).toHaveCount(0);
  await page.getByRole('banner').getByRole('button', { name: 'Abrir menu' }).click();
  await expect(drawer.getByRole('link', { name: 'Início' })).toBeInViewport({ ratio: 1 });
  await expectFitsPhone(page);
  await drawer.getByRole('link', { name: 'blogdaana.com.br' }).click();
  await expect(page).toHaveURL('/hosting/blogdaana.com.br');
  await expect(drawer).toBeHidden();
});

test('the purchase wizard fits a phone through every step', async ({ page }) => {
  await signIn(page, OWNER, '/hosting/create');
  await expect(page.getByRole('button', { name: 'Cloud PHP', exact: true })).toBeVisible();
  await expectUsableOnPhone(page);
  await page.getByRole('button', { name: 'Cloud PHP', exact: true }).click();
  for (const heading of ['Plano', 'Recursos', 'Checkout']) {
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expectUsableOnPhone(page);
  }
  await page.getByRole('button', { name: 'Garantir esta oferta' }).click();
  await expect(page.getByLabel('CPF ou CNPJ')).toBeVisible();
  await expectUsableOnPhone(page);
  await page.getByRole('radio', { name: 'Cartão de crédito' }).check();
  await expect(page.getByLabel('Número do cartão')).toBeVisible();
  await expectUsableOnPhone(page);
});

test('signing out through the user menu on a phone ends on the login page and stays', async ({ page }) => {
  await signIn(page, OWNER, '/');
  await expectHeaderReachable(page);
  await page.getByRole('banner').getByRole('button', { name: 'Menu do usuário' }).click();
  const logout = page.getByRole('menuitem', { name: 'Sair' });
  await expect(logout).toBeInViewport({ ratio: 1 });
  await logout.click();
  await expect(page).toHaveURL('/auth/login');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
});

for (const path of ['/auth/login', '/auth/register', '/migration']) {
  test(`the signed-out page ${path} fits a phone`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectFitsPhone(page);
    await expectAccessible(page);
  });
}
