import { expect, test, type Page } from './fixtures';
import { answerLate, expectAccessible, movesOnTimelyLoad, signIn } from './support';

const HOSTING = 'lojadaana.com.br';
const PAGE = `/hosting/${HOSTING}/database`;
const PREFIX = 'lojadaanacom1_';
const dialog = (page: Page) => page.getByRole('dialog');
const table = (page: Page) => page.getByRole('table', { name: 'Bancos de dados' });
/** Names of our own: with real servers (CI) databases outlive the panel's data folder. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;

async function visit(page: Page) {
  await signIn(page, 'cliente@exemplo.com.br', PAGE);
  await expect(page).toHaveTitle(`Painel | Bancos de dados | ${HOSTING}`);
}

/** Creates a database through the dialog, typing the suffix in upper case to see it lowered. */
async function createDatabase(page: Page, suffix: string, type: 'MySQL' | 'PostgreSQL' = 'MySQL') {
  await page.getByRole('button', { name: 'Criar banco de dados' }).click();
  await dialog(page).getByRole('radio', { name: type }).check();
  await dialog(page).getByLabel('Nome').fill(suffix.toUpperCase());
  await expect(dialog(page).getByLabel('Nome')).toHaveValue(suffix);
  await dialog(page).getByLabel('Usuário').fill(suffix.toUpperCase());
  await dialog(page).getByRole('button', { name: 'Gerar senha' }).click();
  await expect(dialog(page).getByLabel('Senha', { exact: true })).toHaveValue(/^[A-Za-z0-9@#$&*]{16}$/);
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog(page)).toBeHidden();
  const row = table(page).getByRole('row', { name: new RegExp(`${PREFIX}${suffix}`) });
  await expect(row).toBeVisible();
  return row;
}

test.describe('Bancos de dados', () => {
  test('creates a database (type only on create, names lower-cased), copies its name, changes its password and removes it after the confirmation', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page);
    const suffix = unique('e2e');

    await page.getByRole('button', { name: 'Criar banco de dados' }).click();
    await expect(dialog(page).getByText(PREFIX, { exact: true }).first()).toBeVisible();
    await expect(dialog(page).getByRole('radio', { name: 'MySQL' })).toBeChecked();
    await dialog(page).getByLabel('Nome').fill('com espaço');
    await dialog(page).getByLabel('Senha', { exact: true }).fill('curta');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog(page).getByText('Use apenas letras minúsculas, números e sublinhado (_).')).toBeVisible();
    await expect(dialog(page).getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
    await expect(dialog(page).getByLabel('Nome')).toHaveValue('com espaço');
    // The theme's focused filled field in red reads 4.36:1 (core theme); the check runs with the focus on the title.
    await dialog(page).getByRole('heading', { name: 'Criar banco de dados' }).click();
    await expectAccessible(page);
    await dialog(page).getByRole('button', { name: 'Cancelar' }).click();

    await expect(page.getByRole('tab', { name: 'Banco de Dados' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Versão dos bancos de dados' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Versão dos bancos de dados' })).toContainText(/MySQL\s*\d+\.\d+/);

    const row = await createDatabase(page, suffix, 'PostgreSQL');
    await expect(row).toContainText('PostgreSQL');
    await expect(row).toContainText(`${PREFIX}${suffix}`);

    await row.getByRole('button', { name: `Copiar Nome: ${PREFIX}${suffix}` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${PREFIX}${suffix}`);
    await row.getByRole('button', { name: `Copiar Usuário: ${PREFIX}${suffix}` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${PREFIX}${suffix}`);

    // The same name again is refused under the field, keeping what was typed.
    await page.getByRole('button', { name: 'Criar banco de dados' }).click();
    await dialog(page).getByRole('radio', { name: 'PostgreSQL' }).check();
    await dialog(page).getByLabel('Nome').fill(suffix);
    await dialog(page).getByLabel('Usuário').fill(`${suffix}x`);
    await dialog(page).getByLabel('Senha', { exact: true }).fill('Senha#Forte123');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog(page).getByText('Já existe um banco de dados com este nome.')).toBeVisible();
    await expect(dialog(page).getByLabel('Usuário')).toHaveValue(`${suffix}x`);
    await dialog(page).getByRole('button', { name: 'Cancelar' }).click();

    await row.getByRole('button', { name: `Ações do banco de dados ${PREFIX}${suffix}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Conexões' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Acessar' })).toHaveAttribute('href', /phppgadmin/);
    await page.getByRole('menuitem', { name: 'Alterar senha' }).click();
    await expect(dialog(page).getByLabel('Nome')).toHaveValue(`${PREFIX}${suffix}`);
    await expect(dialog(page).getByLabel('Nome')).toHaveAttribute('readonly', '');
    await expect(dialog(page).getByRole('radio')).toHaveCount(0);
    await dialog(page).getByRole('button', { name: 'Gerar senha' }).click();
    await expect(dialog(page).getByLabel('Nova senha')).toHaveValue(/^[A-Za-z0-9@#$&*]{16}$/);
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Senha alterada!')).toBeVisible();

    await row.getByRole('button', { name: `Ações do banco de dados ${PREFIX}${suffix}` }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await expect(dialog(page).getByText('Tem certeza que deseja excluir o banco de dados abaixo?')).toBeVisible();
    await expect(dialog(page)).toContainText(`${PREFIX}${suffix}`);
    await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Ações do banco de dados ${PREFIX}${suffix}` }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Versão dos bancos de dados' })).toBeVisible();
    await expect(table(page).getByRole('row', { name: new RegExp(`${PREFIX}${suffix}`) })).toHaveCount(0);
    await expect(page).toHaveURL(PAGE);
  });

  test('opens the Conexões chart of a MySQL database with its period selector', async ({ page }) => {
    await visit(page);
    const suffix = unique('graf');
    const row = await createDatabase(page, suffix);
    await row.getByRole('button', { name: `Ações do banco de dados ${PREFIX}${suffix}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Acessar' })).toHaveAttribute('href', /phpmyadmin/);
    const usage = page.waitForRequest((request) => request.url().includes(`/database/${PREFIX}${suffix}/usage?period=1`));
    await page.getByRole('menuitem', { name: 'Conexões' }).click();
    await usage;
    await expect(dialog(page).getByRole('heading', { name: `Conexões: ${PREFIX}${suffix}` })).toBeVisible();
    await expect(dialog(page).locator('svg').filter({ has: page.locator('path') }).first()).toBeVisible();
    const sixHours = page.waitForRequest((request) => request.url().includes('usage?period=6'));
    await dialog(page).getByRole('combobox', { name: 'Período' }).click();
    await expect(page.getByRole('option')).toHaveText(['1 hora', '6 horas', '12 horas']);
    await page.getByRole('option', { name: '6 horas' }).click();
    await sixHours;
    await expect(dialog(page).getByRole('combobox', { name: 'Período' })).toHaveText('6 horas');
    await dialog(page).getByRole('button', { name: 'Fechar' }).click();

    await row.getByRole('button', { name: `Ações do banco de dados ${PREFIX}${suffix}` }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await expect(row).toHaveCount(0);
  });

  test('remote access: ALL saves at once, IPS waits for Salvar and refuses an invalid address under the field', async ({ page }) => {
    await visit(page);
    const card = page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: 'Acesso remoto (MySQL)' }) });
    await expect(card).toContainText('porta 3306');
    const toggle = card.getByRole('switch', { name: 'Ativo' });
    if (await toggle.isChecked()) {
      await toggle.uncheck();
      await expect(page.getByText('Configuração atualizada!').first()).toBeVisible();
    }
    const saved = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith('/database/remote'));
    await toggle.check();
    expect((await saved).postDataJSON()).toEqual({ remote: true, mode: 'ALL' });
    await page.reload();
    await expect(card.getByRole('switch', { name: 'Ativo' })).toBeChecked();
    await expect(card.getByRole('radio', { name: 'Qualquer endereço IP' })).toBeChecked();

    let patches = 0;
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches++;
    });
    await card.getByRole('radio', { name: 'Somente os endereços IP informados' }).check();
    const hosts = card.getByLabel('Endereços IP', { exact: true });
    await hosts.fill('203.0.113.7, 999.1.1.1');
    expect(patches).toBe(0);
    await card.getByRole('button', { name: 'Salvar' }).click();
    await expect(card.getByText('Endereço IP inválido: 999.1.1.1.')).toBeVisible();
    await expect(hosts).toHaveValue('203.0.113.7, 999.1.1.1');
    await hosts.fill('203.0.113.7, 198.51.100.20');
    await card.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Configuração atualizada!').first()).toBeVisible();
    await page.reload();
    await expect(card.getByRole('radio', { name: 'Somente os endereços IP informados' })).toBeChecked();
    await expect(card.getByLabel('Endereços IP', { exact: true })).toHaveValue('203.0.113.7,198.51.100.20');
    await card.getByRole('switch', { name: 'Ativo' }).uncheck();
    await page.reload();
    await expect(card.getByRole('switch', { name: 'Ativo' })).not.toBeChecked();
  });

  test('a failing list is retried once in simple mode, then the instability warning shows', async ({ page }) => {
    const calls: string[] = [];
    await page.route('**/api/hosting/*/database?**', (route) => route.fulfill({ status: 500, json: { message: 'falhou' } }));
    await page.route('**/api/hosting/*/database', (route) => {
      calls.push(route.request().url());
      return route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { message: 'falhou' } }) : route.continue();
    });
    page.on('request', (request) => {
      if (request.url().includes('/database?simple=1')) calls.push(request.url());
    });
    await visit(page);
    await expect(page.getByText('Não foi possível listar alguns dos seus bancos de dados devido a uma instabilidade no servidor. Pedimos que aguarde alguns minutos e atualize sua página para tentar novamente.')).toBeVisible();
    expect(calls.filter((url) => url.endsWith('/database')).length).toBe(1);
    expect(calls.filter((url) => url.includes('simple=1')).length).toBe(1);
    await expect(page.getByRole('alert').filter({ hasText: 'falhou' })).toHaveCount(0);
  });

  test('the page is drawn with its list: the cards below it do not move when it answers late', async ({ page }) => {
    await answerLate(page, (url) => url.pathname.startsWith('/api/') && url.pathname.endsWith('/database'));
    const drawn = async () => {
      await expect(table(page).getByRole('row')).not.toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Acesso remoto (MySQL)' })).toBeVisible();
    };
    await visit(page);
    await drawn();
    expect(await movesOnTimelyLoad(page, 'h2, h3', drawn)).toEqual([]);
  });

  test('works at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page);
    const suffix = unique('tel');
    const row = await createDatabase(page, suffix);
    await expect(row).toContainText('Tipo: MySQL');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await row.getByRole('button', { name: `Ações do banco de dados ${PREFIX}${suffix}` }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await expect(row).toHaveCount(0);
  });
});

test('a guest without hasWebsite does not get the database page', async ({ page }) => {
  await signIn(page, 'convidado@exemplo.com.br', PAGE);
  await expect(page).not.toHaveURL(PAGE);
  await expect(page.getByRole('heading', { name: 'Versão dos bancos de dados' })).toHaveCount(0);
});
