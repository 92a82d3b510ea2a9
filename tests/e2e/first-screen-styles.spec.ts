import { expect, test, type Page } from './fixtures';
import { signIn } from './support';

/** Before the page's scripts: the rules Emotion inserts into its sheets, whichever tag holds them. */
const RECORD_INSERTED = `(() => {
  const rules = (window.__inserted = []);
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    if (/^css( |$)/.test((this.ownerNode && this.ownerNode.getAttribute('data-emotion')) || '')) rules.push(rule);
    return insertRule.call(this, rule, index);
  };
})()`;

/** What the page drew, element by element: Emotion's class and how each looks. Elements keyed by their place in the tree. */
function drawn(page: Page) {
  return page.evaluate(() => {
    const looks = ['color', 'backgroundColor', 'fontSize', 'fontWeight', 'lineHeight', 'padding', 'margin', 'borderTopWidth', 'borderRadius', 'display', 'position', 'gap'] as const;
    const place = (element: Element): string => (element.parentElement ? `${place(element.parentElement)}>${[...element.parentElement.children].indexOf(element)}` : element.tagName);
    return Object.fromEntries(
      [...document.querySelectorAll('#root *')].map((element) => {
        const style = getComputedStyle(element);
        const emotionClass = [...element.classList].find((name) => name.startsWith('css-')) ?? '';
        return [place(element), { emotionClass, ...Object.fromEntries(looks.map((look) => [look, style[look]])) }];
      }),
    );
  });
}

/** Each page, with what shows it drawn. */
const PAGES: [string, (page: Page) => Promise<void>][] = [
  [
    '/',
    async (page) => {
      await expect(page.getByRole('table', { name: 'Minhas Hospedagens' }).getByRole('row').filter({ hasText: 'lojadaana.com.br' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Tickets de Suporte' })).toBeVisible();
    },
  ],
  ['/user/profile', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ['/hosting/lojadaana.com.br/dns', (page) => expect(page.getByRole('table').first()).toBeVisible()],
];

async function load(page: Page, pathname: string, drawnCheck: (page: Page) => Promise<void>) {
  await page.goto(pathname);
  await drawnCheck(page);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(pathname);
}

/** A desktop's and a phone's: below 600 px the shell draws other components, recorded at a phone's width. */
const WIDTHS = [1280, 375];

for (const [pathname, drawnCheck] of PAGES) for (const width of WIDTHS) {
  test(`a signed-in ${pathname} at ${width} px arrives with first-screen styles: Emotion takes them as inserted, and the page looks as without them`, async ({ ownPage: page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'cliente@exemplo.com.br', '/');
    await page.addInitScript({ content: RECORD_INSERTED });
    await load(page, pathname, drawnCheck);

    const { names, inserted } = await page.evaluate(() => {
      const tag = [...document.querySelectorAll('style[data-emotion]')].find((style) => style.getAttribute('data-emotion')!.startsWith('css '));
      return { names: tag ? tag.getAttribute('data-emotion')!.split(' ').slice(1) : [], inserted: (window as unknown as { __inserted: string[] }).__inserted };
    });
    expect(names.length, "the page carries the build's first-screen styles").toBeGreaterThan(50);
    const reinserted = inserted.filter((rule) => [...rule.matchAll(/\.css-([a-z0-9]+)/g)].some((match) => names.includes(match[1])));
    expect(reinserted, 'rules Emotion inserted again').toEqual([]);
    const withStyles = await drawn(page);
    const drawnFromTag = Object.values(withStyles).filter(({ emotionClass }) => names.includes(emotionClass.slice('css-'.length)));
    expect(drawnFromTag.length, 'elements drawn with a class from the tag').toBeGreaterThan(20);

    // The same page with the tag taken out: Emotion inserts every rule itself, and each element looks the same.
    await page.route(pathname, async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, body: (await answer.text()).replace(/<style data-emotion="css [^"]*">[^<]*<\/style>/, '') });
    });
    await load(page, pathname, drawnCheck);
    expect(await page.locator('style[data-emotion^="css "]').count()).toBe(0);
    const withoutStyles = await drawn(page);
    const both = Object.keys(withStyles).filter((place) => place in withoutStyles);
    expect(both.length).toBeGreaterThan(Object.keys(withStyles).length * 0.9);
    for (const place of both) expect(withStyles[place], place).toEqual(withoutStyles[place]);
  });
}

test('a signed-out page and a page drawn without the shell carry no first-screen styles', async ({ ownPage: page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  expect(await page.locator('style[data-emotion^="css "]').count()).toBe(0);
  await signIn(page, 'cliente@exemplo.com.br', '/404');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('style[data-emotion^="css "]').count()).toBe(0);
});
