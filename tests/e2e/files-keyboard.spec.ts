import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { dialog, expectEditorFocused, folderWith, grid, openManager, row, typeWithoutPause } from './filesSupport';
import { serverPort } from './servers';

/** Presses Tab until the element with this accessible label (or the file grid) has the focus. */
async function tabTo(page: Page, label: string) {
  for (let i = 0; i < 80; i += 1) {
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
    if (focused === label) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${label}`);
}

test.describe('Gerenciador pelo teclado', () => {
  test('creates, opens, renames, edits, saves, selects and deletes without a mouse', async ({ page }) => {
    const { dir } = await folderWith(page.request, 'teclado', { 'beta.txt': 'b', 'nota.txt': 'n' });
    await openManager(page, dir);

    await tabTo(page, 'Nova pasta');
    await page.keyboard.press('Enter');
    await page.keyboard.type('sub');
    await page.keyboard.press('Enter');
    await expect(row(page, 'sub')).toBeVisible();

    await tabTo(page, `Arquivos de ${dir}`);
    await page.keyboard.type('su');
    await expect(row(page, 'sub')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(grid(page, `${dir}/sub`)).toBeVisible();
    await page.keyboard.press('Backspace');
    await expect(grid(page, dir)).toBeVisible();

    await tabTo(page, `Arquivos de ${dir}`);
    await page.keyboard.type('no');
    await expect(row(page, 'nota.txt')).toHaveAttribute('aria-selected', 'true');
    // The rename is held at the server's door: while it runs the row shows the new name with a
    // spinner, and the field's blur as it is disabled must not end the rename early.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/hosting/*/files/rename', async (route) => {
      await held;
      await route.fallback();
    });
    await page.keyboard.press('F2');
    await page.keyboard.type('notas.txt');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('progressbar', { name: 'Renomeando' })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.getByRole('progressbar', { name: 'Renomeando' })).toBeVisible();
    release();
    await expect(page.getByRole('progressbar', { name: 'Renomeando' })).toHaveCount(0);
    await expect(row(page, 'notas.txt')).toHaveAttribute('aria-selected', 'true');
    await expect(row(page, 'nota.txt')).toHaveCount(0);

    await expect(grid(page, dir)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/files\/edit\?path=.*notas\.txt$/);
    await expectEditorFocused(page);
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText(' pelo teclado');
    await page.keyboard.press('Control+s');
    await expect(page.getByText('Arquivo salvo com sucesso')).toBeVisible();
    await page.goBack();
    await expect(grid(page, dir)).toBeVisible();

    await tabTo(page, `Arquivos de ${dir}`);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await expect(row(page, 'sub')).toHaveAttribute('aria-selected', 'true');
    await expect(row(page, 'beta.txt')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Shift+F10');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+a');
    await expect(row(page, 'notas.txt')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Delete');
    await expect(dialog(page)).toContainText('Tem certeza que deseja excluir os 3 itens selecionados?');
    await tabTo(page, 'Excluir');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Arquivos excluídos com sucesso!')).toBeVisible();
    await page.keyboard.press('Alt+r');
    await expect(page.getByText('Esta pasta está vazia.')).toBeVisible();
  });

  test('a folder of 10,000 files keeps at most 100 rows in the page', async ({ page }) => {
    const { dir } = await folderWith(page.request, 'muitos');
    const dataDir = path.resolve(`.tmp/e2e-data-${serverPort(test.info().parallelIndex)}/hostings`);
    const hosting = readdirSync(dataDir).find((id) => readdirSync(path.join(dataDir, id, 'public_html')).includes('muitos'))!;
    const folder = path.join(dataDir, hosting, 'public_html/muitos');
    mkdirSync(folder, { recursive: true });
    for (let i = 0; i < 10_000; i += 1) writeFileSync(path.join(folder, `arquivo-${String(i).padStart(5, '0')}.txt`), '');

    await openManager(page, dir);
    await expect(row(page, 'arquivo-00000.txt')).toBeVisible();
    expect(await page.getByRole('row').count()).toBeLessThanOrEqual(100);
    await expect(grid(page, dir)).toHaveAttribute('aria-rowcount', '10001');
    await grid(page, dir).focus();
    await page.keyboard.press('End');
    await expect(row(page, 'arquivo-09999.txt')).toBeVisible();
    expect(await page.getByRole('row').count()).toBeLessThanOrEqual(100);
    await typeWithoutPause(grid(page, dir), 'arquivo-05');
    await expect(row(page, 'arquivo-05000.txt')).toHaveAttribute('aria-selected', 'true');
  });
});
