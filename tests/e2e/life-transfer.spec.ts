import { expect, test, type APIRequestContext } from './fixtures';
import { AFFILIATE, expectStaysAt, OWNER, signIn, runOnOwnServer } from './lifeSupport';
import { expectAccessible } from './support';

runOnOwnServer(10);

async function lastToken(request: APIRequestContext, to: string) {
  const outbox = (await (await request.get('/api/sandbox/mail')).json()).data as { to: string; text: string }[];
  const mail = outbox.filter((m) => m.to === to).at(-1);
  return /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
}

test('the owner asks for a transfer, sees it pending and cancels; the recipient confirms once', async ({ page, browser, request, baseURL }) => {
  await signIn(page, OWNER);
  await page.goto('/hosting/antigo.com.br/transfer');
  await expect(page.getByRole('heading', { name: 'Transferir hospedagem' })).toBeVisible();
  await expectAccessible(page);
  const email = page.getByLabel('E-mail do destinatário');
  const submit = page.getByRole('button', { name: 'Transferir', exact: true });
  await submit.click();
  await expect(page.getByText('Informe o e-mail do destinatário.')).toBeVisible();
  await email.fill('Afiliado@Exemplo.com.br');
  await expect(email).toHaveValue(AFFILIATE);
  await submit.click();
  await expect(page.getByText('Transferência solicitada!')).toBeVisible();
  await expectStaysAt(page, '/hostings');

  await page.goto('/hosting/antigo.com.br/transfer');
  await expect(page.getByText(`Transferência pendente para ${AFFILIATE}.`)).toBeVisible();
  await expect(submit).toBeDisabled();
  const cancelledToken = await lastToken(request, AFFILIATE);
  await page.getByRole('button', { name: 'Cancelar transferência' }).click();
  await expect(page.getByText('Transferência pendente')).toHaveCount(0);
  await email.fill(AFFILIATE);
  await submit.click();
  await expectStaysAt(page, '/hostings');
  const token = await lastToken(request, AFFILIATE);

  const context = await browser.newContext({ baseURL });
  const recipient = await context.newPage();
  await signIn(recipient, AFFILIATE);
  await recipient.goto(`/hosting/confirm-transfer?token=${cancelledToken}`);
  await expect(recipient.getByRole('alert')).toContainText('O link de transferência é inválido ou já foi utilizado. Ocorreu um problema na transferência da hospedagem.');

  await recipient.goto(`/hosting/confirm-transfer?token=${token}`);
  await expect(recipient.getByText('A hospedagem antigo.com.br agora é sua!')).toBeVisible();
  await expectAccessible(recipient);
  await recipient.getByRole('link', { name: 'Continuar' }).click();
  await expectStaysAt(recipient, '/hostings');
  await expect(recipient.getByRole('row', { name: /antigo\.com\.br/ })).toBeVisible();

  await recipient.goto(`/hosting/confirm-transfer?token=${token}`);
  await expect(recipient.getByRole('alert')).toContainText('Ocorreu um problema na transferência da hospedagem.');
  await recipient.goto('/hosting/confirm-transfer');
  await expectStaysAt(recipient, '/');
  await context.close();
});
