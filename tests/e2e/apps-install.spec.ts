import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './support';
import { confirmedPayment } from '../support/paidAction';

/** blogdaana.com.br starts with an empty public_html: an install at its root is allowed. */
const HOSTING = 'blogdaana.com.br';
/** lojadaana.com.br is on Nuvem Pro (1024 MB). */
const SMALL_HOSTING = 'lojadaana.com.br';
const CATALOGUE = {
  Revenda: ['WordPress', 'AdminHost'],
  CMS: ['Joomla', 'Drupal'],
  'E-commerce': ['Magento', 'PrestaShop', 'OpenCart', 'WHMCS'],
  Marketing: ['Mautic'],
  Wiki: ['MediaWiki'],
  Fórum: ['phpBB'],
  Educacional: ['Moodle'],
  Framework: ['Laravel', 'CodeIgniter'],
};

async function visit(page: Page, path: string) {
  await signIn(page, 'cliente@exemplo.com.br', path);
}

const field = (page: Page, section: string, label: string) => page.getByRole('region', { name: section }).getByRole('group', { name: label, exact: true });

test.describe('Instalar aplicativo', () => {
  test('shows the catalogue by category, each app opening its form', async ({ page }) => {
    await visit(page, `/hosting/${HOSTING}/app/install`);
    for (const [category, apps] of Object.entries(CATALOGUE)) {
      const region = page.getByRole('region', { name: category });
      await expect(region.getByRole('heading', { level: 3 })).toHaveText(apps);
    }
    await expect(page.getByRole('region', { name: 'Revenda' })).toContainText(/Versão \d+\.\d+/);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Instalar Moodle' }).click();
    await expect(page).toHaveURL(/\/app\/install\?name=moodle$/);
    await expect(page.getByRole('heading', { name: 'Instalar Moodle' })).toBeVisible();
  });

  test('an unknown app alerts its text and returns to the catalogue', async ({ page }) => {
    await visit(page, `/hosting/${HOSTING}/app/install?name=tetris`);
    const alert = page.getByRole('dialog');
    await expect(alert).toContainText('O aplicativo informado não está disponível.');
    await alert.getByRole('button', { name: 'Fechar' }).click();
    await expect(page).toHaveURL(new RegExp(`/hosting/${HOSTING}/app/install$`));
    await expect(page.getByRole('region', { name: 'Revenda' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(new RegExp(`/hosting/${HOSTING}/app/install$`));
  });

  test('validates the form: title required, WHMCS licence, subdomain or directory', async ({ page }) => {
    await visit(page, `/hosting/${HOSTING}/app/install?name=whmcs`);
    await page.getByRole('button', { name: 'Instalar', exact: true }).click();
    await expect(page.getByText('Informe o título do site.')).toBeVisible();
    await expect(page.getByText('Informe a licença do WHMCS.')).toBeVisible();

    const subdomain = page.getByRole('checkbox', { name: 'Instalar em um subdomínio' });
    const directory = page.getByRole('checkbox', { name: 'Instalar em um diretório' });
    await subdomain.check();
    await expect(page.getByRole('textbox', { name: 'Subdomínio' })).toBeVisible();
    await directory.check();
    await expect(subdomain).not.toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Subdomínio' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Diretório' }).fill('../fora');
    await page.getByRole('button', { name: 'Instalar', exact: true }).click();
    await expect(page.getByText('Informe um diretório válido: letras, números, pontos, hífens, sublinhados e barras, sem "..".')).toBeVisible();
  });

  test('installs WordPress end to end and shows every field of the result, then enables the alternative URL', async ({ page }) => {
    await visit(page, `/hosting/${HOSTING}/app/install?name=wordpress`);
    await page.getByLabel('Título').fill('Blog da Ana');
    await page.getByRole('checkbox', { name: 'Instalar em um diretório' }).check();
    await page.getByRole('textbox', { name: 'Diretório' }).fill('blog');
    await page.getByLabel('Modo avançado').check();
    await expect(page.getByLabel('Usuário do administrador')).toHaveValue('admin');
    await expect(page.getByLabel('E-mail do administrador')).toHaveValue('cliente@exemplo.com.br');
    await page.getByLabel('E-mail do administrador').fill('ana@exemplo.com.br');
    await page.getByRole('button', { name: 'Gerar senha' }).click();
    const generated = await page.getByLabel('Senha do administrador').inputValue();
    expect(generated).toHaveLength(16);
    await expect(page.getByText('A instalação de um aplicativo pode levar alguns minutos.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Instalar', exact: true }).click();

    await expect(page.getByRole('status')).toContainText('Instalando WordPress…');
    await expect(page.getByLabel('Título')).toBeDisabled();
    // Leaving while it runs asks first; staying keeps the install on screen.
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => { resolve(dialog.message()); void dialog.dismiss(); }));
    await page.getByRole('tab', { name: 'Resumo' }).click();
    expect(await asked).toBe('A instalação está em andamento. Deseja mesmo sair desta página?');
    await expect(page).toHaveURL(/\/app\/install\?name=wordpress$/);
    await expect(page.getByRole('heading', { name: 'WordPress instalado!' })).toBeVisible({ timeout: 40_000 });

    await expect(field(page, 'Site', 'URL')).toContainText('https://blogdaana.com.br/blog');
    await expect(field(page, 'Site', 'URL alternativo')).toContainText(/https:\/\/.+\.painel-temp\.com\.br\/blog/);
    await expect(field(page, 'Administração', 'URL de administração')).toContainText('https://blogdaana.com.br/blog/wp-admin/');
    await expect(field(page, 'Administração', 'Login')).toContainText('admin');
    await expect(field(page, 'Administração', 'Senha')).toContainText(generated);
    await expect(field(page, 'Administração', 'E-mail')).toContainText('ana@exemplo.com.br');
    await expect(field(page, 'Banco de dados', 'Nome do banco')).toContainText(/^.+_wp1/);
    await expect(field(page, 'Banco de dados', 'Usuário')).toContainText(/_wp1/);
    await expect(field(page, 'Banco de dados', 'Senha')).toContainText(/.{16}/);
    await expect(field(page, 'Banco de dados', 'Host')).toContainText('localhost');
    await expect(page.getByRole('link', { name: 'Acessar painel do aplicativo' })).toHaveAttribute('href', /^https:\/\/blogdaana\.com\.br\/blog\/wp-admin\/\?painel_sso=/);
    await expectAccessible(page);

    // The first call answers 202: the button waits 5 s and asks again.
    await field(page, 'Site', 'URL alternativo').getByRole('button', { name: 'Habilitar' }).click();
    await expect(field(page, 'Site', 'URL alternativo').getByRole('button', { name: 'Habilitando…' })).toBeDisabled();
    await expect(page.getByText('URL alternativo habilitado!')).toBeVisible({ timeout: 15_000 });
    await expect(field(page, 'Site', 'URL alternativo')).toContainText('Habilitado');

    // Every value wraps on a phone: nothing runs past 375 px.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const panelAccess = page.getByRole('link', { name: 'Acessar painel do aplicativo' });
    await panelAccess.scrollIntoViewIfNeeded();
    await expect(panelAccess).toBeInViewport({ ratio: 1 });
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole('link', { name: 'Voltar à lista de aplicativos' }).click();
    await expect(page).toHaveURL(new RegExp(`/hosting/${HOSTING}/apps$`));
    await expect(page.getByRole('table', { name: 'Aplicativos' }).getByRole('row', { name: /WordPress public_html\/blog/ })).toBeVisible();
  });

  test('an install that stops shows its message and gives the form back', async ({ page }) => {
    await visit(page, `/hosting/${HOSTING}/app/install?name=wordpress`);
    await page.route('**/api/hosting/*/apps/status?*', (route) =>
      route.fulfill({ json: { data: { status: 'error', progress: 10, app: null, message: 'O diretório de instalação não está vazio. Escolha outro diretório ou esvazie-o antes de instalar.' } } }));
    await page.getByLabel('Título').fill('Loja');
    await page.getByRole('checkbox', { name: 'Instalar em um diretório' }).check();
    await page.getByRole('textbox', { name: 'Diretório' }).fill('parou');
    await page.getByRole('button', { name: 'Instalar', exact: true }).click();
    await expect(page.getByLabel('Título')).toBeDisabled();
    await expect(page.getByRole('alert').filter({ hasText: 'O diretório de instalação não está vazio.' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByLabel('Título')).toBeEnabled();
    await expect(page.getByLabel('Título')).toHaveValue('Loja');
    await expect(page.getByRole('button', { name: 'Instalar', exact: true })).toBeEnabled();
  });

  test('refuses an app whose code the server does not have, saying so above the form', async ({ page }) => {
    await visit(page, `/hosting/${HOSTING}/app/install?name=joomla`);
    await page.getByLabel('Título').fill('Portal');
    await page.getByRole('button', { name: 'Instalar', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Não é possível instalar Joomla: o código do aplicativo não está disponível neste servidor.' })).toBeVisible();
    await expect(page.getByLabel('Título')).toBeEnabled();
    await expect(page.getByLabel('Título')).toHaveValue('Portal');
  });

  test('refuses a folder that already holds an app with a field error, keeping what was typed', async ({ page, request }) => {
    // An app whose code the server has: one without it is refused for that before any folder is looked at.
    await visit(page, `/hosting/${HOSTING}/app/install?name=wordpress`);
    const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'painel_token')!.value);
    const first = await request.post(`/api/hosting/${HOSTING}/apps`, { headers: { authorization: `Bearer ${token}` }, data: { app: 'wordpress', title: 'Blog', hasDir: true, dir: 'site' } });
    expect(first.status()).toBe(201);
    await page.getByLabel('Título').fill('Meu site');
    await page.getByRole('checkbox', { name: 'Instalar em um diretório' }).check();
    await page.getByRole('textbox', { name: 'Diretório' }).fill('site');
    await page.getByRole('button', { name: 'Instalar', exact: true }).click();
    await expect(page.getByText('Já existe um aplicativo neste diretório.')).toBeVisible();
    await expect(page.getByLabel('Título')).toHaveValue('Meu site');
    await expect(page.getByLabel('Título')).toBeEnabled();
  });

  test('warns about RAM below 2 GB for Magento and Mautic, below 1 GB for Moodle', async ({ page }) => {
    await visit(page, `/hosting/${SMALL_HOSTING}/app/install?name=magento`);
    await expect(page.getByText('Este plano tem 1024 MB de memória RAM. O Magento precisa de pelo menos 2048 MB para funcionar bem: considere alterar o plano da hospedagem.')).toBeVisible();
    await page.goto(`/hosting/${SMALL_HOSTING}/app/install?name=mautic`);
    await expect(page.getByText(/O Mautic precisa de pelo menos 2048 MB/)).toBeVisible();
    await page.goto(`/hosting/${SMALL_HOSTING}/app/install?name=moodle`);
    await expect(page.getByRole('heading', { name: 'Instalar Moodle' })).toBeVisible();
    await expect(page.getByText(/precisa de pelo menos/)).toHaveCount(0);

    // A new hosting on Nuvem Start (512 MB): Moodle warns there.
    const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'painel_token')!.value);
    const headers = { authorization: `Bearer ${token}` };
    const created = await page.request.post('/api/hosting', { headers, data: confirmedPayment({ domain: 'cursosdaana.com.br', plan: 1 }) });
    expect(created.status()).toBe(200);
    await expect.poll(async () => (await (await page.request.get('/api/hosting/cursosdaana.com.br', { headers })).json()).data.status, { timeout: 20_000 }).toBe('Active');
    await page.goto('/hosting/cursosdaana.com.br/app/install?name=moodle');
    await expect(page.getByText('Este plano tem 512 MB de memória RAM. O Moodle precisa de pelo menos 1024 MB para funcionar bem: considere alterar o plano da hospedagem.')).toBeVisible();
  });
});
