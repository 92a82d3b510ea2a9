import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { login, signIn } from './support';

const RESELLER = 'revenda@exemplo.com.br';
const CUSTOMER = 'convidado@exemplo.com.br';
const SUSPENDED_SITE = 'sitedocliente.com.br';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function createToken(page: Page, name: string, readOnly: boolean): Promise<string> {
  await page.getByRole('button', { name: 'Criar token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar token de API' });
  await dialog.getByLabel('Nome').fill(name);
  if (readOnly) await dialog.getByRole('checkbox', { name: /Somente leitura/ }).check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  const shown = page.getByRole('dialog', { name: 'Token criado' });
  const token = await shown.getByTestId('new-token').inputValue();
  await shown.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByRole('table', { name: 'Tokens de API' }).getByRole('row', { name: new RegExp(name) })).toBeVisible();
  return token;
}

const siteAnswer = (request: APIRequestContext) => request.get('/', { headers: { host: SUSPENDED_SITE } });

test('a reseller makes API tokens, brands her customers\' panel and her suspended sites\' screen', async ({ page, browser, request }) => {
  await signIn(page, RESELLER, '/user/access');

  // API tokens: the value is shown once and authenticates; read-only cannot write; removal ends it.
  const full = await createToken(page, 'Integração e2e', false);
  const readOnly = await createToken(page, 'Leitura e2e', true);
  const hostings = await request.get('/api/hosting', { headers: { authorization: `Bearer ${full}` } });
  expect(hostings.status()).toBe(200);
  expect((await hostings.json()).data.map((h: { domain: string }) => h.domain)).toContain(SUSPENDED_SITE);
  const write = await request.post('/api/user/suspension/reset', { headers: { authorization: `Bearer ${readOnly}` } });
  expect(write.status()).toBe(403);
  expect((await write.json()).message).toBe('Este token de API permite apenas leitura.');
  expect((await request.get('/api/hosting', { headers: { authorization: `Bearer ${readOnly}` } })).status()).toBe(200);

  await page.getByRole('button', { name: 'Excluir o token Integração e2e' }).click();
  await page.getByRole('dialog', { name: 'Excluir token' }).getByRole('button', { name: 'Excluir' }).click();
  const removed = page.getByRole('table', { name: 'Tokens de API' }).getByRole('row', { name: /Integração e2e/ });
  await expect(removed).toHaveAttribute('aria-busy', 'true');
  await expect(removed.getByRole('progressbar')).toBeVisible();
  await expect(removed).toHaveCount(0, { timeout: 6000 });
  expect((await request.get('/api/hosting', { headers: { authorization: `Bearer ${full}` } })).status()).toBe(401);

  // Logotipo: only jpg or png; the preview is at most 80 px high.
  const logoCard = page.getByRole('region', { name: 'Logotipo' });
  await logoCard.getByLabel('Arquivo do logotipo').setInputFiles({ name: 'marca.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('dialog').getByText('Escolha uma imagem no formato jpg ou png.')).toBeVisible();
  await page.getByRole('button', { name: 'Fechar' }).click();
  await logoCard.getByLabel('Arquivo do logotipo').setInputFiles({ name: 'marca.png', mimeType: 'image/png', buffer: PNG });
  const preview = logoCard.getByRole('img', { name: 'Logotipo atual' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveCSS('max-height', '80px');

  // Tela de Suspensão: her suspended site's domain serves what she saves, escaped.
  const suspension = page.getByRole('region', { name: 'Tela de Suspensão' });
  await suspension.getByRole('textbox', { name: 'Título', exact: true }).fill('Voltamos <b>já</b>');
  await suspension.getByRole('textbox', { name: 'Cor de fundo', exact: true }).fill('#123456');
  await suspension.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Tela de suspensão salva.')).toBeVisible();
  const site = await siteAnswer(request);
  expect(site.status()).toBe(503);
  const html = await site.text();
  expect(html).toContain('<h1>Voltamos &lt;b&gt;já&lt;/b&gt;</h1>');
  expect(html).toContain('background:#123456;color:#ffffff');

  // Her customer's panel shows her logo in the header.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await login(customer, CUSTOMER);
  await expect(customer.getByTestId('panel-logo')).toHaveAttribute('src', /^\/api\/brand\/logo\//);
  await customerContext.close();

  // Back to the defaults: the logo removed after its confirmation, the screen reset.
  await logoCard.getByRole('button', { name: 'Excluir logotipo' }).click();
  await page.getByRole('dialog').getByText('Tem certeza que deseja excluir o logotipo atual?').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(logoCard.getByText('Nenhum logotipo enviado.')).toBeVisible();
  await suspension.getByRole('button', { name: 'Restaurar padrão' }).click();
  await expect(suspension.getByRole('textbox', { name: 'Cor de fundo', exact: true })).toHaveValue('#6535d8');
  expect(await (await siteAnswer(request)).text()).toContain('<h1>Site temporariamente suspenso</h1>');
});
