import { expect, test, type Page } from './fixtures';
import { login, signIn } from './support';

async function fillPayer(page: Page, who: { name: string; email: string }) {
  await page.getByLabel('CPF ou CNPJ').fill('52998224725');
  await page.getByLabel('Nome completo').fill(who.name);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('Li e aceito os termos de uso').check();
}

test('"Pagamentos" leads to Recarga Automática: turned on with a card, then off through the confirmation', async ({ page }) => {
  await login(page, 'cliente@exemplo.com.br');
  await page.getByRole('link', { name: 'Pagamentos' }).first().click();
  await expect(page).toHaveURL('/payment/recharge');
  await expect(page.getByRole('heading', { name: 'Recarga Automática' })).toBeVisible();
  await expect(page).toHaveURL('/payment/recharge');
  await expect(page.getByLabel('Consumo mensal (R$)')).toHaveValue(/^R\$\s[\d.]+,\d{2}$/);
  await expect(page.getByRole('link', { name: 'Faça uma recarga manual' })).toHaveAttribute('href', '/payment/manual-recharge');

  await page.getByLabel('Número do cartão').fill('4111111111111111');
  await page.getByLabel('Nome impresso no cartão').fill('carlos cliente');
  await page.getByLabel('Validade (MM/AA)').fill('1239');
  await page.getByLabel('Código de segurança').fill('123');
  await fillPayer(page, { name: 'Carlos Cliente', email: 'cliente@exemplo.com.br' });
  await page.getByRole('button', { name: 'Ativar recarga automática' }).click();
  // The card's address is required like any card payment's.
  await expect(page.getByText('CEP inválido.')).toBeVisible();
  await page.getByLabel('CEP').fill('01310100');
  await expect(page.getByLabel('Endereço')).toHaveValue('Avenida Paulista');
  await page.getByLabel('Número', { exact: true }).fill('1000');
  await page.getByRole('button', { name: 'Ativar recarga automática' }).click();
  const status = page.getByRole('status').filter({ hasText: 'A recarga automática está ativa no cartão VISA final 1111' });
  await expect(status).toBeVisible();

  await page.reload();
  await expect(status).toBeVisible();
  await page.getByRole('button', { name: 'Desativar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Desativar recarga automática' });
  await expect(dialog).toContainText('suas hospedagens podem ser suspensas por falta de créditos');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ativar recarga automática' })).toBeVisible();
  await expect(status).toHaveCount(0);

  await page.goto('/payment/auto-recharge');
  await expect(page).toHaveURL('/payment/recharge');
});

test('manual recharge: a coupon accepted once and refused the second time, and a boleto paid in the sandbox with its NFS-e', async ({ page }) => {
  await signIn(page, 'convidado@exemplo.com.br', '/payment/manual-recharge?amount=30&period=1');
  await expect(page.getByLabel('Valor (R$)')).toHaveValue('30');
  await fillPayer(page, { name: 'Gabi Convidada', email: 'convidado@exemplo.com.br' });
  await page.getByRole('radio', { name: 'Boleto' }).check();
  await page.getByLabel('Cupom de desconto').fill('hospeda20');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Cupom HOSPEDA20 aplicado: você ganha 20% de bônus nesta recarga.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar pagamento e continuar' }).click();

  await expect(page.getByLabel('Linha digitável')).toHaveValue(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  await expect(page.getByLabel('Linha digitável')).toHaveValue(/0000003000$/);
  await expect(page.getByRole('button', { name: 'Abrir boleto' })).toBeVisible();
  await expect(page.getByText('Aguardando o pagamento do boleto...')).toBeVisible();
  await page.getByRole('button', { name: 'Pagar este boleto (sandbox)' }).click();
  await expect(page.getByText('O pagamento foi confirmado!')).toBeVisible();

  await page.goto('/payment/history');
  const row = page.getByRole('row', { name: /Recarga via boleto com cupom HOSPEDA20/ });
  await expect(row).toContainText('Pago');
  const popup = page.waitForEvent('popup');
  await row.getByRole('button', { name: /Abrir a nota fiscal/ }).click();
  await expect(await popup).toHaveTitle(/NFS-e/);

  await page.goto('/payment/manual-recharge?amount=30');
  await page.getByLabel('Cupom de desconto').fill('HOSPEDA20');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Você já utilizou este cupom.')).toBeVisible();
  await expect(page.getByLabel('Cupom de desconto')).toHaveValue('HOSPEDA20');
});
