import { PANEL_CALL_HEADER } from '../../src/core/http/panelCall';
import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './support';

const HOSTING = '/hosting/lojadaana.com.br/activity';

/** A change the guest makes through the API from the panel's own page, as the panel's calls are made. */
async function guestCreatesMailbox(page: Page, username: string) {
  const status = await page.evaluate(
    async ({ username, header }) => {
      const answer = await fetch('/api/hosting/lojadaana.com.br/email', { method: 'POST', headers: { 'content-type': 'application/json', [header]: '1' }, body: JSON.stringify({ username, password: 'segredo123', quota: '' }) });
      return answer.status;
    },
    { username, header: PANEL_CALL_HEADER },
  );
  expect(status).toBe(201);
}

for (const width of [1350, 375]) {
  test(`activity at ${width} px: the owner sees a guest's change on the account and the hosting, and filters it; the guest sees only their own`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const username = `atividade${width}`;
    // The guest holds the e-mail permission only: their own changes are on their account's page.
    await signIn(page, 'convidado@exemplo.com.br', '/user/activity');
    await guestCreatesMailbox(page, username);
    await page.reload();
    const guestList = page.getByRole('region', { name: 'Atividade da conta' });
    await expect(guestList.getByText(`POST /api/hosting/lojadaana.com.br/email`).first()).toBeVisible();
    await expect(guestList.getByText('cliente@exemplo.com.br')).toHaveCount(0);

    await page.context().clearCookies();
    await signIn(page, 'cliente@exemplo.com.br', '/');
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Atividade da conta' }).click();
    await expect(page).toHaveURL('/user/activity');
    const account = page.getByRole('region', { name: 'Atividade da conta' });
    await account.getByLabel('Buscar').fill('convidado@');
    await expect(account.getByText('convidado@exemplo.com.br').first()).toBeVisible();
    await expect(account.getByText('Convidado · pelo painel').first()).toBeVisible();
    await expect(account.getByText('Criou ou executou · E-mail').first()).toBeVisible();
    await account.getByLabel('Feita por').click();
    await page.getByRole('option', { name: 'Tokens de API' }).click();
    await expect(account.getByText('Nenhuma alteração encontrada com esses filtros.')).toBeVisible();
    await expectAccessible(page);

    await page.goto(HOSTING);
    await expect(page.getByRole('region', { name: 'Atividade' }).getByText('convidado@exemplo.com.br').first()).toBeVisible();
  });
}
