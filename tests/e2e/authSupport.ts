import { expect, type APIRequestContext, type Page } from './fixtures';
import { login } from './support';

/** The last link to `path` that the sandbox mail outbox holds for `to`. */
export async function mailedLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/sandbox/mail')).json()).data as { to: string; text: string }[];
      const mail = outbox.reverse().find((m) => m.to === to && m.text.includes(path));
      link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

/** The code of the last SMS the sandbox sent. */
export async function lastSmsCode(request: APIRequestContext): Promise<string> {
  const outbox = (await (await request.get('/api/sandbox/sms')).json()).data as { text: string }[];
  return outbox.at(-1)!.text.match(/\d{6}/)![0]!;
}

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** A new customer who has confirmed e-mail and phone, made through the API as the pages would. */
export async function createVerifiedAccount(request: APIRequestContext, name: string, password = 'segredo123'): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@exemplo.com.br`;
  expect((await request.post('/api/register', { data: { name, email, phone: '11987654321', password, terms: true, captcha: 'test' } })).status()).toBe(201);
  const token = new URLSearchParams((await mailedLink(request, email, '/auth/verification')).split('?')[1]).get('token');
  expect((await request.post('/api/verification', { data: { token } })).ok()).toBe(true);
  const login = await (await request.post('/api/login', { data: { email, password, captcha: 'test' } })).json();
  const phone = await request.post('/api/verification/phone', { data: { token: login.data.phoneVerification, code: await lastSmsCode(request) } });
  expect(phone.ok()).toBe(true);
  return email;
}

/** Signs a new customer in and waits for the first-access redirect to /hosting/create (a 404 while that plugin is off). */
export async function signInFirstTime(page: Page, email: string, password = 'segredo123') {
  await login(page, email, password);
  await page.waitForURL((url) => url.pathname === '/hosting/create' || url.pathname === '/404');
}
