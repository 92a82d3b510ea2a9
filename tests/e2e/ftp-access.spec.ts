import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from './fixtures';
import { ftpEnv, serverPort } from './servers';
import { expectAccessible, signIn } from './support';

const HOSTING = 'lojadaana.com.br';
const OTHER = 'blogdaana.com.br';
const dialog = (page: Page) => page.getByRole('dialog');
const run = promisify(execFile);

/** The value cell of a row of the main access table. */
const valueOf = (page: Page, label: string) =>
  page.getByRole('table', { name: 'Acesso principal' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell');

/** Signs in to this worker's FTP server with curl: true when the server lets the user in. */
async function ftpSignsIn(parallelIndex: number, user: string, password: string): Promise<boolean> {
  const port = ftpEnv(serverPort(parallelIndex)).FTP_PORT;
  try {
    await run('curl', ['--silent', '--max-time', '15', '--list-only', `ftp://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/`]);
    return true;
  } catch {
    return false;
  }
}

test('the main access: host, port, user, masked password with show and copy, alternative host and server IP', async ({ page, context }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'cliente@exemplo.com.br', `/hosting/${HOSTING}/ftp`);
  await expect(page).toHaveURL(`/hosting/${HOSTING}/ftp`);
  // The FTP tab lives in the hosting's "Arquivos" group (slot hosting.files).
  await expect(page.getByRole('tablist', { name: 'Menu da hospedagem' }).getByRole('tab', { name: 'Arquivos' })).toHaveAttribute('aria-selected', 'true');

  const ftpPort = ftpEnv(serverPort(testInfo.parallelIndex)).FTP_PORT;
  await expect(valueOf(page, 'Host')).toHaveText('127.0.0.1');
  await expect(valueOf(page, 'Porta')).toHaveText(ftpPort);
  const user = (await valueOf(page, 'Usuário').textContent())!.trim();
  expect(user).toMatch(/^lojadaana/);
  await expect(valueOf(page, 'Host alternativo')).toHaveText('ftp.lojadaana.com.br');
  await expect(valueOf(page, 'IP do servidor')).toHaveText(/^\d+\.\d+\.\d+\.\d+$/);

  const password = page.getByTestId('ftp-password');
  await expect(password).toHaveText('••••••••••••');
  await expect(page.getByText('demo12345')).toHaveCount(0);
  await page.getByRole('button', { name: 'Copiar Senha' }).click();
  await expect(page.getByText('Copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('demo12345');
  await expect(password).toHaveText('••••••••••••');
  await page.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(password).toHaveText('demo12345');
  await page.getByRole('button', { name: 'Ocultar senha' }).click();
  await expect(password).toHaveText('••••••••••••');
  await expectAccessible(page);

  // What the table shows signs in to the real FTP server this panel started.
  expect(await ftpSignsIn(testInfo.parallelIndex, user, 'demo12345')).toBe(true);
  await expect(page).toHaveURL(`/hosting/${HOSTING}/ftp`);
});

test('Alterar senha: the confirmation must match; the generator fills both; the new password is shown and signs in', async ({ page }, testInfo) => {
  await signIn(page, 'cliente@exemplo.com.br', `/hosting/${OTHER}/ftp`);
  const user = (await valueOf(page, 'Usuário').textContent())!.trim();

  await page.getByRole('button', { name: 'Alterar senha', exact: true }).click();
  await expect(dialog(page)).toContainText(`Alterar senha de ${user}`);
  const fields = { password: dialog(page).getByLabel('Senha', { exact: true }), confirm: dialog(page).getByLabel('Confirmar senha') };
  await fields.password.fill('segredo123');
  await fields.confirm.fill('segredo124');
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog(page).getByText('As senhas não conferem.')).toBeVisible();
  await expect(fields.password).toHaveValue('segredo123');

  await dialog(page).getByRole('button', { name: 'Gerar senha' }).click();
  const generated = await fields.password.inputValue();
  expect(generated).toMatch(/^[A-Za-z0-9@#$&*]{16}$/);
  await expect(fields.confirm).toHaveValue(generated);
  await expect(fields.password).toHaveAttribute('type', 'text');
  await expect(dialog(page).getByText('As senhas não conferem.')).toHaveCount(0);
  await dialog(page).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Senha atualizada!')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(page.getByTestId('ftp-password')).toHaveText(generated);
  await page.reload();
  await page.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(page.getByTestId('ftp-password')).toHaveText(generated);
  expect(await ftpSignsIn(testInfo.parallelIndex, user, generated)).toBe(true);
  expect(await ftpSignsIn(testInfo.parallelIndex, user, 'demo12345')).toBe(false);
});
