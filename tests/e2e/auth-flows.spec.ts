import { expect, test } from './fixtures';
import { createVerifiedAccount, fillLogin, lastSmsCode, mailedLink } from './authSupport';
import { expectAccessible } from './support';

test('register, verify by the sandbox link, confirm the phone and sign in to the first-access flow', async ({ page, request }) => {
  const email = `nova-${Date.now()}@exemplo.com.br`;
  await page.goto('/auth/register');
  await page.getByLabel('Nome completo').fill('Rita Recém Chegada');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Telefone').fill('(21) 99876-5432');
  await page.getByLabel('Senha', { exact: true }).fill('curta');
  await page.getByLabel(/Li e aceito/).check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('A senha precisa ter pelo menos 8 caracteres.')).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText(`Enviamos um link de verificação para ${email}`)).toBeVisible();

  await page.goto(`/auth/login?email=${encodeURIComponent(email)}`);
  await fillLogin(page, email, 'segredo123');
  await expect(page.getByRole('alert')).toContainText('Confirme o seu e-mail antes de entrar');

  await page.goto(await mailedLink(request, email, '/auth/verification'));
  await expect(page.getByText('E-mail confirmado! Agora você já pode entrar.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Voltar para o login' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page).toHaveURL(/\/auth\/verification\/phone\?token=/);
  await expect(page.getByLabel('Código recebido por SMS')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Código recebido por SMS').fill(await lastSmsCode(request));
  await Promise.all([page.waitForURL('**/hosting/create'), page.getByRole('button', { name: 'Verificar' }).click()]);
  await page.goto('/domains');
  await expect(page.getByTestId('user-name')).toHaveText('Rita Recém Chegada');
});

test('reset the password through the sandbox link, then sign in with the new one', async ({ page, request }) => {
  const email = await createVerifiedAccount(request, 'Renato Redefine');
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recupere a sua senha' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText('Se houver uma conta com este e-mail, enviamos um link para criar uma nova senha.')).toBeVisible();

  await page.goto(await mailedLink(request, email, '/auth/reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Crie uma nova senha' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Nova senha', { exact: true }).fill('outraSenha1');
  await page.getByLabel('Confirme a nova senha').fill('outraSenha2');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('As senhas não conferem.')).toBeVisible();
  await page.getByLabel('Confirme a nova senha').fill('outraSenha1');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByText('Senha alterada! Entre com a nova senha.')).toBeVisible();

  await page.getByRole('link', { name: 'Voltar para o login' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill('outraSenha1');
  await Promise.all([page.waitForURL('**/hosting/create'), page.getByRole('button', { name: 'Entrar' }).click()]);
  await page.goto('/domains');
  await expect(page.getByTestId('user-name')).toHaveText('Renato Redefine');
});

test('a used or unknown verification link says so and offers a new one', async ({ page }) => {
  await page.goto('/auth/verification?token=inexistente');
  await expect(page.getByRole('alert')).toHaveText('Este link é inválido ou expirou. Peça um novo link.');
  await page.getByRole('link', { name: /Reenviar o link/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reenvie o link de verificação' })).toBeVisible();
  await page.getByLabel('E-mail').fill('ninguem@exemplo.com.br');
  await page.getByRole('button', { name: 'Reenviar link' }).click();
  await expect(page.getByText('Se houver uma conta com este e-mail aguardando verificação, enviamos um novo link para ela.')).toBeVisible();
});
