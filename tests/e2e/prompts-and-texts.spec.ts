import { expect, test } from './fixtures';
import { apiAs, leaveNoPromptWaiting } from './promptsSupport';
import { signIn } from './support';

/** Issue 46's last items, at a desktop's and a phone's width: texts that were missing, prompts one at a time. */

const OWNER = 'cliente@exemplo.com.br';
const GUEST = 'convidado@exemplo.com.br';

// Other specs in this worker sign in as the same customer.
test.afterEach(({ request }) => leaveNoPromptWaiting(request, OWNER));

for (const [device, viewport] of [['desktop', { width: 1350, height: 900 }], ['phone', { width: 375, height: 740 }]] as const) {
  test.describe(`at ${viewport.width} px (${device})`, () => {
    test.use({ viewport });

    test('/hosting/transfer without its token says what is missing and leads to the hostings', async ({ page }) => {
      await signIn(page, OWNER, '/hosting/transfer');
      await expect(page).toHaveURL('/hosting/transfer');
      await expect(page.getByRole('heading', { name: 'Transferência de hospedagem' })).toBeVisible();
      await expect(page.getByText('Este endereço confirma a transferência de uma hospedagem e precisa do código de confirmação')).toBeVisible();
      await page.getByRole('link', { name: 'Ver minhas hospedagens' }).click();
      await expect(page).toHaveURL('/hostings');
    });

    test('a guest with the e-mail permission only is offered no WordPress install on /hosting/wordpress', async ({ page }) => {
      await signIn(page, GUEST, '/hosting/wordpress');
      await expect(page.getByRole('heading', { name: 'Instalar WordPress' })).toBeVisible();
      await expect(page.getByText('Sem permissão para o site desta hospedagem')).toBeVisible();
      await expect(page.getByRole('link', { name: /^(Instalar|Listar instalações) lojadaana\.com\.br$/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^(Instalar|Listar instalações) lojadaana\.com\.br$/ })).toHaveCount(0);
      // Without a chat widget, asking for a WordPress trial says to ask support.
      await page.getByRole('button', { name: 'Solicitar um teste' }).click();
      await expect(page.getByRole('dialog')).toContainText('Fale com nosso suporte e solicite um teste do plano WordPress!');
    });

    test('the profile survey, then the partner survey, then the questionnaire: one at a time, every button clickable', async ({ ownPage: page, request }) => {
      const api = await apiAs(request, OWNER);
      await api.post('/sandbox/surveys', { profile: 'simple', partner: true });
      await api.post('/sandbox/questionnaire/1/assign');
      await signIn(page, OWNER, '/');
      const bar = page.getByTestId('questionnaire');

      const profile = page.getByRole('dialog', { name: 'Conte-nos um pouco sobre você' });
      await expect(profile).toBeVisible();
      // Past the questionnaire's 2 s, with the survey still open.
      await page.waitForTimeout(2_500);
      await expect(bar).toHaveCount(0);
      await profile.getByRole('button', { name: 'Agora não' }).click();

      const partner = page.getByRole('dialog', { name: 'Seja nosso parceiro' });
      await expect(partner).toBeVisible();
      await page.waitForTimeout(1_500);
      await expect(bar).toHaveCount(0);
      await partner.getByLabel('Não, obrigado').check();
      await partner.getByLabel('Não tenho tempo agora').check();
      // A plain click, which Playwright refuses when something covers the button.
      await partner.getByRole('button', { name: 'Enviar' }).click({ timeout: 5_000 });
      await expect(partner).toBeHidden();

      await expect(bar).toContainText('Você tem um minuto para nos contar como está sendo a sua experiência?');
      await bar.getByRole('button', { name: 'Responder' }).click();
    });
  });
}
