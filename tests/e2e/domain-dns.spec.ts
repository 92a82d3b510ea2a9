import { expect, test, type Page } from './fixtures';
import { expectAccessible, movesOf, signIn } from './support';

const HOSTING = 'lojadaana.com.br';
const EDITOR = `/hosting/${HOSTING}/dns`;

async function openEditor(page: Page) {
  await signIn(page, 'cliente@exemplo.com.br', EDITOR);
  await expect(page.getByRole('heading', { name: 'Editor de DNS' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Editor de DNS' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Editor de DNS' });
const dialog = (page: Page) => page.getByRole('dialog');

async function chooseOption(page: Page, label: string, option: string) {
  await dialog(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function search(page: Page, text: string) {
  await page.getByLabel('Buscar registros').fill(text);
}

test('the domain tabs follow the hosting: all five when active, only Status when paused', async ({ page }) => {
  await signIn(page, 'cliente@exemplo.com.br', `/hosting/${HOSTING}`);
  await page.getByRole('tablist', { name: 'Menu da hospedagem' }).getByRole('tab', { name: 'Domínio' }).click();
  await expect(page).toHaveURL(`/hosting/${HOSTING}/domain`);
  const tabs = page.getByRole('tablist', { name: 'Seções de Domínio' });
  await expect(tabs.getByRole('tab')).toHaveText(['Status', 'Editor de DNS', 'Apontamentos', 'Subdomínios', 'Redirecionamentos']);
  await expect(page.getByRole('list', { name: 'Servidores DNS recomendados' }).getByRole('listitem')).toHaveText(['ns1.painel.net.br', 'ns2.painel.net.br']);
  await expectAccessible(page);

  await page.goto('/hosting/antigo.com.br/domain');
  await expect(page.getByText('O domínio antigo.com.br ainda não está apontado para os nossos servidores de DNS.')).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Seções de Domínio' })).toHaveCount(0);
});

test('the records arriving late move nothing above them: the count has its place while they load', async ({ page }) => {
  await page.route(`**/api${EDITOR}`, async (route) => (await new Promise((resolve) => setTimeout(resolve, 600)), route.continue()));
  await openEditor(page);
  await expect(page.getByText(/^\d+ registros?$/)).toBeVisible();
  expect(await movesOf(page, 'input[type="search"]')).toEqual([]);
});

test('the editor groups records by type, with @, MX priority and the TXT subtypes', async ({ page }) => {
  await openEditor(page);
  for (const group of ['A Hostname', 'CNAME Alias', 'MX Mail Exchanger', 'DKIM', 'SPF', 'DMARC']) {
    await expect(table(page).getByText(group, { exact: true })).toBeVisible();
  }
  await expect(table(page).getByRole('row', { name: /@ mail\.lojadaana\.com\.br Prioridade: 10/ })).toBeVisible();
  await expectAccessible(page);
  await search(page, 'nada-disso');
  await expect(page.getByText('Nenhum registro DNS encontrado.')).toBeVisible();
});

test('the add dialog starts at A, 1 hora and priority 0, and keeps SRV and MX numbers to 5 digits', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'Adicionar registro' }).click();
  await expect(dialog(page).getByRole('combobox', { name: 'Tipo' })).toHaveText('A');
  await expect(dialog(page).getByRole('combobox', { name: 'TTL' })).toHaveText('1 hora');
  await chooseOption(page, 'Tipo', 'SRV');
  await expect(dialog(page).getByLabel('Prioridade')).toHaveValue('0');
  await dialog(page).getByLabel('Porta').fill('ab1234567');
  await expect(dialog(page).getByLabel('Porta')).toHaveValue('12345');
  await expectAccessible(page);
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog(page).getByText('Informe o serviço, como sip.')).toBeVisible();
});

