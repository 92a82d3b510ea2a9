import { expect, test } from './fixtures';
import { login } from './support';

test('WordPress page, welcome preselection, help buttons, tour state and the settings and first-steps pages', async ({ page }) => {
  await login(page, 'cliente@exemplo.com.br');

  // Welcome page: "Instalar WordPress" opens the wizard with WordPress chosen.
  await page.goto('/welcome');
  await page.getByRole('link', { name: /Instalar WordPress/ }).click();
  await expect(page).toHaveURL(/\/hosting\/create\?wordpress=1$/);
  await expect(page.getByRole('button', { name: 'WordPress', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // /hosting/wordpress from the quick-access bar: both buttons only for an Active hosting.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Acesso rápido' }).getByRole('link', { name: 'WordPress' }).click();
  await expect(page.getByRole('heading', { name: 'Instalar WordPress' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Instalar antigo.com.br' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Listar instalações antigo.com.br' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Listar instalações lojadaana.com.br' })).toHaveAttribute('href', '/hosting/lojadaana.com.br/apps?name=wordpress');
  await page.getByRole('link', { name: 'Instalar blogdaana.com.br' }).click();
  await expect(page).toHaveURL(/\/hosting\/blogdaana\.com\.br\/app\/install\?name=wordpress$/);

  // Help group: without a configured widget the chat says it has not started.
  const help = page.getByRole('button', { name: 'Ajuda' });
  // Every signed-in page draws the closed group: its actions (a button and a tooltip each) only from the first opening.
  const actions = page.locator('#help-buttons').getByRole('menuitem', { includeHidden: true });
  await expect(help).toBeVisible();
  await expect(actions).toHaveCount(0);
  await help.click();
  await expect(actions).toHaveCount(6);
  await page.getByRole('menuitem', { name: 'Falar com o suporte' }).click();
  await expect(page.getByText('O suporte não foi iniciado. Por favor, aguarde alguns segundos e clique novamente. Se o problema persistir pedimos que atualize a sua página.')).toBeVisible();
  await page.keyboard.press('Escape');

  // The tour keeps its step through a reload (session storage), then is skipped.
  await page.goto('/first-steps');
  await expect(page.getByRole('heading', { name: 'Primeiros passos', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Fazer o tour pelo painel' }).click();
  const tour = page.getByRole('dialog', { name: 'Boas-vindas ao painel' });
  await tour.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByRole('dialog', { name: 'Seus créditos' })).toBeVisible();
  await page.reload();
  await page.getByRole('dialog', { name: 'Seus créditos' }).getByRole('button', { name: 'Pular tutorial' }).click();
  await expect(page.getByRole('dialog', { name: 'Seus créditos' })).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('painel.tutorial')!))).toEqual({ step: 1, skipped: true, finished: false, running: false });

  // Discount modal: what it says follows the owner's active sites (other tests in this worker may have added one).
  const active = ((await (await page.request.get('/api/user', { headers: { authorization: `Bearer ${(await page.context().cookies()).find((c) => c.name === 'painel_token')!.value}` } })).json()) as { data: { activeServices: number } }).data.activeServices;
  await page.getByRole('button', { name: 'Desconto por sites ativos', exact: true }).click();
  const discount = page.getByRole('dialog', { name: 'Desconto por sites ativos' });
  // The same modal as the header's indicator opens (billing's): one rule, one text.
  await expect(discount.getByText(`${Math.min(active, 3)} de 3 sites ativos`, { exact: true })).toBeVisible();
  await expect(discount.getByText(active >= 3 ? `Você tem ${active} sites ativos: o desconto de 10% já está sendo aplicado à sua cobrança.` : `${['Você ainda não tem sites ativos.', 'Você tem 1 site ativo.', 'Você tem 2 sites ativos.'][active]} ${3 - active === 1 ? 'Falta 1 site ativo' : `Faltam ${3 - active} sites ativos`} para ganhar o desconto.`)).toBeVisible();
  await expect(discount.getByRole('link', { name: 'Ver Demonstrativo de Custo' })).toHaveAttribute('href', '/payment/cost');
  await discount.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('button', { name: 'Vídeos tutoriais' }).click();
  await expect(page.getByRole('dialog', { name: 'Vídeos tutoriais' }).getByText('Nenhum vídeo tutorial disponível no momento.')).toBeVisible();
  await page.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('button', { name: 'Indique e ganhe' }).click();
  await expect(page.getByRole('dialog', { name: 'Indique e ganhe' }).getByLabel('Seu link de indicação')).toHaveValue(/^http.+/);
  await page.getByRole('button', { name: 'Fechar' }).click();

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
  const alertSwitch = page.getByRole('switch', { name: 'Mostrar o alerta de recarga automática' });
  await expect(alertSwitch).toBeChecked();
  await alertSwitch.uncheck();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Mostrar o alerta de recarga automática' })).not.toBeChecked();
});
