import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { startOwnServer } from './ownServer';
import { expectAccessible, PASSWORD } from './support';
import { confirmedPayment } from '../support/paidAction';

/** Its own server (E2E_PORT + 1000): the clock this spec moves is every account's clock. */
const port = Number(process.env.E2E_PORT ?? 3199) + 1000;
let server: Awaited<ReturnType<typeof startOwnServer>>;

test.beforeAll(async () => {
  server = await startOwnServer(port);
});
test.afterAll(async () => {
  await server?.stop();
});
test.use({ baseURL: `http://localhost:${port}` });

const AFFILIATE = { email: 'afiliado@exemplo.com.br', name: 'Paulo Parceiro Afiliado' };
const DEAR = ['cara-1.com.br', 'cara-2.com.br'];
const SUSPENDED_BANNER = 'Você possui serviços suspensos por falta de créditos. Faça uma recarga para reativá-los.';

async function advanceClock(request: APIRequestContext, hours: number) {
  const response = await request.post('/api/sandbox/clock/advance', { data: { hours } });
  expect(response.status()).toBe(200);
}

/** The R$ 80 customer buys two dear hostings and skips the payment, as the wizard allows. */
async function buyDearHostings(request: APIRequestContext) {
  const login = await (await request.post('/api/login', { data: { email: AFFILIATE.email, password: PASSWORD, captcha: 'test' } })).json();
  const headers = { authorization: `Bearer ${login.data.token}` };
  for (const domain of DEAR) {
    expect((await request.post('/api/hosting', { headers, data: confirmedPayment({ domain, plan: 8, region: 'BR', accelerator: true, dailyBackup: true }) })).status()).toBe(200);
  }
  await expect
    .poll(async () => ((await (await request.get('/api/hosting', { headers })).json()).data as { status: string }[]).map((h) => h.status), { timeout: 30_000 })
    .toEqual(['active', 'active', 'active']);
}

async function signIn(page: Page) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(AFFILIATE.email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

async function expectStaysAt(page: Page, path: string) {
  await expect(page).toHaveURL(path);
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(path);
}

async function expectHostingStatuses(page: Page, status: string) {
  await page.goto('/hostings');
  for (const domain of DEAR) await expect(page.getByRole('row', { name: new RegExp(domain.replace('.', '\\.')) })).toContainText(status);
}

test('credits end: the clock suspends the hostings, emergency credit and then a recharge bring them back', async ({ page, request }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await buyDearHostings(request);
  await advanceClock(request, 48);

  await signIn(page);
  await expect(page.getByText(SUSPENDED_BANNER)).toBeVisible();
  await expect(page.getByText(/^Precisa de mais tempo para recarregar\? O crédito emergencial mantém suas hospedagens ativas por até 3 dias/)).toBeVisible();
  await expectHostingStatuses(page, 'Suspensa');

  // The suspended site's page: why, the screen its visitors see, and the way back.
  await page.goto(`/hosting/${DEAR[0]}`);
  await expect(page.getByRole('heading', { name: 'Hospedagem suspensa' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Tela de suspensão exibida aos visitantes' })).toContainText('Site temporariamente suspenso');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('region', { name: 'Hospedagem suspensa' }).getByRole('link', { name: 'Usar crédito emergencial' }).click();
  await expectStaysAt(page, '/payment/emergency');
  await expect(page.getByRole('heading', { name: 'Crédito emergencial' })).toBeVisible();
  await expect(page.getByText('O crédito emergencial mantém suas hospedagens ativas por até 3 dias, sem nenhuma taxa adicional.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Ativar crédito emergencial' }).click();
  await expect(page.getByText('Crédito emergencial ativado! Suas hospedagens foram reativadas.')).toBeVisible();
  await expect(page.getByText(SUSPENDED_BANNER)).toHaveCount(0);
  await expect(page.getByText(/^Crédito emergencial ativo até \d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
  await expectStaysAt(page, '/payment/emergency');
  await expectHostingStatuses(page, 'Ativa');

  // Three days later, with no recharge, the credit has ended and cannot be taken again.
  await advanceClock(request, 80);
  await page.goto('/payment/emergency');
  await expect(page.getByText(SUSPENDED_BANNER)).toBeVisible();
  await expect(page.getByText('O crédito emergencial não está disponível para a sua conta no momento. Faça uma recarga para reativar suas hospedagens.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ativar crédito emergencial' })).toHaveCount(0);

  // A recharge pays the debt back and reactivates them, the banner going away at once.
  await page.goto('/payment/manual-recharge?amount=300');
  await page.getByLabel('CPF ou CNPJ').fill('52998224725');
  await page.getByLabel('Nome completo').fill(AFFILIATE.name);
  await page.getByLabel('E-mail').fill(AFFILIATE.email);
  await page.getByLabel('Telefone').fill('11987654321');
  await page.getByLabel('Li e aceito os termos de uso').check();
  await page.getByRole('button', { name: 'Confirmar pagamento e continuar' }).click();
  await page.getByRole('button', { name: 'Pagar este PIX (sandbox)' }).click();
  await expect(page.getByText('O pagamento foi confirmado!')).toBeVisible();
  await expect(page.getByText(SUSPENDED_BANNER)).toHaveCount(0);
  await expectHostingStatuses(page, 'Ativa');
});
