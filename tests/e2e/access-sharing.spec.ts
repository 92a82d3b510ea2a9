import { expect, test } from './fixtures';
import { createVerifiedAccount, signInFirstTime } from './authSupport';
import { expectAccessible, signIn } from './support';

test('the owner shares a hosting; the guest sees it under "Compartilhado" with only the granted tabs and gets 403 on owner-only calls', async ({ browser, request }) => {
  const guestEmail = await createVerifiedAccount(request, 'Gabriela Convidada');

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, 'cliente@exemplo.com.br', '/user/access');
  await expect(owner.getByRole('heading', { level: 1, name: 'Acessos compartilhados' })).toBeVisible();
  await expectAccessible(owner);
  await owner.getByRole('link', { name: 'Gerenciar acessos de blogdaana.com.br' }).click();
  await expect(owner).toHaveURL('/user/access/blogdaana.com.br');
  await owner.getByLabel('E-mail do convidado').fill(guestEmail);
  await owner.getByRole('button', { name: 'Compartilhar' }).click();
  await expect(owner.getByText('Escolha pelo menos uma permissão.')).toBeVisible();
  await owner.getByRole('checkbox', { name: 'E-mail' }).check();
  await owner.getByRole('button', { name: 'Compartilhar' }).click();
  await expect(owner.getByRole('table', { name: 'Convidados' }).getByText(guestEmail)).toBeVisible();
  await expect(owner.getByRole('checkbox', { name: `E-mail para ${guestEmail}` })).toBeChecked();
  await expect(owner.getByRole('checkbox', { name: `Site para ${guestEmail}` })).not.toBeChecked();
  await expectAccessible(owner);
  await ownerContext.close();

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await signInFirstTime(guest, guestEmail);
  await guest.goto('/domains');
  const shared = guest.getByTestId('sidebar-shared');
  await expect(shared.getByText('Compartilhado')).toBeVisible();
  await shared.getByRole('link', { name: 'blogdaana.com.br' }).click();
  const menu = guest.getByRole('tablist', { name: 'Menu da hospedagem' });
  await expect(menu.getByRole('tab', { name: 'Resumo' })).toBeVisible();
  for (const hidden of ['Domínio', 'Arquivos', 'Banco de Dados', 'Aplicativos', 'Configurações']) {
    await expect(menu.getByRole('tab', { name: hidden })).toHaveCount(0);
  }

  await guest.goto('/user/access');
  await expect(guest.getByRole('table', { name: 'Compartilhadas comigo' }).getByRole('row', { name: /blogdaana\.com\.br/ })).toContainText('Ana Beatriz Cliente');
  await guest.goto('/user/access/blogdaana.com.br');
  await expect(guest).not.toHaveURL('/user/access/blogdaana.com.br');

  const token = (await guest.context().cookies()).find((c) => c.name === 'painel_token')!.value;
  const headers = { authorization: `Bearer ${token}` };
  expect((await guest.request.get('/api/user/access/blogdaana.com.br', { headers })).status()).toBe(403);
  expect((await guest.request.post('/api/user/access/blogdaana.com.br', { headers, data: { email: 'novo@exemplo.com.br', hasEmail: true } })).status()).toBe(403);
  expect((await guest.request.post('/api/hosting/blogdaana.com.br/pause', { headers })).status()).toBe(403);
  expect((await guest.request.get('/api/hosting/blogdaana.com.br', { headers })).status()).toBe(200);
  await guestContext.close();
});
