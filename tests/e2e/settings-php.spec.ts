import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './support';

const LOJA = 'lojadaana.com.br';
const BLOG = 'blogdaana.com.br';
const settings = (page: Page) => page.getByRole('form', { name: 'Configurações do PHP' });
const slider = (page: Page, name: string) => settings(page).getByRole('slider', { name });

async function visit(page: Page, resource: string) {
  await signIn(page, 'cliente@exemplo.com.br', `/hosting/${resource}/php`);
}

test.describe('PHP', () => {
  test('shows the version and the .user.ini values with the exact ranges', async ({ page }) => {
    await visit(page, LOJA);
    await expect(page).toHaveTitle(`Painel | PHP | ${LOJA}`);
    await expect(page.getByRole('tablist', { name: 'Seções de Configurações' }).getByRole('tab', { name: 'PHP' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('radio', { name: 'PHP 8.2' })).toBeChecked();
    const ranges: [string, string, string, string][] = [
      ['Tamanho máximo do POST (post_max_size)', '2', '1024', '64'],
      ['Tamanho máximo de upload (upload_max_filesize)', '2', '1024', '64'],
      ['Limite de memória (memory_limit)', '16', '1024', '256'],
      ['Tempo máximo de execução (max_execution_time)', '30', '600', '60'],
      ['Tempo máximo de entrada (max_input_time)', '30', '600', '60'],
      ['Máximo de variáveis de entrada (max_input_vars)', '1000', '10000', '1000'],
    ];
    for (const [name, min, max, now] of ranges) {
      await expect(slider(page, name)).toHaveAttribute('aria-valuemin', min);
      await expect(slider(page, name)).toHaveAttribute('aria-valuemax', max);
      await expect(slider(page, name)).toHaveAttribute('aria-valuenow', now);
    }
    await expect(settings(page).getByRole('switch', { name: 'Exibir erros na página (display_errors)' })).not.toBeChecked();
    await expectAccessible(page);
  });

  test('saves the settings by keyboard, polls the job and shows the success', async ({ page }) => {
    await visit(page, LOJA);
    const memory = slider(page, 'Limite de memória (memory_limit)');
    await memory.focus();
    await page.keyboard.press('ArrowRight');
    await expect(memory).toHaveAttribute('aria-valuenow', '272');
    const timeLimit = slider(page, 'Tempo máximo de execução (max_execution_time)');
    await timeLimit.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(timeLimit).toHaveAttribute('aria-valuenow', '50');
    await settings(page).getByRole('switch', { name: 'Compressão da saída (zlib.output_compression)' }).check();
    await settings(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Aplicando as alterações…' })).toBeVisible();
    await expect(page.getByText('Configurações atualizadas!')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Aplicando as alterações…' })).toBeHidden();
    await page.reload();
    await expect(slider(page, 'Limite de memória (memory_limit)')).toHaveAttribute('aria-valuenow', '272');
    await expect(slider(page, 'Tempo máximo de execução (max_execution_time)')).toHaveAttribute('aria-valuenow', '50');
    await expect(settings(page).getByRole('switch', { name: 'Compressão da saída (zlib.output_compression)' })).toBeChecked();
  });

  test('changes the version, then restores the defaults after confirmation', async ({ page }) => {
    await visit(page, LOJA);
    const version = page.getByRole('region', { name: 'Versão do PHP' });
    await version.getByRole('radio', { name: 'PHP 8.1' }).check();
    await version.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Versão do PHP atualizada!')).toBeVisible({ timeout: 15_000 });
    await page.reload();
    await expect(page.getByRole('radio', { name: 'PHP 8.1' })).toBeChecked();

    await settings(page).getByRole('button', { name: 'Restaurar padrões' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restaurar padrões' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await settings(page).getByRole('button', { name: 'Restaurar padrões' }).click();
    await dialog.getByRole('button', { name: 'Restaurar' }).click();
    await expect(page.getByText('Configurações restauradas!')).toBeVisible();
    await expect(slider(page, 'Limite de memória (memory_limit)')).toHaveAttribute('aria-valuenow', '256');
    await expect(slider(page, 'Tempo máximo de execução (max_execution_time)')).toHaveAttribute('aria-valuenow', '30');
    await expect(page.getByRole('radio', { name: 'PHP 8.1' })).toBeChecked();
  });

  test('a value above the maximum shows the text instead of the slider', async ({ page }) => {
    await visit(page, BLOG);
    await expect(page.getByText('O valor configurado é maior do que o máximo permitido.')).toBeVisible();
    await expect(slider(page, 'Limite de memória (memory_limit)')).toHaveCount(0);
    await expect(slider(page, 'Tamanho máximo do POST (post_max_size)')).toBeVisible();
    await page.getByRole('button', { name: 'Usar o máximo (1024 MB)' }).click();
    await expect(slider(page, 'Limite de memória (memory_limit)')).toHaveAttribute('aria-valuenow', '1024');
    await expect(page.getByText('O valor configurado é maior do que o máximo permitido.')).toBeHidden();
  });

  test('a guest without the website permission has no settings tabs and cannot open them', async ({ page }) => {
    await signIn(page, 'convidado@exemplo.com.br', `/hosting/${LOJA}`);
    const menu = page.getByRole('tablist', { name: 'Menu da hospedagem' });
    await expect(menu.getByRole('tab', { name: 'E-mail' })).toBeVisible();
    await expect(menu.getByRole('tab', { name: 'Configurações' })).toHaveCount(0);
    for (const tab of ['php', 'ssl', 'ssh', 'cron', 'logs']) {
      await page.goto(`/hosting/${LOJA}/${tab}`);
      await expect(page).not.toHaveURL(`/hosting/${LOJA}/${tab}`);
      await expect(page.getByRole('form', { name: 'Configurações do PHP' })).toHaveCount(0);
    }
  });
});
