import { expect, test } from './fixtures';
import { AFFILIATE, expectStaysAt, money, OWNER, signIn, runOnOwnServer } from './lifeSupport';
import { expectAccessible } from './support';

runOnOwnServer(0);

test('removing a hosting needs the typed domain and the acceptance, retries until done, then a restore brings it back for R$ 25,00', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/hostings');
  await page.getByRole('button', { name: 'Ações de blogdaana.com.br' }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  await expect(page).toHaveURL('/hosting/blogdaana.com.br/remove');
  await expect(page.getByRole('heading', { name: 'Excluir hospedagem' })).toBeVisible();
  await expectAccessible(page);

  const submit = page.getByRole('button', { name: 'Excluir hospedagem' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Digite blogdaana.com.br para confirmar').fill('BLOGDAANA.com');
  await page.getByLabel('Estou ciente de que os dados desta hospedagem serão excluídos.').check();
  await expect(submit).toBeDisabled();
  await page.getByLabel('Digite blogdaana.com.br para confirmar').fill('BlogDaAna.com.br');
  await expect(page.getByLabel('Digite blogdaana.com.br para confirmar')).toHaveValue('blogdaana.com.br');
  await expect(submit).toBeEnabled();

  const attempts: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/hosting/blogdaana.com.br/remove')) attempts.push(response.status());
  });
  await submit.click();
  // Not the last hosting: no feedback asked.
  await expect(page.getByRole('status')).toContainText('Excluindo a hospedagem');
  await expectStaysAt(page, '/', );
  expect(attempts[0]).toBe(202);
  expect(attempts.at(-1)).toBe(200);

  await page.goto('/hostings');
  await expect(page.getByRole('row', { name: /blogdaana\.com\.br/ })).toHaveCount(0);

  // The dashboard points to the deleted hostings.
  await page.goto('/');
  await page.getByRole('link', { name: 'Ver hospedagens excluídas' }).click();
  await expect(page).toHaveURL('/hosting/restore');
  const row = page.getByRole('row', { name: /blogdaana\.com\.br/ });
  await expect(row).toBeVisible();
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Restaurar blogdaana.com.br' }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Restaurar' });
  await expect(confirm).toBeDisabled();
  await expect(dialog).toContainText(money(25));
  // Its effect before confirming: R$ 39,90 / 720 an hour.
  await expect(dialog.getByRole('group', { name: 'Efeito na cobrança' })).toContainText(money(39.9 / 720, 4));
  await dialog.getByRole('radio').first().check();
  await confirm.click();
  await expect(dialog).toContainText('A hospedagem blogdaana.com.br foi restaurada!');
  await expectStaysAt(page, '/hosting/blogdaana.com.br');
  await expect(page.getByRole('heading', { name: 'blogdaana.com.br', level: 1 })).toBeVisible();
});

test('the last hosting asks for feedback first, and an empty one is not sent', async ({ page }) => {
  await signIn(page, AFFILIATE);
  await page.goto('/hosting/parceirodigital.com.br/remove');
  let feedbackSent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/hosting/removal-feedback')) feedbackSent = true;
  });
  await page.getByLabel('Digite parceirodigital.com.br para confirmar').fill('parceirodigital.com.br');
  await page.getByLabel('Estou ciente de que os dados desta hospedagem serão excluídos.').check();
  await page.getByRole('button', { name: 'Excluir hospedagem' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Esta é a sua última hospedagem.');
  await dialog.getByRole('button', { name: 'Excluir hospedagem' }).click();
  await expectStaysAt(page, '/');
  expect(feedbackSent).toBe(false);

  // Without credits for the fee the restore says so and offers a R$ 25,00 recharge.
  const token = (await (await page.request.post('/api/login', { data: { email: AFFILIATE, password: 'demo12345', captcha: 'test' } })).json()).data.token;
  const credits = (await (await page.request.get('/api/user/credits', { headers: { authorization: `Bearer ${token}` } })).json()).data;
  expect(credits.total).toBeGreaterThanOrEqual(25);
  await page.goto('/hosting/restore');
  await page.getByRole('button', { name: 'Restaurar parceirodigital.com.br' }).click();
  await page.route('**/api/hosting/*/restore', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 409, json: { message: 'x', data: { noBalance: true } } }) : route.fallback());
  await page.getByRole('dialog').getByRole('radio').first().check();
  await page.getByRole('dialog').getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByRole('dialog')).toContainText('Você não possui créditos suficientes para restaurar esta hospedagem.');
  await expect(page.getByRole('link', { name: 'Recarregar R$ 25,00' })).toHaveAttribute('href', '/payment/manual-recharge?amount=25');
});
