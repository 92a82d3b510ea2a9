import type { APIRequestContext, Locator, Page } from './fixtures';
import { expect } from './fixtures';
import { PASSWORD, signIn } from './support';

export const HOSTING = 'lojadaana.com.br';
export const OWNER = 'cliente@exemplo.com.br';
export const API = `/api/hosting/${HOSTING}/files`;

/** A bearer token of the owner, for setting up folders through the API the page itself uses. */
export async function ownerToken(request: APIRequestContext): Promise<string> {
  const answer = await (await request.post('/api/login', { data: { email: OWNER, password: PASSWORD, captcha: 'test' } })).json();
  return answer.data.token as string;
}

export async function apiPost(request: APIRequestContext, token: string, action: string, data: unknown) {
  const response = await request.post(`${API}/${action}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data;
}

/** A fresh folder under public_html for one test, holding the given files. */
export async function folderWith(request: APIRequestContext, name: string, files: Record<string, string> = {}) {
  const token = await ownerToken(request);
  await apiPost(request, token, 'create-folder', { path: '/public_html', name });
  const dir = `/public_html/${name}`;
  for (const [file, content] of Object.entries(files)) {
    await apiPost(request, token, 'create-file', { path: dir, name: file });
    if (content) await apiPost(request, token, 'edit', { path: `${dir}/${file}`, content });
  }
  return { token, dir };
}

export async function openManager(page: Page, dir: string) {
  await signIn(page, OWNER, `/hosting/${HOSTING}/files?path=${encodeURIComponent(dir)}`);
  await expect(grid(page, dir)).toBeVisible();
}

export const grid = (page: Page, dir: string) => page.getByRole('grid', { name: `Arquivos de ${dir}`, exact: true });
export const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
export const dialog = (page: Page) => page.getByRole('dialog');
export const listNames = async (page: Page) => page.locator('[role="row"] [role="gridcell"]:first-child p').allTextContents();

/**
 * Two clicks on a row dispatched by the page itself, `apartMs` apart (a double-click at 0). Playwright's
 * dblclick waits until the page has handled the first click before it sends the second, and on CI's busy
 * cores that wait alone can pass the manager's 250 ms window (part 2: double-click, 250 ms).
 */
export async function doubleClick(target: Locator, apartMs = 0) {
  await target.evaluate(async (element, apart) => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    if (apart > 0) await new Promise((resolve) => setTimeout(resolve, apart));
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 2 }));
  }, apartMs);
}

/**
 * Letters typed into a list with no pause between them, dispatched by the page itself. Playwright
 * sends a key only after the page has handled the one before, and on CI's busy cores that wait alone
 * can pass the type-ahead's 800 ms pause, which starts a new search halfway through the word.
 */
export async function typeWithoutPause(target: Locator, text: string) {
  await target.evaluate((element, letters) => {
    for (const key of letters) element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, text);
}

/**
 * Monaco's chunks are the panel's heaviest (4 MB of script to compile): with CI's four browsers on two
 * cores, an editor page once stayed on its spinner past the 15 s of an expect, every request answered (ci10).
 */
const EDITOR_MS = 45_000;

/** Waits for the code editor to be drawn, with `language` when given. */
export async function expectEditor(page: Page, language?: string) {
  if (language) await expect(page.locator('[data-language]')).toHaveAttribute('data-language', language, { timeout: EDITOR_MS });
  await expect(page.locator('.monaco-editor').first()).toBeVisible({ timeout: EDITOR_MS });
}

/** Waits for the keyboard's focus to be in the code editor, which it takes once drawn. */
export async function expectEditorFocused(page: Page) {
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.monaco-editor')), { timeout: EDITOR_MS }).toBe(true);
}
