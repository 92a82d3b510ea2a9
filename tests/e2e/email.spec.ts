import { expect, test, type Page } from './fixtures';
import { answerLate, expectAccessible, login, movesOnTimelyLoad, signIn } from './support';

const HOSTING = 'lojadaana.com.br';
const ACCOUNTS = `/hosting/${HOSTING}/email`;
const ACCESS = `/hosting/${HOSTING}/email/access`;
const dialog = (page: Page) => page.getByRole('dialog');
/** Names of our own, so that other specs sharing the database change nothing here. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

async function visit(page: Page, path: string, email = 'cliente@exemplo.com.br') {
  await signIn(page, email, path);
}

test.describe('Contas de e-mail', () => {
  test('lists the accounts with use and limit, Ilimitado, Desabilitado and the webmail link', async ({ page }) => {
    await visit(page, ACCOUNTS);
    await expect(page).toHaveTitle(`Painel | Contas de e-mail | ${HOSTING}`);
    const table = page.getByRole('table', { name: 'Contas de e-mail' });
    await expect(table.getByRole('row', { name: /financeiro@lojadaana\.com\.br/ })).toContainText('Ilimitado');
    const old = table.getByRole('row', { name: /antigo@lojadaana\.com\.br/ });
    await expect(old).toContainText('Desabilitado');
    await expect(old).toContainText('50 MB de 1 GB');
    await expect(table.getByRole('row', { name: /contato@lojadaana\.com\.br/ })).toContainText('1,2 GB de 2 GB');
    const webmail = page.getByRole('link', { name: 'Acessar webmail em uma nova aba' });
    await expect(webmail).toHaveAttribute('href', 'https://webmail.lojadaana.com.br');
    await expect(webmail).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('table', { name: 'Encaminhamentos' }).getByRole('row', { name: /vendas@lojadaana\.com\.br contato@lojadaana\.com\.br/ })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Seções de E-mail' });
    await expect(tabs.getByRole('tab', { name: 'Contas de e-mail' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
  });

  test('the page is drawn with its lists: the forwarders do not move when the accounts answer last', async ({ page }) => {
    await answerLate(page, (url) => url.pathname.startsWith('/api/') && url.pathname.endsWith('/email') && url.searchParams.get('include') === 'emails');
    const drawn = async () => {
      await expect(page.getByRole('table', { name: 'Contas de e-mail' }).getByRole('row', { name: /contato@lojadaana\.com\.br/ })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Encaminhamentos' })).toBeVisible();
    };
    await visit(page, ACCOUNTS);
    await drawn();
    expect(await movesOnTimelyLoad(page, '[aria-label="Encaminhamentos"]', drawn)).toEqual([]);
  });

  test('creates an account, changes its password, and deletes it', async ({ page }) => {
    const name = unique('e2e');
    const email = `${name}@${HOSTING}`;
    await visit(page, ACCOUNTS);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(dialog(page).getByText(`@${HOSTING}`)).toBeVisible();
    const username = dialog(page).getByLabel('Nome da conta');
    await expect(username).toHaveAttribute('maxlength', '40');
    await username.fill('contato');
    await dialog(page).getByLabel('Senha', { exact: true }).fill('curta');
    await dialog(page).getByLabel('Limite de espaço (MB)').fill('1000');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog(page).getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();
    await expect(dialog(page).getByText('O limite deve ser múltiplo de 512 MB.')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Gerar senha' }).click();
    await expect(dialog(page).getByLabel('Senha', { exact: true })).toHaveValue(/^[A-Za-z0-9@#$&*]{16}$/);
    await dialog(page).getByLabel('Limite de espaço (MB)').fill('1024');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog(page).getByText('Já existe uma conta de e-mail com este nome.')).toBeVisible();
    await expectAccessible(page);
    await username.fill(name.toUpperCase());
    await expect(username).toHaveValue(name);
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();

    const row = page.getByRole('table', { name: 'Contas de e-mail' }).getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await expect(row).toContainText('0 B de 1 GB');

    await row.getByRole('button', { name: `Ações de ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Alterar senha' }).click();
    await dialog(page).getByLabel('Senha', { exact: true }).fill('novasenha123');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Senha alterada!')).toBeVisible();

    await row.getByRole('button', { name: `Ações de ${email}` }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await expect(dialog(page)).toContainText(`Tem certeza que deseja excluir a conta ${email}?`);
    await expect(dialog(page)).toContainText('Todas as mensagens desta conta serão excluídas permanentemente e não poderão ser recuperadas.');
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await expect(row).toHaveCount(0);
  });

  test('adds and removes a forwarder, refusing an existing one', async ({ page }) => {
    const name = unique('enc');
    await visit(page, ACCOUNTS);
    await page.getByRole('button', { name: 'Adicionar encaminhamento' }).click();
    await dialog(page).getByLabel('Encaminhar de').fill('vendas');
    await dialog(page).getByLabel('Encaminhar para').fill('contato@lojadaana.com.br');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog(page).getByText('Este encaminhamento já existe.')).toBeVisible();
    await dialog(page).getByLabel('Encaminhar de').fill(name);
    await dialog(page).getByLabel('Encaminhar para').fill('nao-e-email');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog(page).getByText('Informe um e-mail válido.')).toBeVisible();
    await dialog(page).getByLabel('Encaminhar para').fill('ana@exemplo.com.br');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Encaminhamento adicionado!')).toBeVisible();

    const table = page.getByRole('table', { name: 'Encaminhamentos' });
    const label = `Excluir encaminhamento de ${name}@${HOSTING} para ana@exemplo.com.br`;
    await table.getByRole('button', { name: label }).click();
    await expect(dialog(page)).toContainText(`Tem certeza que deseja excluir o encaminhamento de ${name}@${HOSTING} para ana@exemplo.com.br?`);
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await expect(table.getByRole('button', { name: label })).toHaveCount(0);
  });

  test('failed deletes show their texts', async ({ page }) => {
    await visit(page, ACCOUNTS);
    await page.route('**/api/hosting/*/email/**', (route) =>
      ['DELETE', 'POST'].includes(route.request().method()) ? route.fulfill({ status: 500, json: { message: 'falhou' } }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Ações de financeiro@lojadaana.com.br' }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Ocorreu um erro ao tentar excluir a conta de e-mail. Por favor, atualize sua página e tente novamente.')).toBeVisible();
    await page.getByRole('button', { name: 'Fechar' }).click();
    await page.getByRole('button', { name: 'Excluir encaminhamento de vendas@lojadaana.com.br para contato@lojadaana.com.br' }).click();
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Ocorreu um erro ao tentar excluir o encaminhamento. Por favor, atualize sua página e tente novamente.')).toBeVisible();
  });
});

test.describe('Dados de acesso', () => {
  test('shows host and ports with and without SSL, each with a copy button', async ({ page }) => {
    await visit(page, ACCESS);
    await expect(page).toHaveTitle(`Painel | Dados de acesso | ${HOSTING}`);
    const secure = page.getByRole('region', { name: 'SSL habilitado (recomendado)' });
    const insecure = page.getByRole('region', { name: 'SSL desabilitado' });
    for (const [block, ports] of [[secure, ['993', '995', '465']], [insecure, ['143', '110', '587']]] as const) {
      await expect(block.getByText('mail.lojadaana.com.br')).toBeVisible();
      await expect(block.getByRole('button', { name: 'Copiar mail.lojadaana.com.br' })).toBeVisible();
      for (const [label, port] of [['Porta IMAP', ports[0]], ['Porta POP3', ports[1]], ['Porta SMTP', ports[2]]]) {
        await expect(block.getByRole('listitem').filter({ hasText: label })).toContainText(port);
        await expect(block.getByRole('button', { name: `Copiar ${port}` })).toBeVisible();
      }
    }
    await expectAccessible(page);
  });
});

test('the guest with e-mail access sees the E-mail group with its tabs and nothing else, and cannot fix DNS', async ({ page }) => {
  await login(page, 'convidado@exemplo.com.br');
  await page.getByTestId('sidebar-shared').getByRole('link', { name: HOSTING }).click();
  const menu = page.getByRole('tablist', { name: 'Menu da hospedagem' });
  await expect(menu.getByRole('tab', { name: 'Resumo' })).toBeVisible();
  await expect(menu.getByRole('tab', { name: 'Domínio' })).toHaveCount(0);
  await menu.getByRole('tab', { name: 'E-mail' }).click();
  await expect(page).toHaveURL(ACCOUNTS);
  const tabs = page.getByRole('tablist', { name: 'Seções de E-mail' });
  await expect(tabs.getByRole('tab')).toHaveText(['Contas de e-mail', 'Listas de e-mails', 'Dados de acesso', 'Antispam', 'Webmail']);
  await expect(menu.getByRole('tab')).toHaveText(['Resumo', 'E-mail']);
  await expect(page.getByRole('table', { name: 'Contas de e-mail' }).getByRole('row', { name: /contato@lojadaana\.com\.br/ })).toBeVisible();
  await expectAccessible(page);
  await tabs.getByRole('tab', { name: 'Dados de acesso' }).click();
  await expect(page.getByRole('region', { name: 'SSL habilitado (recomendado)' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Entregabilidade' }).getByRole('article', { name: 'DKIM' })).toContainText('painel._domainkey');
  await expect(page.getByRole('button', { name: 'Corrigir registros' })).toHaveCount(0);
  await tabs.getByRole('tab', { name: 'Antispam' }).click();
  await expect(page.getByRole('switch', { name: 'Antispam ativo', exact: true })).toBeChecked();
});
