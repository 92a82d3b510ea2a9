import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './support';

const LOJA = 'lojadaana.com.br';
const BLOG = 'blogdaana.com.br';

async function visit(page: Page, resource: string) {
  await signIn(page, 'cliente@exemplo.com.br', `/hosting/${resource}/ssl`);
}

test.describe('HTTPS', () => {
  test('an unregistered domain cannot activate: the text links to the Domínio tab', async ({ page }) => {
    await visit(page, BLOG);
    await expect(page).toHaveTitle(`Painel | HTTPS | ${BLOG}`);
    await expect(page.getByText(`O certificado SSL não está ativo para ${BLOG}.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ativar SSL' })).toHaveCount(0);
    await expect(page.getByTestId('ssl-not-registered')).toContainText('o domínio precisa estar registrado e configurado');
    await expect(page.getByTestId('ssl-not-registered').getByRole('link', { name: 'Domínio' })).toHaveAttribute('href', `/hosting/${BLOG}/domain`);
    await expect(page.getByRole('switch', { name: 'Redirecionar todos os acessos para HTTPS' })).toBeDisabled();
    await expectAccessible(page);
  });

  test('activates: checking, then active; the always-HTTPS switch saves and stays', async ({ page }) => {
    await visit(page, LOJA);
    await page.getByRole('button', { name: 'Ativar SSL' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'O certificado SSL está sendo instalado.' })).toBeVisible();
    await expect(page.getByText(`O certificado SSL está ativo para ${LOJA}.`)).toBeVisible({ timeout: 15_000 });
    // The sandbox node's certificate lasts 90 days, as Let's Encrypt's.
    const expiry = new Date(Date.now() + 90 * 86_400_000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    await expect(page.getByTestId('ssl-expiry')).toHaveText(`Válido até ${expiry}. Ele é renovado automaticamente antes de vencer.`);
    const redirect = page.getByRole('switch', { name: 'Redirecionar todos os acessos para HTTPS' });
    await expect(redirect).toBeEnabled();
    await redirect.check();
    await expect(redirect).toBeChecked();
    await expect(redirect).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Redirecionar todos os acessos para HTTPS' })).toBeChecked();
    await expectAccessible(page);
  });

  test('the switch goes back when the change fails', async ({ page }) => {
    await visit(page, LOJA);
    const redirect = page.getByRole('switch', { name: 'Redirecionar todos os acessos para HTTPS' });
    await expect(redirect).toBeEnabled({ timeout: 15_000 });
    const before = await redirect.isChecked();
    await page.route('**/api/hosting/*/ssl/redirect', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"falhou"}' }));
    await redirect.click();
    const alert = page.getByRole('dialog').filter({ hasText: 'Ocorreu um erro ao tentar alterar o redirecionamento para HTTPS. Por favor, atualize sua página e tente novamente.' });
    await expect(alert).toBeVisible();
    await alert.getByRole('button', { name: 'Fechar' }).click();
    await expect(redirect).toBeChecked({ checked: before });
    await expect(redirect).toBeEnabled();
  });
});
