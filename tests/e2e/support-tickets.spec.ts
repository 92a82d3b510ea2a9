import { expect, test } from './fixtures';
import { expectAccessible, login } from './support';

test('the dashboard card shows the latest tickets and leads to them', async ({ page }) => {
  await login(page, 'cliente@exemplo.com.br');
  const card = page.getByRole('table', { name: 'Tickets de Suporte' });
  await expect(card.getByRole('row')).toHaveCount(2);
  await expect(card.getByRole('row').nth(1)).toContainText('Respondido');
  await expect(card.getByRole('row').nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(page.getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/support/tickets');
  await expectAccessible(page);

  await card.getByRole('link', { name: 'Problema técnico' }).click();
  await expect(page).toHaveURL(/\/support\/ticket\/\d+$/);
  await expect(page.getByTestId('ticket-message')).toHaveCount(2);
  await expect(page).toHaveTitle(/^Painel \| Ticket #\d+$/);
  await expectAccessible(page);
});

test('a new ticket is opened from the dashboard, answered by the support team, and replied to', async ({ page }) => {
  await login(page, 'cliente@exemplo.com.br');
  await page.getByRole('link', { name: 'Abrir ticket' }).click();
  await expect(page).toHaveURL('/support/tickets?add=1');
  const dialog = page.getByRole('dialog', { name: 'Novo ticket' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Abrir ticket' }).click();
  await expect(dialog.getByText('Escolha o assunto do ticket.')).toBeVisible();
  await expect(dialog.getByText('Escreva a sua mensagem.')).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Assunto' }).click();
  await page.getByRole('option', { name: 'Outro' }).click();
  await dialog.getByRole('textbox', { name: 'Qual é o assunto?' }).fill('Certificado SSL');
  await dialog.getByRole('combobox', { name: 'Hospedagem relacionada' }).click();
  await page.getByRole('option', { name: 'blogdaana.com.br' }).click();
  await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('O cadeado não aparece no blog.');
  await dialog.getByRole('button', { name: 'Abrir ticket' }).click();

  await expect(page).toHaveURL(/\/support\/ticket\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Certificado SSL');
  await expect(page.getByTestId('ticket-message')).toHaveCount(1);
  await expect(page.getByText('Aguardando a resposta da equipe de suporte.')).toBeVisible();
  await expectAccessible(page);

  await expect(page.getByTestId('ticket-message').nth(1)).toContainText('Recebemos a sua mensagem e responderemos em breve.', { timeout: 15_000 });
  await expect(page.getByText('Respondido')).toBeVisible();

  await page.getByRole('textbox', { name: 'Sua resposta' }).fill('Obrigada!');
  await page.getByRole('button', { name: 'Responder' }).click();
  await expect(page.getByTestId('ticket-message')).toHaveCount(3);
  await expect(page.getByText('Aberto', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Voltar para os tickets' }).click();
  const list = page.getByRole('table', { name: 'Tickets de Suporte' });
  await expect(list.getByRole('row').nth(1)).toContainText('Certificado SSL');
  await expect(list.getByRole('row')).toHaveCount(3);
  await expectAccessible(page);
});

test('the tickets list needs a session, and someone else\'s ticket is refused', async ({ page }) => {
  await page.goto('/support/tickets');
  await expect(page).toHaveURL('/auth/login?redirect=%2Fsupport%2Ftickets');
  await login(page, 'convidado@exemplo.com.br', undefined, '/auth/login?redirect=%2Fsupport%2Ftickets');
  await expect(page.getByRole('heading', { name: 'Tickets de Suporte' })).toBeVisible();
  await expect(page.getByText('Você ainda não abriu nenhum ticket.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Suporte', exact: true }).first()).toHaveAttribute('href', '/support/tickets');
  await expectAccessible(page);

  await page.goto('/support/ticket/1');
  await expect(page.getByRole('dialog')).toContainText('Você não possui permissão para fazer isso!');
  await expect(page).toHaveURL('/');
});