const RECORDS = [
  { type: 'A', name: 'e2e-a', value: '192.0.2.10', edited: '192.0.2.11', row: '192.0.2.10' },
  { type: 'AAAA', name: 'e2e-aaaa', value: '2001:db8::10', edited: '2001:db8::11', row: '2001:db8::10' },
  { type: 'CNAME', name: 'e2e-cname', value: 'destino.exemplo.com.br', edited: 'outro.exemplo.com.br', row: 'destino.exemplo.com.br' },
  { type: 'MX', name: 'e2e-mx', value: 'mx.exemplo.com.br', edited: 'mx2.exemplo.com.br', row: 'Prioridade: 7' },
  { type: 'SRV', name: 'e2e-srv', value: 'sip.exemplo.com.br', edited: 'sip2.exemplo.com.br', row: 'Prioridade: 7 · Peso: 3 · Porta: 5060' },
  { type: 'TXT', name: 'e2e-txt', value: 'texto de verificação', edited: 'texto editado', row: 'texto de verificação' },
];

for (const record of RECORDS) {
  test(`adds, edits and deletes a ${record.type} record`, async ({ page }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'Adicionar registro' }).click();
    await chooseOption(page, 'Tipo', record.type);
    if (record.type === 'SRV') {
      await dialog(page).getByLabel('Serviço').fill('sip');
      await dialog(page).getByLabel('Peso').fill('3');
      await dialog(page).getByLabel('Porta').fill('5060');
    }
    if (record.type === 'MX' || record.type === 'SRV') await dialog(page).getByLabel('Prioridade').fill('7');
    await dialog(page).getByLabel('Nome', { exact: true }).fill(record.name);
    await dialog(page).getByRole('textbox', { name: /Endereço|Aponta|Servidor|Destino|Texto/ }).fill(record.value);
    await chooseOption(page, 'TTL', '10 minutos');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog(page)).toHaveCount(0);

    await search(page, record.name);
    const row = table(page).getByRole('row', { name: new RegExp(record.name) });
    await expect(row).toContainText(record.row);

    await row.getByRole('button', { name: /^Editar/ }).click();
    await expect(dialog(page).getByLabel('Tipo')).toHaveAttribute('readonly', '');
    await expect(dialog(page).getByLabel('Nome', { exact: true })).toHaveAttribute('readonly', '');
    await expect(dialog(page).getByRole('combobox', { name: 'TTL' })).toHaveText('10 minutos');
    await dialog(page).getByRole('textbox', { name: /Endereço|Aponta|Servidor|Destino|Texto/ }).fill(record.edited);
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(table(page).getByRole('row', { name: new RegExp(record.name) })).toContainText(record.edited);

    await table(page).getByRole('row', { name: new RegExp(record.name) }).getByRole('button', { name: /^Excluir/ }).click();
    await expect(dialog(page).getByTestId('dns-delete-facts')).toContainText(record.type);
    await dialog(page).getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Nenhum registro DNS encontrado.')).toBeVisible();
  });
}

test('a server refusal shows under its field', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'Adicionar registro' }).click();
  await chooseOption(page, 'Tipo', 'CNAME');
  await dialog(page).getByLabel('Nome', { exact: true }).fill('mail');
  await dialog(page).getByLabel('Aponta para').fill('outro.exemplo.com.br');
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog(page).getByText('Um registro CNAME não pode existir ao lado de outros registros com o mesmo nome.')).toBeVisible();
});

