import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './support';

const HOSTING = 'lojadaana.com.br';
const ACCOUNTS = `/hosting/${HOSTING}/email`;
const dialog = (page: Page) => page.getByRole('dialog');
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`;
const fail = (status = 500) => ({ status, json: { message: 'falhou' } });
/** Ana's hosting with every part of e-mail; the owner signs in. */
async function visit(page: Page, path: string) {
  await signIn(page, 'cliente@exemplo.com.br', path);
}
async function addOne(page: Page, button: string, label: string, value: string) {
  await page.getByRole('button', { name: button }).click();
  await dialog(page).getByLabel(label).fill(value);
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
}

test('the account page: quota, aliases, redirects, an autoresponder with a pt-BR range, their failures', async ({ page }) => {
  const name = unique('conta');
  const email = `${name}@${HOSTING}`;
  await visit(page, ACCOUNTS);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await dialog(page).getByLabel('Nome da conta').fill(name);
  await dialog(page).getByRole('button', { name: 'Gerar senha' }).click();
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('button', { name: `Ações de ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Configurações' }).click();
  await expect(page).toHaveURL(`${ACCOUNTS}/${encodeURIComponent(email)}`);
  await expect(page).toHaveTitle(`Painel | Conta de e-mail | ${HOSTING}`);

  await page.getByRole('button', { name: 'Alterar limite' }).click();
  await dialog(page).getByLabel('Limite de espaço (MB)').fill('700');
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog(page).getByText('O limite deve ser múltiplo de 512 MB.')).toBeVisible();
  await dialog(page).getByLabel('Limite de espaço (MB)').fill('1536');
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Limite de espaço atualizado!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Uso de disco' })).toContainText('0 B de 1,5 GB');

  await addOne(page, 'Adicionar alias', 'Alias', 'contato');
  await expect(dialog(page).getByText('Este nome já está em uso neste domínio.')).toBeVisible();
  await dialog(page).getByLabel('Alias').fill(`${name}-a`.toUpperCase());
  await expect(dialog(page).getByLabel('Alias')).toHaveValue(`${name}-a`);
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Configuração atualizada!')).toBeVisible();
  const alias = `${name}-a@${HOSTING}`;
  await expect(page.getByRole('table', { name: 'Aliases' })).toContainText(alias);

  await addOne(page, 'Adicionar redirecionamento', 'Encaminhar para', 'nao-e-email');
  await expect(dialog(page).getByText('Informe um e-mail válido.')).toBeVisible();
  await dialog(page).getByLabel('Encaminhar para').fill(email);
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog(page).getByText('O destino não pode ser o próprio endereço.')).toBeVisible();
  await dialog(page).getByLabel('Encaminhar para').fill('copia@exemplo.com.br');
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('table', { name: 'Redirecionamentos' })).toContainText('copia@exemplo.com.br');

  const responder = page.getByRole('region', { name: 'Resposta automática' });
  await responder.getByRole('button', { name: 'Habilitar' }).click();
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog(page).getByText('Campo obrigatório.')).toHaveCount(2);
  await dialog(page).getByLabel('Assunto').fill('Férias');
  await dialog(page).getByLabel('Mensagem').fill('Volto logo.');
  await dialog(page).getByLabel('Definir início').check();
  await dialog(page).getByRole('group', { name: 'Início' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('011220260800');
  await dialog(page).getByLabel('Definir término').check();
  await dialog(page).getByRole('group', { name: 'Término' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('301120261830');
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog(page).getByText('O fim deve ser depois do início.')).toBeVisible();
  await dialog(page).getByRole('group', { name: 'Término' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('151220261830');
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Resposta automática atualizada!')).toBeVisible();
  await expect(responder.getByTestId('autoresponder-period')).toHaveText('De 01/12/2026 08:00 até 15/12/2026 18:30');
  await expect(responder.getByRole('button', { name: 'Habilitar' })).toHaveCount(0);
  await page.reload();
  await expect(responder.getByTestId('autoresponder-period')).toHaveText('De 01/12/2026 08:00 até 15/12/2026 18:30');
  await expectAccessible(page);

  await page.route('**/api/hosting/*/email/**', (route) => (['DELETE', 'POST'].includes(route.request().method()) ? route.fulfill(fail()) : route.fallback()));
  await page.getByRole('button', { name: `Excluir alias ${alias}` }).click();
  await dialog(page).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Ocorreu um erro ao tentar excluir o alias. Por favor, atualize sua página e tente novamente.')).toBeVisible();
  await page.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('button', { name: 'Excluir redirecionamento para copia@exemplo.com.br' }).click();
  await dialog(page).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Ocorreu um erro ao tentar excluir o redirecionamento. Por favor, atualize sua página e tente novamente.')).toBeVisible();
  await page.getByRole('button', { name: 'Fechar' }).click();
  await responder.getByRole('button', { name: 'Excluir' }).click();
  await dialog(page).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Ocorreu um erro ao tentar excluir a resposta automática. Por favor, atualize sua página e tente novamente.')).toBeVisible();
  await page.getByRole('button', { name: 'Fechar' }).click();
  await page.unrouteAll();

  await page.getByRole('button', { name: `Excluir alias ${alias}` }).click();
  await dialog(page).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('table', { name: 'Aliases' })).toHaveCount(0);
  await expect(page.getByText('Nenhum alias')).toBeVisible();
  await page.getByRole('button', { name: 'Excluir redirecionamento para copia@exemplo.com.br' }).click();
  await dialog(page).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Nenhum redirecionamento')).toBeVisible();
  await responder.getByRole('button', { name: 'Excluir' }).click();
  await dialog(page).getByRole('button', { name: 'Excluir' }).click();
  await expect(responder.getByRole('button', { name: 'Habilitar' })).toBeVisible();
  await expect(responder.getByRole('button', { name: 'Editar' })).toHaveCount(0);
});

test('lists and members: create, add, validate, remove, delete, and their failures', async ({ page }) => {
  const name = unique('lista');
  const list = `${name}@${HOSTING}`;
  await visit(page, `${ACCOUNTS}/lists`);
  await expect(page.getByRole('tablist', { name: 'Seções de E-mail' }).getByRole('tab', { name: 'Listas de e-mails' })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: 'Listas de e-mails' });
  await expect(table.getByRole('row', { name: new RegExp(`clientes@${HOSTING}`) })).toContainText('15 MB');
  await addOne(page, 'Criar lista', 'Nome da lista', 'clientes');
  await expect(dialog(page).getByText('Já existe uma lista com este nome.')).toBeVisible();
  await dialog(page).getByLabel('Nome da lista').fill(name);
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Lista de e-mails criada!')).toBeVisible();
  await table.getByRole('link', { name: list }).click();
  await expect(page).toHaveURL(`${ACCOUNTS}/lists/${encodeURIComponent(list)}`);
  const members = page.getByRole('region', { name: 'Membros' });
  await expect(members).toContainText('0 B em uso · nenhum membro');

  await addOne(page, 'Adicionar membro', 'E-mail do membro', 'nada');
  await expect(dialog(page).getByText('Informe um e-mail válido.')).toBeVisible();
  await dialog(page).getByLabel('E-mail do membro').fill('Bia@Exemplo.com.br');
  await expect(dialog(page).getByLabel('E-mail do membro')).toHaveValue('bia@exemplo.com.br');
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Membro adicionado!')).toBeVisible();
  await expect(members).toContainText('0 B em uso · 1 membro');
  await addOne(page, 'Adicionar membro', 'E-mail do membro', 'bia@exemplo.com.br');
  await expect(dialog(page).getByText('Este e-mail já faz parte da lista.')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText(`${list}`).first()).toBeVisible();

  await page.route('**/remove-member', (route) => route.fulfill(fail()));
  await page.getByRole('button', { name: 'Remover bia@exemplo.com.br' }).click();
  await dialog(page).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Ocorreu um erro ao tentar remover o membro. Por favor, atualize sua página e tente novamente.')).toBeVisible();
  await page.getByRole('button', { name: 'Fechar' }).click();
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Remover bia@exemplo.com.br' }).click();
  await dialog(page).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Nenhum membro nesta lista')).toBeVisible();

  await page.getByRole('link', { name: 'Listas de e-mails' }).click();
  await page.route('**/email/lists/*', (route) => (route.request().method() === 'DELETE' ? route.fulfill(fail()) : route.fallback()));
  await page.getByRole('button', { name: `Excluir lista ${list}` }).click();
  await dialog(page).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Ocorreu um erro ao tentar excluir a lista de e-mails. Por favor, atualize sua página e tente novamente.')).toBeVisible();
  await page.getByRole('button', { name: 'Fechar' }).click();
  await page.unrouteAll();
  await page.getByRole('button', { name: `Excluir lista ${list}` }).click();
  await dialog(page).getByRole('button', { name: 'Excluir' }).click();
  await expect(table.getByRole('link', { name: list })).toHaveCount(0);
});

test('antispam: global toggle with revert, per-account switch, black and white lists with search, removing state and failures', async ({ page }) => {
  await visit(page, `/hosting/${HOSTING}/antispam`);
  await expect(page).toHaveTitle(`Painel | Antispam | ${HOSTING}`);
  const toggle = page.getByRole('switch', { name: 'Antispam ativo', exact: true });
  await expect(toggle).toBeChecked();
  await page.route('**/api/hosting/*/spam', (route) => (route.request().method() === 'POST' ? route.fulfill(fail()) : route.fallback()));
  await toggle.click();
  await expect(page.getByText('Ocorreu um erro ao tentar alterar o antispam. Por favor, atualize sua página e tente novamente.')).toBeVisible();
  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(toggle).toBeChecked();
  await page.unrouteAll();
  await toggle.click();
  await expect(page.getByText('Configuração de antispam atualizada!')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('O antispam está desativado: as contas desta hospedagem recebem mensagens sem filtro.')).toBeVisible();

  await page.goto(`${ACCOUNTS}/${encodeURIComponent(`financeiro@${HOSTING}`)}`);
  const accountSpam = page.getByRole('region', { name: 'Antispam da conta' });
  await expect(accountSpam).toContainText('O antispam está desativado nesta hospedagem, por isso não pode ser ativado nesta conta.');
  await expect(accountSpam.getByRole('switch')).toHaveCount(0);
  await accountSpam.getByRole('link', { name: 'Ir para Antispam' }).click();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await page.goto(`${ACCOUNTS}/${encodeURIComponent(`financeiro@${HOSTING}`)}`);
  await accountSpam.getByRole('switch', { name: 'Antispam ativo nesta conta' }).check();
  await expect(page.getByText('Configuração de antispam atualizada!')).toBeVisible();
  await page.goto(`/hosting/${HOSTING}/antispam`);

  const black = page.getByRole('region', { name: 'Lista negra' });
  await expect(black.getByRole('table', { name: 'Lista negra' })).toContainText('*@spam.example.com');
  await black.getByRole('button', { name: 'Adicionar à Lista negra' }).click();
  await dialog(page).getByLabel('E-mail ou domínio').fill('*@');
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog(page).getByText('Informe um e-mail ou um domínio no formato *@dominio.com.br.')).toBeVisible();
  await dialog(page).getByLabel('E-mail ou domínio').fill('*@spam.example.com');
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog(page).getByText('Este endereço já está na lista.')).toBeVisible();
  await dialog(page).getByLabel('E-mail ou domínio').fill('*@Golpe.com.br');
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(black.getByRole('table')).toContainText('*@golpe.com.br');
  await black.getByLabel('Buscar na Lista negra').fill('golpe');
  await expect(black.getByRole('row')).toHaveCount(1);
  await black.getByLabel('Buscar na Lista negra').fill('');

  const white = page.getByRole('region', { name: 'Lista branca' });
  await expect(white).toContainText('Nenhum endereço nesta lista');
  await white.getByRole('button', { name: 'Adicionar à Lista branca' }).click();
  await dialog(page).getByLabel('E-mail ou domínio').fill('chefe@parceiro.com.br');
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(white.getByRole('table')).toContainText('chefe@parceiro.com.br');

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/hosting/*/spam/whitelist/*', async (route) => {
    await held;
    await route.fallback();
  });
  await white.getByRole('button', { name: 'Excluir chefe@parceiro.com.br da Lista branca' }).click();
  await dialog(page).getByRole('button', { name: 'Excluir' }).click();
  await expect(white.getByRole('progressbar', { name: 'Excluindo' })).toBeVisible();
  release();
  await expect(white).toContainText('Nenhum endereço nesta lista');
  await page.unrouteAll();

  await page.route('**/api/hosting/*/spam/blacklist/*', (route) => route.fulfill(fail()));
  await black.getByRole('button', { name: 'Excluir *@golpe.com.br da Lista negra' }).click();
  await dialog(page).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Ocorreu um erro ao tentar excluir o endereço. Por favor, atualize sua página e tente novamente.')).toBeVisible();
  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(black.getByRole('table')).toContainText('*@golpe.com.br');
  await expectAccessible(page);
});

test('webmail: link, logo checked by type and size (in the browser and on the server), colour with revert', async ({ page }) => {
  await visit(page, `/hosting/${HOSTING}/webmail`);
  await expect(page).toHaveTitle(`Painel | Webmail | ${HOSTING}`);
  await expect(page.getByRole('region', { name: 'Acesso ao webmail' }).getByRole('link', { name: 'Acessar webmail em uma nova aba' })).toHaveAttribute('href', `https://webmail.${HOSTING}`);
  const logo = page.getByRole('region', { name: 'Logotipo' });
  const input = logo.getByLabel('Enviar logotipo');
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
  await input.setInputFiles({ name: 'animado.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(logo.getByRole('alert')).toHaveText('Escolha uma imagem no formato jpg ou png.');
  await input.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.alloc(150 * 1024)]) });
  await expect(logo.getByRole('alert')).toHaveText('A imagem pode ter no máximo 100 KB.');
  await input.setInputFiles({ name: 'disfarcado.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]) });
  await expect(logo.getByRole('alert')).toHaveText('Escolha uma imagem no formato jpg ou png.');
  await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Logotipo atualizado!')).toBeVisible();
  await expect(logo.getByRole('img', { name: 'Logotipo do webmail' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await logo.getByRole('button', { name: 'Remover logotipo' }).click();
  await expect(logo).toContainText('Nenhum logotipo enviado.');

  const colours = page.getByRole('radiogroup', { name: 'Cor do webmail' });
  await expect(colours.getByRole('radio', { name: 'Padrão' })).toHaveAttribute('aria-checked', 'true');
  await colours.getByRole('radio', { name: 'Verde' }).click();
  await expect(page.getByText('Personalização atualizada!')).toBeVisible();
  await expect(colours.getByRole('radio', { name: 'Verde' })).toHaveAttribute('aria-checked', 'true');
  await page.route('**/webmail/customize', (route) => route.fulfill(fail()));
  await colours.getByRole('radio', { name: 'Vermelho' }).click();
  await expect(page.getByText('Ocorreu um erro ao tentar alterar a cor. Por favor, tente novamente.')).toBeVisible();
  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(colours.getByRole('radio', { name: 'Verde' })).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(colours.getByRole('radio', { name: 'Verde' })).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);
});

