import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './support';

const HOSTING = 'lojadaana.com.br';
const EMPTY_HOSTING = 'blogdaana.com.br';
const dialog = (page: Page) => page.getByRole('dialog');

async function visit(page: Page, path: string) {
  await signIn(page, 'cliente@exemplo.com.br', path);
}

const failDeletes = (page: Page) =>
  page.route('**/api/domain/**', (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 500, json: { message: 'falhou' } }) : route.fallback()));

test.describe('Apontamentos', () => {
  test('lists, opens, adds lower-cased, refuses a domain in use, and deletes', async ({ page }) => {
    await visit(page, `/hosting/${HOSTING}/alias`);
    const table = page.getByRole('table', { name: 'Apontamentos' });
    const link = table.getByRole('link', { name: 'Acessar lojadaana.net.br em uma nova aba' });
    await expect(link).toHaveAttribute('href', 'http://lojadaana.net.br');
    await expect(link).toHaveAttribute('target', '_blank');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Adicionar apontamento' }).click();
    await dialog(page).getByLabel('Domínio').fill('BlogDaAna.com.br');
    await expect(dialog(page).getByLabel('Domínio')).toHaveValue('blogdaana.com.br');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog(page).getByText('Este domínio já está em uso em uma hospedagem.')).toBeVisible();
    await dialog(page).getByLabel('Domínio').fill('NovaLoja.com.br');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(table.getByRole('row', { name: /novaloja\.com\.br/ })).toBeVisible();

    await table.getByRole('button', { name: 'Excluir novaloja.com.br' }).click();
    await expect(dialog(page)).toContainText('Tem certeza que deseja excluir o apontamento novaloja.com.br?');
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await expect(table.getByRole('row', { name: /novaloja\.com\.br/ })).toHaveCount(0);
  });

  test('a failed delete shows its text; an empty list its empty text', async ({ page }) => {
    await visit(page, `/hosting/${HOSTING}/alias`);
    await failDeletes(page);
    await page.getByRole('button', { name: 'Excluir lojadaana.net.br' }).click();
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Ocorreu um erro ao tentar excluir o apontamento. Por favor, atualize sua página e tente novamente.')).toBeVisible();
    await page.goto(`/hosting/${EMPTY_HOSTING}/alias`);
    await expect(page.getByText('Nenhum apontamento encontrado')).toBeVisible();
  });
});

test.describe('Subdomínios', () => {
  test('adds with the directory prefilled, changes the directory and deletes', async ({ page }) => {
    await visit(page, `/hosting/${HOSTING}/subdomain`);
    const table = page.getByRole('table', { name: 'Subdomínios' });
    await expect(table.getByRole('row', { name: /blog\.lojadaana\.com\.br public_html\/blog/ })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Adicionar subdomínio' }).click();
    const label = dialog(page).getByLabel('Subdomínio');
    await expect(label).toHaveAttribute('maxlength', '100');
    await label.fill('Loja2');
    await expect(label).toHaveValue('loja2');
    await label.blur();
    await expect(dialog(page).getByLabel('Diretório')).toHaveValue('loja2');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    const row = table.getByRole('row', { name: /loja2\.lojadaana\.com\.br/ });
    await expect(row).toContainText('public_html/loja2');
    await expect(row.getByRole('link', { name: 'Acessar loja2.lojadaana.com.br em uma nova aba' })).toHaveAttribute('href', 'http://loja2.lojadaana.com.br');

    await row.getByRole('button', { name: 'Alterar diretório de loja2.lojadaana.com.br' }).click();
    await expect(dialog(page).getByLabel('Subdomínio')).toHaveAttribute('readonly', '');
    await dialog(page).getByLabel('Diretório').fill('../fora');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog(page).getByText('Informe um diretório válido: letras, números, pontos, hífens, sublinhados e barras, sem "..".')).toBeVisible();
    await dialog(page).getByLabel('Diretório').fill('sites/loja2');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(row).toContainText('public_html/sites/loja2');

    await row.getByRole('button', { name: 'Excluir loja2.lojadaana.com.br' }).click();
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await expect(row).toHaveCount(0);
  });

  test('the Acessar link is only for a full domain that looks valid', async ({ page }) => {
    await page.route('**/api/domain/*/subdomain', (route) =>
      route.fulfill({ json: { data: [{ domain: 'meu_site', fullDomain: 'meu_site.exemplo.com.br', dir: 'x', fullDir: 'public_html/x' }, { domain: 'y', fullDomain: 'y.exemplo.com.br', dir: 'y', fullDir: 'public_html/y' }] } }),
    );
    await visit(page, `/hosting/${HOSTING}/subdomain`);
    const table = page.getByRole('table', { name: 'Subdomínios' });
    await expect(table.getByRole('link')).toHaveCount(1);
    await expect(table.getByRole('link')).toHaveAttribute('href', 'http://y.exemplo.com.br');
  });

  test('a failed delete shows its text; an empty list its empty text', async ({ page }) => {
    await visit(page, `/hosting/${HOSTING}/subdomain`);
    await failDeletes(page);
    await page.getByRole('button', { name: 'Excluir blog.lojadaana.com.br' }).click();
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Ocorreu um erro ao tentar excluir o subdomínio. Por favor, atualize sua página e tente novamente.')).toBeVisible();
    await page.goto(`/hosting/${EMPTY_HOSTING}/subdomain`);
    await expect(page.getByText('Nenhum subdomínio encontrado')).toBeVisible();
  });
});

