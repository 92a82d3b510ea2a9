import { chromium } from '@playwright/test';
const width = Number(process.argv[2] ?? 1280);
const paths = ['/', '/hostings', '/hosting/lojadaana.com.br', '/hosting/lojadaana.com.br/dns', '/hosting/lojadaana.com.br/alias', '/hosting/lojadaana.com.br/subdomain', '/hosting/lojadaana.com.br/redirect', '/hosting/lojadaana.com.br/email', '/domains', '/payment/billing', '/payment/cost', '/payment/history', '/payment/manual-recharge', '/support/tickets', '/user/profile', '/user/access', '/user/access/lojadaana.com.br', '/hosting/migration', '/hosting/create'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
for (const [tag, port] of [['base', 3213], ['new', 3212]]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const base = `http://localhost:${port}`;
  await page.goto(base + '/auth/login');
  await page.getByLabel('E-mail').fill('cliente@exemplo.com.br');
  await page.getByLabel('Senha', { exact: true }).fill('demo12345');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth/'));
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForLoadState('networkidle');
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }' });
    await page.waitForTimeout(700);
    await page.screenshot({ path: `.tmp/cmp/${width}-${tag}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
