import { expect, test } from './fixtures';
import { expectStaysAt, money, OWNER, signIn, runOnOwnServer } from './lifeSupport';
import { expectAccessible } from './support';

runOnOwnServer(20);

test('the plan changes only to another plan, with its hourly price and effect shown first, and the page reloads after 3 s', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/hostings');
  await page.getByRole('button', { name: 'Ações de lojadaana.com.br' }).click();
  await page.getByRole('menuitem', { name: 'Alterar plano' }).click();
  await expectStaysAt(page, '/hosting/lojadaana.com.br/plan');
  await expect(page.getByText(/Plano atual: Nuvem Pro/)).toBeVisible();
  await expectAccessible(page);

  const submit = page.getByRole('button', { name: 'Alterar plano' }).last();
  await expect(submit).toBeDisabled();
  await page.getByRole('radio', { name: /Nuvem Premium 2 GB/ }).check();
  await expect(submit).toBeEnabled();
  await page.getByRole('radio', { name: /Nuvem Pro/ }).check();
  await expect(submit).toBeDisabled();
  await page.getByRole('radio', { name: /Nuvem Premium 2 GB/ }).check();
  await submit.click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(money(99.9 / 720, 4));
  const effect = dialog.getByRole('group', { name: 'Efeito na cobrança' });
  await expect(effect).toContainText(money(59.9 / 720, 4));
  await expect(effect).toContainText(/dias/);
  await expect(dialog).toContainText('a partir da próxima hora');
  let reloaded = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  await dialog.getByRole('button', { name: 'Alterar plano' }).click();
  await expect(page.getByText('Plano alterado com sucesso!')).toBeVisible();
  await expect.poll(() => reloaded, { timeout: 8_000 }).toBe(true);
  await expect(page.getByText(/Plano atual: Nuvem Premium 2 GB/)).toBeVisible();
  await expect(page.getByText(/O novo preço de .* por mês passa a ser cobrado a partir de/)).toBeVisible();
});

test('pausing shows the price at 30 % and its effect before confirming; Reativar brings it back', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/hosting/blogdaana.com.br');
  await page.getByRole('button', { name: 'Pausar' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(money(39.9 * 0.3));
  await expect(dialog.getByRole('group', { name: 'Efeito na cobrança' })).toContainText(money((39.9 * 0.3) / 720, 4));
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('Pausada')).toHaveCount(0);

  await page.getByRole('button', { name: 'Pausar' }).click();
  await dialog.getByRole('button', { name: 'Pausar' }).click();
  await expect(page.getByText('Hospedagem pausada.')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Reativar' }).click();
  await expect(dialog).toContainText(money(39.9));
  await dialog.getByRole('button', { name: 'Reativar' }).click();
  await expect(page.getByText('Hospedagem reativada.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
});

test('a new hosting (?created=1) offers the next steps, and only then', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/hosting/lojadaana.com.br?created=1');
  const steps = page.getByRole('alert').filter({ hasText: 'Sua hospedagem está pronta! Próximos passos:' });
  await expect(steps.getByRole('link', { name: 'Migrar meu site' })).toHaveAttribute('href', '/hosting/migration?domain=lojadaana.com.br');
  await steps.getByRole('link', { name: 'Criar e-mail' }).click();
  await expectStaysAt(page, '/hosting/lojadaana.com.br/email');
  await expect(page.getByRole('alert').filter({ hasText: 'Sua hospedagem está pronta! Próximos passos:' })).toHaveCount(0);
});