test.describe('Redirecionamentos', () => {
  test('the add button waits for the sources; a 302 is the default under advanced options', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/domain/*/redirect/list-domains', async (route) => {
      await held;
      await route.fallback();
    });
    await visit(page, `/hosting/${HOSTING}/redirect`);
    const add = page.getByRole('button', { name: 'Adicionar redirecionamento' });
    await expect(add).toBeDisabled();
    release();
    await expect(add).toBeEnabled();
    await expectAccessible(page);

    await add.click();
    await dialog(page).getByRole('combobox', { name: 'Origem' }).click();
    await page.getByRole('option', { name: 'blog.lojadaana.com.br' }).click();
    await dialog(page).getByLabel('Destino').fill('nao-e-url');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog(page).getByText('Informe um endereço completo, começando com http:// ou https://.')).toBeVisible();
    await dialog(page).getByLabel('Destino').fill('https://blog.exemplo.com.br/');
    await dialog(page).getByRole('button', { name: 'Opções avançadas' }).click();
    await expect(dialog(page).getByLabel('302 (temporário)')).toBeChecked();
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();

    const row = page.getByRole('table', { name: 'Redirecionamentos' }).getByRole('row', { name: /blog\.lojadaana\.com\.br/ });
    await expect(row).toContainText('302');
    await expect(row).toContainText('https://blog.exemplo.com.br/');
    await row.getByRole('button', { name: 'Excluir blog.lojadaana.com.br' }).click();
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await expect(row).toHaveCount(0);
  });

  test('a failed source list, a failed delete and an empty list show their texts', async ({ page }) => {
    await page.route('**/api/domain/*/redirect/list-domains', (route) => route.fulfill({ status: 500, json: { message: 'falhou' } }));
    await visit(page, `/hosting/${HOSTING}/redirect`);
    await expect(page.getByText('Ocorreu um erro ao tentar listar os domínios da hospedagem.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adicionar redirecionamento' })).toBeDisabled();
    await failDeletes(page);
    await page.getByRole('button', { name: 'Excluir www.lojadaana.net.br' }).click();
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Ocorreu um erro ao tentar excluir o redirecionamento. Por favor, atualize sua página e tente novamente.')).toBeVisible();
    await page.goto(`/hosting/${EMPTY_HOSTING}/redirect`);
    await expect(page.getByText('Nenhum redirecionamento encontrado')).toBeVisible();
  });
});