test('the delete confirmation cuts TXT data at 30 characters and the row spins while deleting', async ({ page }) => {
  await openEditor(page);
  await search(page, 'painel._domainkey');
  await table(page).getByRole('row', { name: /painel\._domainkey/ }).getByRole('button', { name: /^Excluir/ }).click();
  await expect(dialog(page).getByTestId('dns-delete-facts')).toContainText('v=DKIM1; k=rsa; p=MIIBIjANBgkq...');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/domain/*/dns/*', async (route) => {
    if (route.request().method() !== 'DELETE') return route.fallback();
    await held;
    await route.fallback();
  });
  await dialog(page).getByRole('button', { name: 'Excluir' }).click();
  await expect(table(page).getByRole('progressbar', { name: 'Excluindo' })).toBeVisible();
  release();
  await expect(page.getByText('Nenhum registro DNS encontrado.')).toBeVisible();
});

test('a failed delete and a failed reset show their texts', async ({ page }) => {
  await openEditor(page);
  await page.route('**/api/domain/*/dns/**', (route) =>
    ['DELETE', 'POST'].includes(route.request().method()) ? route.fulfill({ status: 500, json: { message: 'falhou' } }) : route.fallback(),
  );
  await table(page).getByRole('button', { name: 'Excluir A @' }).click();
  await dialog(page).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Ocorreu um erro ao tentar excluir o registro. Por favor, atualize sua página e tente novamente.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Restaurar padrões' }).click();
  await dialog(page).getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByText('Ocorreu um erro ao tentar restaurar os registros. Por favor, atualize sua página e tente novamente.')).toBeVisible();
});

test('an empty zone shows the empty text', async ({ page }) => {
  await page.route('**/api/domain/*/dns', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: { data: [] } }) : route.fallback()));
  await signIn(page, 'cliente@exemplo.com.br', EDITOR);
  await expect(page.getByText('Nenhum registro DNS encontrado.')).toBeVisible();
});

test('export downloads the zone named by the server, or records.txt', async ({ page }) => {
  await openEditor(page);
  const [named] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar' }).click()]);
  expect(named.suggestedFilename()).toBe(`${HOSTING}.txt`);
  await page.route('**/api/domain/*/dns/export', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: '$ORIGIN x.\n' }));
  const [fallback] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar' }).click()]);
  expect(fallback.suggestedFilename()).toBe('records.txt');
});

/** The zone as it is now, and a way to put it back: other specs (e-mail deliverability) read this domain's records on the same server. */
async function keepZone(page: Page): Promise<() => Promise<void>> {
  const token = decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'painel_token')!.value);
  const headers = { authorization: `Bearer ${token}` };
  const exported = await page.request.post(`/api/domain/${HOSTING}/dns/export`, { headers });
  expect(exported.status()).toBe(200);
  const zone = await exported.text();
  return async () => {
    const restored = await page.request.post(`/api/domain/${HOSTING}/dns/import`, { headers, data: { zone } });
    expect(restored.status()).toBe(200);
  };
}

test('import shows the difference, applies it, and names a bad line', async ({ page }) => {
  await openEditor(page);
  const putBack = await keepZone(page);
  try {
    await importThroughTheDialog(page);
  } finally {
    await putBack();
  }
});

async function importThroughTheDialog(page: Page) {
  await page.getByRole('button', { name: 'Importar' }).click();
  await dialog(page).getByLabel('Arquivo de zona').fill('importado IN A 192.0.2.77\n@ IN A 203.0.113.11\n');
  await dialog(page).getByRole('button', { name: 'Revisar alterações' }).click();
  await expect(dialog(page).getByRole('list', { name: 'Adicionados (1)' })).toContainText('A importado 192.0.2.77');
  await expect(dialog(page).getByRole('list', { name: /^Removidos/ })).toBeVisible();
  await expectAccessible(page);
  await dialog(page).getByRole('button', { name: 'Voltar' }).click();
  await dialog(page).getByLabel('Arquivo de zona').fill('ok IN A 192.0.2.1\nruim IN AAAA 192.0.2.1\n');
  await dialog(page).getByRole('button', { name: 'Revisar alterações' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('Linha 2: Informe um endereço IPv6 válido.');
  await dialog(page).getByLabel('Arquivo de zona').fill('importado IN A 192.0.2.77\n@ IN A 203.0.113.11\n');
  await dialog(page).getByRole('button', { name: 'Revisar alterações' }).click();
  await dialog(page).getByRole('button', { name: 'Aplicar importação' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByText('2 registros')).toBeVisible();
  await expect(table(page).getByRole('row', { name: /importado/ })).toBeVisible();
}
