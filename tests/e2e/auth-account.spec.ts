import { expect, test } from './fixtures';
import { generate } from 'otplib';
import { createVerifiedAccount, signInFirstTime } from './authSupport';
import { expectAccessible, login } from './support';

test('the profile masks phone, CPF and zip, checks CPF digits and fills the address from the zip', async ({ page, request }) => {
  const email = await createVerifiedAccount(request, 'Paula Perfil');
  await signInFirstTime(page, email);
  await page.goto('/user/settings');
  await expect(page).toHaveURL('/user/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');

  await page.getByLabel('CPF ou CNPJ').fill('52998224724');
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue('529.982.247-24');
  await page.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(page.getByText('Informe um CPF ou CNPJ válido.')).toBeVisible();
  await page.getByLabel('CPF ou CNPJ').fill('52998224725');

  await page.getByLabel('CEP').fill('01310100');
  await expect(page.getByLabel('CEP')).toHaveValue('01310-100');
  await page.getByLabel('Número').focus();
  await expect(page.getByLabel('Rua')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(page.getByLabel('UF')).toHaveAttribute('readonly', '');
  await page.getByLabel('Número').fill('1000');
  await page.getByRole('button', { name: 'Salvar dados' }).click();
  await expect(page.getByText('Os seus dados foram salvos.')).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByLabel('CPF ou CNPJ')).toHaveValue('529.982.247-25');
  await expect(page.getByLabel('Número')).toHaveValue('1000');

  await page.getByLabel('CEP').fill('99999999');
  await page.getByLabel('Número').focus();
  await expect(page.getByText(/CEP não encontrado/)).toBeVisible();
});

test('two-step verification is turned on from the QR code secret and then asked at sign-in', async ({ page, request }) => {
  const email = await createVerifiedAccount(request, 'Tiago Token');
  await signInFirstTime(page, email);
  await page.goto('/user/profile');
  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await expect(page.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  await page.getByLabel('Código de 6 dígitos').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(page.getByText(/A verificação em duas etapas está ativada/)).toBeVisible();
  await expectAccessible(page);

  await page.goto('/user/notifications');
  await expect(page.getByText('A verificação em duas etapas foi ativada.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/logout');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL('/auth/verification/2fa');
});

test('non-affiliates get "Indique e ganhe" and /referral, affiliates get Afiliados and /affiliate', async ({ page }) => {
  await login(page, 'cliente@exemplo.com.br');
  await page.getByRole('link', { name: 'Indique e ganhe' }).click();
  await expect(page).toHaveURL('/referral');
  await expect(page.getByLabel('Seu link de indicação')).toHaveValue(/\/auth\/register\?ref=/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await expect(page.getByRole('menuitem', { name: 'Indicações' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Afiliados' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/affiliate');
  await expect(page).toHaveURL('/');

  await page.goto('/logout');
  await login(page, 'afiliado@exemplo.com.br');
  await expect(page.getByRole('link', { name: 'Indique e ganhe' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Afiliados' }).click();
  await expect(page).toHaveURL('/affiliate');
  await expect(page.getByLabel('Seu link de afiliado')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/referral');
  await expect(page).toHaveURL('/');
});
