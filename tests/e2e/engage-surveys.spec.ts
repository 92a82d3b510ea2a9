import { expect, test } from './fixtures';
import { apiAs, leaveNoPromptWaiting } from './promptsSupport';
import { login } from './support';

const OWNER = 'cliente@exemplo.com.br';

// Other specs in this worker sign in as the same customer.
test.afterEach(({ request }) => leaveNoPromptWaiting(request, OWNER));

test('a questionnaire answered along two paths of its conditions, then closed for 72 hours', async ({ page, request, context }) => {
  const api = await apiAs(request, OWNER);
  await api.post('/sandbox/questionnaire/1/assign');
  await login(page, OWNER);
  const bar = page.getByRole('dialog', { name: 'Sua opinião sobre o Painel' });
  await expect(bar.getByText('Você tem um minuto para nos contar como está sendo a sua experiência?')).toBeVisible();
  await bar.getByRole('button', { name: 'Responder' }).click();
  await bar.getByRole('button', { name: 'Próxima' }).click();
  await expect(bar.getByRole('alert')).toHaveText('Responda esta pergunta para continuar.');

  // A 9 goes (else) to the praise question, the last on that path.
  await bar.getByRole('button', { name: '9', exact: true }).click();
  await bar.getByRole('button', { name: 'Próxima' }).click();
  await expect(bar.getByText('O que você mais gosta no Painel? (opcional)')).toBeVisible();
  await bar.getByRole('textbox').fill('A velocidade');
  await expect(bar.getByRole('button', { name: 'Enviar' })).toBeVisible();

  // Back, and a 3 goes (if) to the problems, at most two of them; "Suporte" leads on to the support question.
  await bar.getByRole('button', { name: 'Voltar' }).click();
  await bar.getByRole('button', { name: '3', exact: true }).click();
  await bar.getByRole('button', { name: 'Próxima' }).click();
  await expect(bar.getByText('O que mais atrapalhou a sua experiência?')).toBeVisible();
  await bar.getByLabel('Preço').check();
  await bar.getByLabel('Suporte').check();
  await expect(bar.getByLabel('Velocidade')).toBeDisabled();
  await bar.getByRole('button', { name: 'Próxima' }).click();
  await bar.getByRole('textbox').fill('Responder mais rápido');
  await bar.getByRole('button', { name: 'Enviar' }).click();
  await expect(bar.getByText('Obrigado! Sua resposta nos ajuda a melhorar o Painel.')).toBeVisible();
  // The praise typed on the path left behind is not sent.
  expect(await api.get('/sandbox/questionnaire/1/answers')).toEqual([{ declined: false, answers: [3, ['Preço', 'Suporte'], null, null, 'Responder mais rápido'] }]);

  const closed = (await context.cookies()).find((c) => c.name === 'painel_questionnaire_closed');
  expect(Math.abs(closed!.expires - (Date.now() / 1000 + 72 * 3600))).toBeLessThan(120);

  // Put before the customer again: the cookie keeps the bar away; without it the bar comes back.
  await api.post('/sandbox/questionnaire/1/assign');
  await page.clock.install();
  await page.reload();
  await expect(page.getByTestId('credit-balance')).toBeVisible();
  await page.clock.runFor(3000);
  await expect(bar).toHaveCount(0);
  await context.clearCookies({ name: 'painel_questionnaire_closed' });
  await page.reload();
  await expect(page.getByTestId('credit-balance')).toBeVisible();
  await page.clock.runFor(3000);
  await bar.getByRole('button', { name: 'Responder' }).click();
  await bar.getByRole('button', { name: '10', exact: true }).click();
  await bar.getByRole('button', { name: 'Próxima' }).click();
  await bar.getByRole('textbox').fill('Tudo');
  await bar.getByRole('button', { name: 'Enviar' }).click();
  await expect(bar.getByText('Obrigado! Sua resposta nos ajuda a melhorar o Painel.')).toBeVisible();
  expect((await api.get('/sandbox/questionnaire/1/answers') as unknown[])[1]).toEqual({ declined: false, answers: [10, null, null, 'Tudo', null] });
});

test('the profile and partner surveys each show once per session', async ({ page, request, context }) => {
  const api = await apiAs(request, OWNER);
  await api.post('/sandbox/surveys', { profile: 'full', partner: true });
  await login(page, OWNER);
  const profile = page.getByRole('dialog', { name: 'Conte-nos um pouco sobre você' });
  const send = profile.getByRole('button', { name: 'Enviar' });
  await expect(send).toBeDisabled();
  const choose = async (label: string, option: string) => {
    await profile.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await choose('Qual é o seu objetivo com o painel?', 'Gerenciar vários sites');
  await choose('Quantos sites você administra?', '10 a 49');
  await expect(send).toBeDisabled();
  await choose('Você é', 'Agência');
  await choose('Como você nos conheceu?', 'Indicação');
  await send.click();
  await expect(profile).toBeHidden();

  const partner = page.getByRole('dialog', { name: 'Seja nosso parceiro' });
  await partner.getByLabel('Sim, quero agendar uma conversa').check();
  await expect(partner.getByLabel('E-mail')).toHaveValue(OWNER);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await partner.getByLabel('Data sugerida').fill(tomorrow);
  await partner.getByLabel('Tarde (14h às 18h)').check();
  await partner.getByRole('button', { name: 'Enviar' }).click();
  await expect(partner.getByText('Conversa agendada! Nosso time entrará em contato no horário escolhido.')).toBeVisible();
  await expect(partner).toBeHidden();

  // Flagged again: not in this session...
  await api.post('/sandbox/surveys', { profile: 'simple', partner: true });
  const flags = page.waitForResponse('**/api/user/surveys');
  await page.reload();
  await flags;
  await expect(page.getByTestId('credit-balance')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // ...but in a new tab, a session of its own: the simplified form (goal and websites only), then the refusal.
  const tab = await context.newPage();
  await tab.goto('/');
  const simple = tab.getByRole('dialog', { name: 'Conte-nos um pouco sobre você' });
  await expect(simple.getByRole('combobox', { name: 'Qual é o seu objetivo com o painel?' })).toBeVisible();
  await expect(simple.getByRole('combobox', { name: 'Você é' })).toHaveCount(0);
  await simple.getByRole('button', { name: 'Agora não' }).click();
  const refusal = tab.getByRole('dialog', { name: 'Seja nosso parceiro' });
  await refusal.getByLabel('Não, obrigado').check();
  await refusal.getByLabel('Outro motivo').check();
  await refusal.getByRole('button', { name: 'Enviar' }).click();
  await expect(refusal.getByText('Conte o motivo.')).toBeVisible();
  await refusal.getByLabel('Qual?').fill('Prefiro por e-mail');
  await refusal.getByRole('button', { name: 'Enviar' }).click();
  await expect(refusal).toBeHidden();

  const kept = (await api.get('/sandbox/surveys/answers')) as { answers: { kind: string; body: Record<string, unknown> }[] };
  expect(kept.answers.map((a) => a.body)).toEqual([
    { simplified: false, group: 'agency', otherGroup: '', goal: 'manage_sites', websites: '10', origin: 'recommendation' },
    { acceptance: true, email: OWNER, phone: '(11) 98765-4321', scheduleDate: tomorrow, scheduleTime: 'A' },
    { acceptance: false, refusalReason: 'OTHER', reasonOther: 'Prefiro por e-mail' },
  ]);
});