test('deliverability: SPF, DKIM and DMARC against the zone, a failed and a real one-click fix', async ({ page }) => {
  // The zone publishes the node's DKIM key from the start; the customer removes it in the DNS editor
  // (unless another test of this server did already).
  await visit(page, `/hosting/${HOSTING}/dns`);
  await page.getByLabel('Buscar registros').fill('painel._domainkey');
  const dkimRow = page.getByRole('table', { name: 'Editor de DNS' }).getByRole('row', { name: /painel\._domainkey/ });
  await expect(dkimRow.or(page.getByText('Nenhum registro DNS encontrado.'))).toBeVisible();
  if (await dkimRow.isVisible()) {
    await dkimRow.getByRole('button', { name: /^Excluir/ }).click();
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Nenhum registro DNS encontrado.')).toBeVisible();
  }
  await page.goto(`${ACCOUNTS}/access`);
  const card = page.getByRole('region', { name: 'Entregabilidade' });
  await expect(card.getByRole('article', { name: 'SPF' })).toContainText('Correto');
  await expect(card.getByRole('article', { name: 'DKIM' })).toContainText('Ausente');
  await expect(card.getByRole('article', { name: 'DKIM' })).toContainText(`Registro TXT em painel._domainkey.${HOSTING}`);
  await page.route('**/deliverability/fix', (route) => route.fulfill(fail()));
  await card.getByRole('button', { name: 'Corrigir registros' }).click();
  await expect(page.getByText('Ocorreu um erro ao tentar corrigir os registros DNS. Por favor, atualize sua página e tente novamente.')).toBeVisible();
  await page.getByRole('button', { name: 'Fechar' }).click();
  await page.unrouteAll();
  await card.getByRole('button', { name: 'Corrigir registros' }).click();
  await expect(page.getByText('Registros DNS atualizados!')).toBeVisible();
  await expect(card.getByText('Todos os registros estão corretos na zona DNS.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Corrigir registros' })).toHaveCount(0);
});

