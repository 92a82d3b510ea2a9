import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './support';

const LOJA = 'lojadaana.com.br';
const BLOG = 'blogdaana.com.br';

async function visit(page: Page, resource: string, query = '') {
  await signIn(page, 'cliente@exemplo.com.br', `/hosting/${resource}/logs${query}`);
}

test.describe('Logs', () => {
  test('PHP by default: type badges, expand toggle, hint and help modal', async ({ page }) => {
    await visit(page, LOJA);
    await expect(page).toHaveTitle(`Painel | Logs de erro | ${LOJA}`);
    await expect(page.getByRole('tablist', { name: 'Arquivos de log' }).getByRole('tab', { name: 'PHP', exact: true })).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('table', { name: 'PHP' });
    for (const type of ['Erro', 'Aviso', 'Notificação', 'Informação']) await expect(table.getByText(type, { exact: true })).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: 'Allowed memory size' });
    await expect(row).not.toContainText('PHP   1. {main}()');
    await row.getByRole('button', { name: 'Mostrar a mensagem completa' }).click();
    await expect(row).toContainText('PHP   1. {main}()');
    await expect(row.getByTestId('log-hint')).toContainText('memory_limit');
    await expect(row.getByRole('button', { name: 'Recolher a mensagem' })).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Tipos de mensagem' }).click();
    const help = page.getByRole('dialog', { name: 'Tipos de mensagem' });
    await expect(help).toContainText('Falhas que interrompem a página ou o script.');
    await help.getByRole('button', { name: 'Fechar' }).click();
    await expect(help).toBeHidden();
  });

  test('a hint carrying <img onerror> from the web server log does not run', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await visit(page, LOJA);
    await page.getByRole('tab', { name: 'Servidor web' }).click();
    await expect(page).toHaveURL(/\/logs\?group=web$/);
    const row = page.getByRole('table', { name: 'Servidor web' }).getByRole('row').filter({ hasText: 'File does not exist' });
    await row.getByRole('button', { name: 'Dica' }).hover();
    await expect(page.getByRole('tooltip')).toContainText('Alguém pediu o arquivo');
    await row.getByRole('button', { name: 'Mostrar a mensagem completa' }).click();
    await expect(row.getByTestId('log-hint')).toContainText('Alguém pediu o arquivo /public_html/');
    // The message itself is shown as text, markup and all.
    await expect(row).toContainText('/public_html/<img src=x onerror=alert(1)>');
    await page.waitForTimeout(500);
    await expect(page.locator('[onerror]')).toHaveCount(0);
    await expect(page.locator('[data-testid="log-hint"] img')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    await expect(page).toHaveURL(/\/logs\?group=web$/);
  });

  test("Acessos: the web server's access log, a request the site failed an error, one not found a warning", async ({ page }) => {
    await visit(page, LOJA, '?group=access');
    await expect(page.getByRole('tab', { name: 'Acessos' })).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('table', { name: 'Acessos' });
    await expect(table.getByRole('row').filter({ hasText: 'GET /relatorio.php HTTP/1.1" 500' })).toContainText('Erro');
    await expect(table.getByRole('row').filter({ hasText: 'GET /promocao.html HTTP/1.1" 404' })).toContainText('Aviso');
    await expect(table.getByRole('row').filter({ hasText: 'GET / HTTP/1.1" 200' })).toContainText('Informação');
    await expectAccessible(page);
  });

  test('Cron: each run of a job with its exit status, a failed one an error with its output and a hint', async ({ page }) => {
    await visit(page, LOJA, '?group=cron');
    await expect(page.getByRole('tablist', { name: 'Arquivos de log' }).getByRole('tab', { name: 'Tarefas agendadas' })).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('table', { name: 'Tarefas agendadas' });
    const failed = table.getByRole('row').filter({ hasText: 'Código de saída 127' });
    await expect(failed).toContainText('Erro');
    await failed.getByRole('button', { name: 'Mostrar a mensagem completa' }).click();
    await expect(failed).toContainText('sh: 1: php: not found');
    await expect(failed.getByTestId('log-hint')).toContainText('O comando não foi encontrado.');
    await expect(table.getByRole('row').filter({ hasText: 'Código de saída 0 em 1 s' })).toContainText('Informação');
    await expectAccessible(page);
  });

  test('a log over 1 MB shows the large-file notice; an empty one the empty text', async ({ page }) => {
    await visit(page, BLOG);
    await expect(page.getByText('O arquivo de log tem mais de 1 MB e não pode ser exibido aqui. Baixe os arquivos error_log pelo FTP para consultá-los.')).toBeVisible();
    await page.getByRole('tab', { name: 'Servidor web' }).click();
    await expect(page.getByText('Nenhum log de erro encontrado.')).toBeVisible();
  });
});
