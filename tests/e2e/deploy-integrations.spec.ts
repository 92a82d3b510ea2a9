import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './support';

const HOSTING = 'lojadaana.com.br';
const PAGE = `/hosting/${HOSTING}/deploy`;
const dialog = (page: Page) => page.getByRole('dialog');

/** The published file on the worker's server's disk (the e2e data folder of playwright.config.ts). */
function publishedFile(port: string, relative: string): string | null {
  const hostings = path.resolve(`.tmp/e2e-data-${port}/hostings`);
  if (!existsSync(hostings)) return null;
  for (const id of readdirSync(hostings)) {
    const file = path.join(hostings, id, 'public_html', relative);
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  return null;
}

async function startConnect(page: Page, provider: 'GitHub' | 'GitLab') {
  const providers = dialog(page).getByRole('list', { name: 'Escolha o provedor' });
  await page.getByRole('button', { name: 'Adicionar integração' }).click();
  await expect(providers.getByRole('button', { name: /Bitbucket/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(providers.getByText('Em breve')).toBeVisible();
  await providers.getByRole('button', { name: provider }).click();
  await expect(dialog(page).getByRole('heading', { name: `Conectar ao ${provider}` })).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Conectar' }).click();
  await page.waitForURL(new RegExp(`/api/sandbox/git/${provider.toLowerCase()}/authorize\\?`));
}

test.describe('Deploy', () => {
  test('connects GitHub through the provider, deploys a repository, shows its logs and removes it', async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    await signIn(page, 'cliente@exemplo.com.br', `/hosting/${HOSTING}`);
    await page.getByRole('tablist', { name: 'Menu da hospedagem' }).getByRole('tab', { name: 'Arquivos' }).click();
    await expect(page).toHaveURL(new RegExp(`/hosting/${HOSTING}/files$`));
    await page.getByRole('tablist', { name: 'Seções de Arquivos' }).getByRole('tab', { name: 'Deploy' }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
    await expect(page.getByText('Nenhuma integração encontrada.')).toBeVisible();
    await expectAccessible(page);

    await startConnect(page, 'GitHub');
    await page.getByRole('button', { name: 'Autorizar' }).click();
    await page.waitForURL(`**${PAGE}?provider=github`);

    const form = dialog(page);
    await expect(form.getByRole('heading', { name: 'Configurar repositório do GitHub' })).toBeVisible();
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByText('Campo obrigatório.')).toHaveCount(3);
    await form.getByLabel('Repositório').click();
    await page.getByRole('option', { name: 'painel-demo/portfolio' }).click();
    await expect(form.getByLabel('Branch')).toHaveValue('gh-pages');
    await expect(form.getByLabel('Diretório de publicação')).toHaveValue('public_html/portfolio');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Integração criada com sucesso!')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));

    const table = page.getByRole('table', { name: 'Deploy' });
    await expect(table.getByRole('row', { name: /GitHub painel-demo\/portfolio gh-pages public_html\/portfolio/ })).toBeVisible();

    await table.getByRole('button', { name: 'Logs de public_html/portfolio' }).click();
    const logs = dialog(page);
    await expect(logs.getByRole('heading', { name: 'Histórico de deploys' })).toBeVisible();
    await expect(logs.getByText(/^Deploy concluído: commit [0-9a-f]{7} "Novos projetos" da branch gh-pages, 3 arquivos publicados em public_html\/portfolio\.$/)).toBeVisible();
    await expect(logs.getByRole('img', { name: 'Concluído' })).toBeVisible();
    await expect(logs.getByText(/há poucos segundos|há um minuto/)).toBeVisible();
    await logs.getByRole('button', { name: 'Fazer deploy novamente' }).click();
    await expect(logs.getByRole('img', { name: 'Concluído' })).toHaveCount(2);
    await expect(logs.getByText(/^Deploy concluído: commit/)).toHaveCount(2);
    await logs.getByRole('button', { name: 'Fechar' }).click();
    expect(publishedFile(port, 'portfolio/index.html')).toContain('<h1>Meus trabalhos</h1>');
    expect(publishedFile(port, 'portfolio/projetos.html')).toContain('Projetos');

    // Already connected: the repository dialog opens from the provider's return address alone.
    await page.goto(`${PAGE}?provider=github`);
    await dialog(page).getByLabel('Repositório').click();
    await page.getByRole('option', { name: 'painel-demo/site-institucional' }).click();
    await dialog(page).getByLabel('Diretório de publicação').fill('public_html/portfolio');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog(page).getByText('Já existe uma integração publicando neste diretório.')).toBeVisible();
    await expect(dialog(page).getByLabel('Branch')).toHaveValue('main');
    await dialog(page).getByRole('button', { name: 'Cancelar' }).click();

    await table.getByRole('button', { name: 'Excluir a integração de public_html/portfolio' }).click();
    await expect(dialog(page)).toContainText('public_html/portfolio');
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Nenhuma integração encontrada.')).toBeVisible();
    expect(publishedFile(port, 'portfolio/index.html')).not.toBeNull();

    // The removed integration's files stay, so its directory is no longer empty.
    await page.goto(`${PAGE}?provider=github`);
    await dialog(page).getByLabel('Repositório').click();
    await page.getByRole('option', { name: 'painel-demo/portfolio' }).click();
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog(page).getByText('O diretório já existe e não está vazio. Escolha um diretório vazio ou um novo.')).toBeVisible();
  });

  test('a denied authorisation and an expired one show their texts', async ({ page }) => {
    await signIn(page, 'cliente@exemplo.com.br', PAGE);
    await startConnect(page, 'GitLab');
    await page.getByRole('button', { name: 'Negar' }).click();
    await page.waitForURL(`**${PAGE}?error=access_denied`);
    await expect(page.getByText('Ocorreu um erro na autorização com o provedor.')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${PAGE}\\?error=access_denied$`));

    await page.goto(`${PAGE}?error=invalid_grant`);
    await expect(page.getByText('A autorização com o provedor expirou ou é inválida. Por favor, tente realizar a autorização novamente.')).toBeVisible();
    await expect(page.getByText('Ocorreu um erro na autorização com o provedor.')).toHaveCount(0);
  });

  test('a failed removal shows its text and keeps the row', async ({ page }) => {
    await signIn(page, 'cliente@exemplo.com.br', PAGE);
    await startConnect(page, 'GitHub');
    await page.getByRole('button', { name: 'Autorizar' }).click();
    await dialog(page).getByLabel('Repositório').click();
    await page.getByRole('option', { name: 'painel-demo/landing-page' }).click();
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    const table = page.getByRole('table', { name: 'Deploy' });
    await expect(table.getByRole('row', { name: /landing-page/ })).toBeVisible();

    await page.route('**/api/hosting/*/deploy/remove', (route) => route.fulfill({ status: 500, json: { message: 'falhou' } }));
    await table.getByRole('button', { name: 'Excluir a integração de public_html/landing-page' }).click();
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await expect(dialog(page).getByText('Ocorreu um erro ao tentar excluir a integração...')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Fechar' }).click();
    await expect(table.getByRole('row', { name: /landing-page/ })).toBeVisible();
  });

  test('works at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'cliente@exemplo.com.br', PAGE);
    await expect(page.getByRole('button', { name: 'Adicionar integração' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('a guest without website permission does not see the deploy page', async ({ page }) => {
  await signIn(page, 'convidado@exemplo.com.br', `/hosting/${HOSTING}/email`);
  await expect(page.getByRole('tablist', { name: 'Menu da hospedagem' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Arquivos' })).toHaveCount(0);
  await page.goto(PAGE);
  await expect(page).not.toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('button', { name: 'Adicionar integração' })).toHaveCount(0);
});