test('the new e-mail pages fit a 375 px phone and work from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await visit(page, `/hosting/${HOSTING}/antispam`);
  const pages = [
    [`${ACCOUNTS}/${encodeURIComponent(`contato@${HOSTING}`)}`, 'Resposta automática'],
    [`${ACCOUNTS}/lists`, 'Listas de e-mails'],
    [`${ACCOUNTS}/lists/${encodeURIComponent(`clientes@${HOSTING}`)}`, 'Membros'],
    [`/hosting/${HOSTING}/antispam`, 'Lista branca'],
    [`/hosting/${HOSTING}/webmail`, 'Cor do webmail'],
    [`${ACCOUNTS}/access`, 'Entregabilidade'],
  ] as const;
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      outside: [...document.querySelectorAll('button, a, input')].filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && box.right > window.innerWidth + 1 && !el.closest('[role=tablist]');
      }).map((el) => el.getAttribute('aria-label') ?? el.textContent),
    }));
    expect(overflow, path).toEqual({ page: 375, outside: [] });
  }
  // The list page from the keyboard: the add button opens the dialog with the field focused, Escape closes it.
  await page.goto(`${ACCOUNTS}/lists/${encodeURIComponent(`clientes@${HOSTING}`)}`);
  await page.getByRole('button', { name: 'Adicionar membro' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByLabel('E-mail do membro')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
});
