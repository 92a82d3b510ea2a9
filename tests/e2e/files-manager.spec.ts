import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { dialog, doubleClick, expectEditor, folderWith, grid, HOSTING, openManager, row } from './filesSupport';
import { expectAccessible, PASSWORD, signIn } from './support';

test.describe('Gerenciador de arquivos', () => {
  test('creates a file, edits it in Monaco, saves and reopens it', async ({ page }) => {
    const { dir } = await folderWith(page.request, 'editar');
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await openManager(page, dir);
    await expectAccessible(page);
    // Monaco is in the editor's own chunk: the manager (and every other page) loads none of it.
    expect(scripts.filter((script) => /editor\.api|CodeEditor|editor\.worker|monaco/i.test(script))).toEqual([]);
    await page.getByRole('button', { name: 'Novo arquivo' }).click();
    await dialog(page).getByLabel('Nome do arquivo').fill('index.html');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(row(page, 'index.html')).toBeVisible();

    // Two clicks further apart than 250 ms only select; within it they open the editor.
    await doubleClick(row(page, 'index.html'), 400);
    await expect(row(page, 'index.html')).toHaveAttribute('aria-selected', 'true');
    await expect(page).not.toHaveURL(/\/files\/edit/);
    await doubleClick(row(page, 'index.html'));
    await expect(page).toHaveURL(new RegExp(`/hosting/${HOSTING}/files/edit\\?path=%2Fpublic_html%2Feditar%2Findex.html$`));
    await expect(page.getByRole('heading', { name: '/public_html/editar/index.html' })).toBeVisible();
    await expectEditor(page, 'html');
    const editor = page.locator('.monaco-editor').first();
    expect(scripts.some((script) => /editor\.api/.test(script))).toBe(true);
    await editor.click();
    await page.keyboard.insertText('Olá do editor');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Arquivo salvo com sucesso')).toBeVisible();

    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(grid(page, dir)).toBeVisible();
    await row(page, 'index.html').click();
    await row(page, 'index.html').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await expect(page.locator('.monaco-editor .view-lines')).toContainText('Olá do editor');
    await expect(page).toHaveURL(/files\/edit/);
  });

  test('asks before leaving the editor with unsaved changes', async ({ page }) => {
    const { dir } = await folderWith(page.request, 'sair', { 'a.css': 'body {}' });
    await signIn(page, 'cliente@exemplo.com.br', `/hosting/${HOSTING}/files/edit?path=${encodeURIComponent(`${dir}/a.css`)}`);
    await expectEditor(page, 'css');
    const editor = page.locator('.monaco-editor').first();
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.insertText(' x');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(dialog(page)).toContainText('Há alterações não salvas neste arquivo. Deseja sair mesmo assim?');
    await dialog(page).getByRole('button', { name: 'Continuar editando' }).click();
    await expect(page).toHaveURL(/files\/edit/);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await dialog(page).getByRole('button', { name: 'Sair sem salvar' }).click();
    await expect(grid(page, dir)).toBeVisible();
  });

  test('opens a file over 2 MB read-only with a notice', async ({ page }) => {
    const { dir, token } = await folderWith(page.request, 'grande');
    const upload = await page.request.post(`/api/hosting/${HOSTING}/files/upload`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: { dir, file: { name: 'grande.log', mimeType: 'text/plain', buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 'a') } },
    });
    expect(upload.status()).toBe(201);
    await signIn(page, 'cliente@exemplo.com.br', `/hosting/${HOSTING}/files/edit?path=${encodeURIComponent(`${dir}/grande.log`)}`);
    await expect(page.getByText('Este arquivo tem mais de 2 MB e foi aberto somente para leitura. Para alterá-lo, use FTP ou SSH.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await expectEditor(page);
  });

  test('renames inline, and reverts the name when the server refuses', async ({ page }) => {
    const { dir } = await folderWith(page.request, 'renomear', { 'velho.txt': 'a', 'outro.txt': 'b' });
    await openManager(page, dir);
    await row(page, 'velho.txt').click();
    await page.keyboard.press('F2');
    const field = page.getByLabel('Novo nome de velho.txt');
    await field.fill('novo.txt');
    await field.press('Enter');
    await expect(row(page, 'novo.txt')).toBeVisible();
    await expect(row(page, 'velho.txt')).toHaveCount(0);

    await row(page, 'novo.txt').click();
    await page.keyboard.press('F2');
    await page.getByLabel('Novo nome de novo.txt').fill('outro.txt');
    await page.getByLabel('Novo nome de novo.txt').press('Enter');
    // The server's own reason, under its field: the name is taken.
    await expect(page.getByText('Já existe um arquivo ou pasta com este nome.')).toBeVisible();
    await expect(row(page, 'novo.txt')).toBeVisible();
  });

  test('moves files by dragging them onto a folder', async ({ page }) => {
    const { dir } = await folderWith(page.request, 'mover', { 'um.txt': '1', 'dois.txt': '2', 'fica.txt': '3' });
    await openManager(page, dir);
    await page.getByRole('button', { name: 'Nova pasta' }).click();
    await dialog(page).getByLabel('Nome da pasta').fill('destino');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(row(page, 'destino')).toBeVisible();

    await row(page, 'um.txt').click();
    await row(page, 'dois.txt').click({ modifiers: ['Control'] });
    await row(page, 'um.txt').dragTo(row(page, 'destino'));
    await expect(row(page, 'um.txt')).toHaveCount(0);
    await expect(row(page, 'dois.txt')).toHaveCount(0);
    await expect(row(page, 'fica.txt')).toBeVisible();
    await doubleClick(row(page, 'destino'));
    await expect(grid(page, `${dir}/destino`)).toBeVisible();
    await expect(row(page, 'um.txt')).toBeVisible();
    await expect(row(page, 'dois.txt')).toBeVisible();

    // A refused move reloads the folder: the file comes back.
    await page.route('**/files/move', (route) => route.fulfill({ status: 500, json: { message: 'falhou' } }));
    await page.getByRole('button', { name: 'Subir um nível' }).click();
    await expect(row(page, 'fica.txt')).toBeVisible();
    await row(page, 'fica.txt').dragTo(row(page, 'destino'));
    await expect(page.getByText('Ocorreu um erro ao tentar mover os arquivos.')).toBeVisible();
    await expect(row(page, 'fica.txt')).toBeVisible();
  });

  test('compresses to zip, extracts it in a job, and changes permissions', async ({ page }) => {
    const { dir } = await folderWith(page.request, 'compactar', { 'a.txt': 'conteúdo', 'b.txt': 'outro' });
    await openManager(page, dir);
    await row(page, 'a.txt').click();
    await row(page, 'b.txt').click({ modifiers: ['Shift'] });
    await page.getByRole('button', { name: 'Compactar' }).click();
    await expect(dialog(page).getByLabel('Nome do arquivo compactado')).toHaveValue('a.txt.zip');
    await dialog(page).getByLabel('gz (tar.gz)').check();
    await expect(dialog(page).getByLabel('Nome do arquivo compactado')).toHaveValue('a.txt.tar.gz');
    await dialog(page).getByLabel('zip').check();
    await dialog(page).getByLabel('Nome do arquivo compactado').fill('pacote.zip');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(row(page, 'pacote.zip')).toBeVisible();

    await row(page, 'pacote.zip').getByRole('button', { name: 'Ações de pacote.zip' }).click();
    await page.getByRole('menuitem', { name: 'Descompactar' }).click();
    await dialog(page).getByLabel('Pasta de destino').fill(`${dir}/Extraido`);
    await expect(dialog(page).getByLabel('Pasta de destino')).toHaveValue(`${dir}/extraido`);
    await dialog(page).getByLabel('Excluir o arquivo compactado depois de extrair').check();
    const times: Record<string, number[]> = { extract: [], job: [] };
    // Timed by the browser's clock when each request left, not when its event reached this busy test process.
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('/files/extract')) times.extract!.push(request.timing().startTime);
      if (request.url().includes('/files/job/')) times.job!.push(request.timing().startTime);
    });
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Arquivo extraído com sucesso!')).toBeVisible({ timeout: 15_000 });
    // The job is first checked after 3 s (part 2 §9).
    await expect.poll(() => times.job!.length).toBeGreaterThan(0);
    expect(Math.min(...times.job!) - times.extract![0]!).toBeGreaterThanOrEqual(2_900);
    await expect(row(page, 'pacote.zip')).toHaveCount(0);
    // While the new folder loads, the rows of the one being left (it has an a.txt too) cannot be acted on.
    let answerListing = () => {};
    const listingHeld = new Promise<void>((resolve) => { answerListing = resolve; });
    await page.route(/\/files\?path=.*extraido/, async (route) => { await listingHeld; await route.continue(); });
    await doubleClick(row(page, 'extraido'));
    await expect(page.getByTestId('file-list').locator('[inert]')).toHaveCount(1);
    answerListing();
    await expect(grid(page, `${dir}/extraido`)).toBeVisible();
    await expect(page.getByTestId('file-list').locator('[inert]')).toHaveCount(0);
    await expect(row(page, 'a.txt')).toBeVisible();

    await row(page, 'a.txt').getByRole('button', { name: 'Ações de a.txt' }).click();
    await page.getByRole('menuitem', { name: 'Alterar permissões' }).click();
    await expect(dialog(page).getByLabel('Valor numérico')).toHaveValue('644');
    await dialog(page).getByLabel('Grupo: Escrita').check();
    await expect(dialog(page).getByLabel('Valor numérico')).toHaveValue('664');
    await dialog(page).getByLabel('Valor numérico').fill('750');
    await expect(dialog(page).getByLabel('Público: Leitura')).not.toBeChecked();
    await expect(dialog(page).getByLabel('Usuário: Execução')).toBeChecked();
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog(page)).toHaveCount(0);
    const listed = await (await page.request.get(`/api/hosting/${HOSTING}/files?path=${encodeURIComponent(`${dir}/extraido`)}`, { headers: { authorization: `Bearer ${(await page.context().cookies()).find((c) => c.name === 'painel_token')!.value}` } })).json();
    expect(listed.data.files.find((file: { name: string }) => file.name === 'a.txt').permissions).toBe('750');
  });

  test('downloads one file, and several as one zip, then deletes with confirmation', async ({ page }) => {
    const { dir } = await folderWith(page.request, 'baixar', { 'foto.png': 'primeiro', 'dois.txt': 'segundo' });
    await openManager(page, dir);
    const single = page.waitForEvent('download');
    await doubleClick(row(page, 'foto.png'));
    const file = await single;
    expect(file.suggestedFilename()).toBe('foto.png');
    expect(readFileSync(await file.path(), 'utf8')).toBe('primeiro');

    await page.keyboard.press('Control+a');
    const many = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar' }).first().click();
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    expect((await many).suggestedFilename()).toBe('arquivos.zip');
    // The download starts before the dialog closes, and Del does nothing while a dialog is open.
    await expect(dialog(page)).toHaveCount(0);

    await page.keyboard.press('Delete');
    await expect(dialog(page)).toContainText('Tem certeza que deseja excluir os 2 itens selecionados?');
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Arquivos excluídos com sucesso!')).toBeVisible();
    await expect(page.getByText('Esta pasta está vazia.')).toBeVisible();
  });

  test('shows the mobile warning below the large breakpoint, and refuses a guest without the website permission', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'cliente@exemplo.com.br', `/hosting/${HOSTING}/files`);
    await expect(page.getByText('Gerenciador de arquivos indisponível no celular')).toBeVisible();
    await expect(page.getByText('Acesse por um computador ou gerencie seus arquivos via FTP ou SCP.', { exact: false })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(page.getByText('Gerenciador de arquivos indisponível no celular')).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('grid')).toBeVisible();

    const guest = await (await page.request.post('/api/login', { data: { email: 'convidado@exemplo.com.br', password: PASSWORD, captcha: 'test' } })).json();
    expect((await page.request.get(`/api/hosting/${HOSTING}/files`, { headers: { authorization: `Bearer ${guest.data.token}` } })).status()).toBe(403);
  });
});
