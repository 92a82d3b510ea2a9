import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { createVerifiedAccount, lastSmsCode, mailedLink, signInFirstTime } from './authSupport';
import { signIn } from './support';
import { confirmedPayment } from '../support/paidAction';

const PASSWORD = 'segredo123';
const payer = { cpfCnpj: '529.982.247-25', name: 'Cliente de Teste', email: 'pagador@exemplo.com.br', phone: '(11) 98765-4321', terms: true };

async function bearer(request: APIRequestContext, email: string) {
  const answer = await (await request.post('/api/login', { data: { email, password: PASSWORD, captcha: 'test' } })).json();
  return { authorization: `Bearer ${answer.data.token}` };
}

/** The URL is reached and stays: nothing sends the user on once the page has drawn. */
async function expectStaysAt(page: Page, path: string, drawn: () => Promise<void>) {
  await expect(page).toHaveURL(path);
  await drawn();
  await expect(page).toHaveURL(path);
}

test('an owner of 3 active sites sees the discount in the header and the cost statement with every extra, and the Christmas banner leads to the 36-month recharge', async ({ page, request }) => {
  const email = await createVerifiedAccount(request, 'Dona de Sites');
  const headers = await bearer(request, email);
  const stamp = Date.now().toString(36);
  const domains = [`acelerado-${stamp}.com.br`, `segundo-${stamp}.com.br`, `terceiro-${stamp}.com.br`];
  for (const [i, domain] of domains.entries()) {
    const created = await request.post('/api/hosting', { headers, data: confirmedPayment({ domain, plan: i === 0 ? 2 : 1, region: 'BR', accelerator: i === 0, dailyBackup: i === 0 }) });
    expect(created.status(), await created.text()).toBe(200);
  }
  await expect
    .poll(async () => ((await (await request.get('/api/hosting', { headers })).json()).data as { status: string }[]).map((h) => h.status), { timeout: 30_000 })
    .toEqual(['active', 'active', 'active']);
  expect((await request.post('/api/sandbox/promotion', { headers, data: { type: 'christmas', seconds: 7200 } })).status()).toBe(200);

  await signIn(page, email, '/', PASSWORD);
  await expect(page.getByRole('button', { name: 'Desconto por sites ativos: 10% de desconto' })).toBeVisible();
  const banner = page.getByTestId('promotion-banner');
  await expect(banner).toContainText('Até 61% de desconto na recarga de 36 meses!');
  const clock = banner.getByTestId('promotion-clock');
  const first = await clock.textContent();
  // Two hours, or just under: the clock rounds up, and the page may read the promotion within its first second.
  expect(first).toMatch(/^(?:02:00:00|01:59:\d{2})$/);
  await expect.poll(() => clock.textContent(), { timeout: 3_000 }).not.toBe(first);

  await page.goto('/payment/cost');
  await expect(page.getByTestId('site-discount-note')).toHaveText('Você tem 3 sites ativos: desconto de 10% no plano dos sites ativos.');
  const table = page.getByRole('table', { name: 'Demonstrativo de Custo' });
  const accelerated = table.getByRole('row', { name: new RegExp(domains[0].replace(/\./g, '\\.')) });
  const cell = (column: string) => accelerated.locator(`[data-column="${column}"]`);
  await expect(cell('accelerator')).toHaveText(/R\$\s15,00\s*R\$\s0,0208/);
  await expect(cell('dailyBackup')).toHaveText(/R\$\s10,00\s*R\$\s0,0139/);
  await expect(cell('discount')).toContainText('- R$');
  const total = table.getByRole('row').last();
  await expect(total.locator('[data-column="accelerator"]')).toContainText(/R\$\s15,00/);
  await expect(total.locator('[data-column="dailyBackup"]')).toContainText(/R\$\s10,00/);

  await page.goto('/');
  await banner.click();
  await expectStaysAt(page, '/payment/manual-recharge?period=36', () => expect(page.getByRole('main')).toBeVisible());
});

test('a sign-up through ?ref= whose first recharge is paid gives the referrer the bonus, once', async ({ page, request }) => {
  const referrer = await createVerifiedAccount(request, 'Quem Indica');
  const referrerHeaders = await bearer(request, referrer);
  const link = (await (await request.get('/api/referral', { headers: referrerHeaders })).json()).data.link as string;
  const ref = new URL(link).searchParams.get('ref');

  // The referee signs up on the register page opened from the link.
  const referee = `indicada-${Date.now()}@exemplo.com.br`;
  await page.goto(`/auth/register?ref=${ref}`);
  await page.getByLabel('Nome completo').fill('Pessoa Indicada');
  await page.getByLabel('E-mail').fill(referee);
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText(referee)).toBeVisible();
  const token = new URLSearchParams((await mailedLink(request, referee, '/auth/verification')).split('?')[1]).get('token');
  expect((await request.post('/api/verification', { data: { token } })).ok()).toBe(true);
  const first = await (await request.post('/api/login', { data: { email: referee, password: PASSWORD, captcha: 'test' } })).json();
  expect((await request.post('/api/verification/phone', { data: { token: first.data.phoneVerification, code: await lastSmsCode(request) } })).ok()).toBe(true);

  // Two PIX recharges paid in the sandbox: the first earns the bonus (capped at R$ 20,00), the second nothing.
  const headers = await bearer(request, referee);
  for (const amount of [50, 30]) {
    const invoice = (await (await request.post('/api/recharge', { headers, data: confirmedPayment({ ...payer, payment: 'PIX', amount, period: 1 }) })).json()).data.invoice;
    expect((await (await request.post(`/api/sandbox/recharge/${invoice}/pay`, { headers })).json()).data.status).toBe('Paid');
  }
  expect((await (await request.get('/api/user/credits', { headers: referrerHeaders })).json()).data).toMatchObject({ total: 20, bonus: 20 });

  await signInFirstTime(page, referrer, PASSWORD);
  await page.goto('/referral');
  await expect(page.getByTestId('referral-summary')).toHaveText('1 conta criada pelo seu link. Bônus recebido: R$ 20,00.'.replace(' R$ ', ' R$\u00a0'));
});
