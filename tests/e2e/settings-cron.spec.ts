import { spawnSync } from 'node:child_process';
import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './support';

const LOJA = 'lojadaana.com.br';
const dialog = (page: Page) => page.getByRole('dialog');
const table = (page: Page) => page.getByRole('table', { name: 'Tarefas agendadas' });
/** Commands of our own, so that other specs sharing the server change nothing here. */
const unique = (prefix: string) => `php /home/loja/${prefix}-${Date.now().toString(36)}.php`;

async function visit(page: Page) {
  await signIn(page, 'cliente@exemplo.com.br', `/hosting/${LOJA}/cron`);
}

async function chooseInterval(page: Page, label: string) {
  await dialog(page).getByRole('combobox', { name: 'Intervalo' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test.describe('Cron', () => {
  test('lists the crontab with its pt-BR descriptions', async ({ page }) => {
    await visit(page);
    await expect(page).toHaveTitle(`Painel | Tarefas agendadas | ${LOJA}`);
    await expect(table(page).getByRole('row', { name: /A cada 10 minutos \*\/10 \* \* \* \* php \/home\/loja\/public_html\/cron\/estoque\.php/ })).toBeVisible();
    await expect(table(page).getByRole('row', { name: /Às 03:30 30 3 \* \* \*/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('refuses a six-field expression and one cron rejects, then saves a custom job', async ({ page }) => {
    const command = unique('personalizado');
    await visit(page);
    await page.getByRole('button', { name: 'Adicionar tarefa' }).click();
    await expect(dialog(page).getByRole('combobox', { name: 'Intervalo' })).toHaveText('A cada 5 minutos');
    await chooseInterval(page, 'Personalizado');
    const expression = dialog(page).getByLabel('Expressão cron');
    await expression.fill('*/5 * * * * *');
    await dialog(page).getByLabel('Comando').fill(command);
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog(page).getByText('A expressão deve ter cinco campos: minuto, hora, dia do mês, mês e dia da semana.')).toBeVisible();
    await expect(expression).toHaveAttribute('aria-invalid', 'true');
    // Passes the form's own check; the server's cron parser refuses it, under the same field.
    await expression.fill('61 * * * *');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog(page).getByText('Expressão inválida.')).toBeVisible();
    await expect(dialog(page).getByLabel('Comando')).toHaveValue(command);
    await expectAccessible(page);
    await expression.fill('15 2 * * 1-5');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText('Tarefa salva!')).toBeVisible();
    await expect(table(page).getByRole('row', { name: new RegExp(`Às 02:15, de segunda-feira a sexta-feira 15 2 \\* \\* 1-5 ${command.replace(/[./]/g, '\\$&')}`) })).toBeVisible();
  });

  test('weekly with the time mask and the default weekday, edited to monthly, then deleted with the command cut at 30 characters', async ({ page }) => {
    const command = unique('semanal-com-um-nome-bem-comprido');
    await visit(page);
    await page.getByRole('button', { name: 'Adicionar tarefa' }).click();
    await chooseInterval(page, 'Semanalmente');
    await expect(dialog(page).getByRole('combobox', { name: 'Dia da semana' })).toHaveText('Segunda-feira');
    const time = dialog(page).getByLabel('Horário');
    await time.pressSequentially('0830');
    await expect(time).toHaveValue('08:30');
    await dialog(page).getByLabel('Comando').fill(command);
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    const row = table(page).getByRole('row').filter({ hasText: command });
    await expect(row).toContainText('Às 08:30, somente de segunda-feira');

    const short = `${command.slice(0, 30)}...`;
    await row.getByRole('button', { name: `Editar tarefa ${short}` }).click();
    await expect(dialog(page).getByRole('combobox', { name: 'Intervalo' })).toHaveText('Semanalmente');
    await expect(dialog(page).getByLabel('Horário')).toHaveValue('08:30');
    await chooseInterval(page, 'Mensalmente');
    const day = dialog(page).getByLabel('Dia do mês');
    await day.pressSequentially('5');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog(page).getByText('Informe um dia do mês entre 01 e 31.')).toBeVisible();
    await day.fill('');
    await day.pressSequentially('05x');
    await expect(day).toHaveValue('05');
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    await expect(row).toContainText('Às 08:30, no dia 5 do mês');

    await row.getByRole('button', { name: `Excluir tarefa ${short}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Excluir tarefa' });
    await expect(confirm).toContainText('Tem certeza que deseja excluir a tarefa abaixo?');
    await expect(confirm.getByTestId('cron-delete-command')).toHaveText(`30 8 5 * * ${short}`);
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(table(page).getByRole('row').filter({ hasText: command })).toHaveCount(0);
  });

  test('Executar agora runs the job once and shows what it printed', async ({ page }) => {
    test.skip(spawnSync('bwrap', ['--unshare-all', '--unshare-user', '--ro-bind', '/', '/', 'true']).status !== 0, 'needs bubblewrap (Debian package bubblewrap) allowed to make namespaces');
    const marker = `e2e-${Date.now().toString(36)}`;
    const command = `echo ${marker}; ls /work 2>&1`;
    await visit(page);
    await page.getByRole('button', { name: 'Adicionar tarefa' }).click();
    await dialog(page).getByLabel('Comando').fill(command);
    await dialog(page).getByRole('button', { name: 'Salvar' }).click();
    const row = table(page).getByRole('row').filter({ hasText: marker });
    await row.getByRole('button', { name: /^Executar agora/ }).click();
    const run = page.getByRole('dialog', { name: 'Executar agora' });
    await expect(run.getByText('Terminou com o código 2.')).toBeVisible();
    await expect(run.getByLabel('Saída do comando')).toContainText(marker);
    await expect(run.getByLabel('Saída do comando')).toContainText("ls: cannot access '/work': No such file or directory");
    await expectAccessible(page);
    await run.getByRole('button', { name: 'Fechar' }).click();
    await expect(run).toBeHidden();
  });
});
