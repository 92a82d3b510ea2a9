import { expect, test } from './fixtures';
import { generate } from 'otplib';
import { fillLogin } from './authSupport';
import { expectAccessible, login, PASSWORD } from './support';

/** The README's TOTP secret of 2fa@exemplo.com.br. */
const README_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

test('every guest route opens without a session', async ({ page }) => {
  const pages: [string, string][] = [
    ['/auth/login', 'Acesse o seu painel'],
    ['/auth/register', 'Crie a sua conta'],
    ['/auth/reset-password', 'Recupere a sua senha'],
    ['/auth/verification', 'Verificação de e-mail'],
    ['/auth/verification/resend', 'Reenvie o link de verificação'],
    ['/auth/verification/phone', 'Confirme o seu telefone'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page);
  }
  await page.goto('/auth/verification/2fa');
  await expect(page).toHaveURL('/auth/login');
  for (const [from, to] of [['/register', '/auth/register'], ['/verification/resend', '/auth/verification/resend'], ['/login/new-password', '/auth/reset-password']]) {
    await page.goto(from);
    await expect(page).toHaveURL(to);
  }
  await page.goto('/logout');
  await expect(page).toHaveURL('/auth/login');
});

test('the login page: prefilled e-mail, links, social sign-in, the n8n panel and the OAuth messages', async ({ page }) => {
  await page.goto('/auth/login?email=cliente%40exemplo.com.br&domain=meusite.com.br');
  await expect(page.getByLabel('E-mail')).toHaveValue('cliente@exemplo.com.br');
  await expect(page.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute('href', '/auth/reset-password');
  await expect(page.getByRole('link', { name: /Cadastre-se/ })).toHaveAttribute('href', '/auth/register');
  for (const provider of ['facebook', 'google', 'twitter', 'github']) {
    await expect(page.locator(`a[href="/login/oauth/${provider}"]`)).toBeVisible();
  }
  await expect(page.getByRole('complementary').getByRole('heading', { name: 'Servidor n8n' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'painel_domain')).toMatchObject({ value: 'meusite.com.br' });
  await expectAccessible(page);

  await page.context().clearCookies();
  await page.goto('/auth/login?domain=<script>');
  expect((await page.context().cookies()).some((c) => c.name === 'painel_domain')).toBe(false);

  await page.goto('/auth/login?oauth_email_unavailable=1');
  await expect(page.getByRole('alert')).toHaveText(
    'O e-mail vinculado a esta rede social já está sendo usado em uma conta. Faça login com o e-mail e associe a rede social à sua conta nas configurações do perfil.',
  );
  await page.goto('/auth/login?oauth_access_denied=1');
  await expect(page.getByRole('alert')).toHaveText('Não foi possível fazer login com a rede social informada.');
});

test('the signed-out pages move within one page load, follow back and forward, and keep an old path\'s query', async ({ page }) => {
  await page.goto('/login?email=cliente%40exemplo.com.br');
  await expect(page).toHaveURL('/auth/login?email=cliente%40exemplo.com.br');
  await expect(page.getByLabel('E-mail')).toHaveValue('cliente@exemplo.com.br');
  // Set on this document only: a full page load would lose it.
  await page.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true));
  const sameLoad = () => page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad === true);

  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recupere a sua senha' })).toBeVisible();
  await expect(page).toHaveURL('/auth/reset-password');
  await expect(page).toHaveTitle(/ \| Recuperar senha$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Acesse o seu painel' })).toBeVisible();
  await expect(page).toHaveURL('/auth/login?email=cliente%40exemplo.com.br');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Recupere a sua senha' })).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL('/auth/reset-password');
  expect(await sameLoad()).toBe(true);

  await page.goBack();
  await page.getByRole('complementary').getByRole('link', { name: 'Conheça o Servidor n8n' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crie a sua conta' })).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL('/auth/register');
  expect(await sameLoad()).toBe(true);
});

test('the login form checks its fields in the browser before asking the server, its checks loaded after the page', async ({ page }) => {
  const logins: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/login') logins.push(request.method());
  });
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Informe o seu e-mail.')).toBeVisible();
  await expect(page.getByText('Informe a sua senha.')).toBeVisible();
  await page.getByLabel('E-mail').fill('cliente@');
  await page.getByLabel('Senha', { exact: true }).fill('qualquer');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Informe um e-mail válido.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('cliente@');
  expect(logins).toEqual([]);
});

test('a wrong password shows the field error and keeps the e-mail', async ({ page }) => {
  await page.goto('/auth/login');
  await fillLogin(page, 'cliente@exemplo.com.br', 'senha-errada');
  await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('cliente@exemplo.com.br');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  await expect(page).toHaveURL('/auth/login');
});

test('a failing captcha stops the sign-in with a clear message', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('painel.captcha', 'fail'));
  await page.goto('/auth/login');
  await fillLogin(page, 'cliente@exemplo.com.br', PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Não foi possível verificar que você não é um robô. Atualize a página e tente novamente.');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
});

for (const hostile of ['//evil.example', 'javascript:alert(1)', 'https://evil.example/x']) {
  test(`?redirect=${hostile} never leaves the panel`, async ({ page, baseURL }) => {
    let dialog = false;
    page.on('dialog', (d) => ((dialog = true), void d.dismiss()));
    await login(page, 'cliente@exemplo.com.br', PASSWORD, `/auth/login?redirect=${encodeURIComponent(hostile)}`);
    await expect(page).toHaveURL('/');
    expect(new URL(page.url()).host).toBe(new URL(baseURL!).host);
    expect(dialog).toBe(false);
  });
}

test('two-factor sign-in with a code computed from the README secret, back to the wanted page', async ({ page }) => {
  await page.goto('/auth/login?redirect=%2Fdomains');
  await fillLogin(page, '2fa@exemplo.com.br', PASSWORD);
  await expect(page).toHaveURL('/auth/verification/2fa?redirect=%2Fdomains');
  await expectAccessible(page);
  const stored = await page.evaluate(() => JSON.stringify({ ...window.sessionStorage }) + JSON.stringify({ ...window.localStorage }));
  expect(stored).not.toContain(PASSWORD);
  expect(stored).not.toContain('2fa@exemplo.com.br');
  await page.getByLabel('Código do autenticador').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByText('Código de verificação inválido.')).toBeVisible();
  await page.getByLabel('Código do autenticador').fill(await generate({ secret: README_TOTP_SECRET }));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL('/domains');
  expect(await page.evaluate(() => window.sessionStorage.getItem('painel.pendingLogin'))).toBeNull();
});

test('social sign-in through the sandbox provider signs the demo user in', async ({ page }) => {
  await page.goto('/auth/login');
  await page.locator('a[href="/login/oauth/github"]').click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('user-name')).toHaveText('Ana Beatriz Cliente');
  const token = (await page.context().cookies()).find((c) => c.name === 'painel_token');
  expect(token).toMatchObject({ sameSite: 'Strict' });
});

test('logout clears the cookie and the session storage and ends the session on the server', async ({ page }) => {
  await login(page, 'cliente@exemplo.com.br');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'painel_token')!;
  // Set by the server, out of every script's reach.
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  expect(await page.evaluate(() => document.cookie)).not.toContain(cookie.value);
  const token = cookie.value;
  await page.evaluate(() => window.sessionStorage.setItem('algo', '1'));
  await page.goto('/logout');
  await expect(page).toHaveURL('/auth/login');
  expect((await page.context().cookies()).some((c) => c.name === 'painel_token' || c.name === 'painel_session')).toBe(false);
  expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
  const after = await page.request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});
