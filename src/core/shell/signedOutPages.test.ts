import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { loadSignedOutPage, signedOutPage } from './signedOutPages';

const LAZY = Symbol.for('react.lazy');

beforeAll(async () => {
  await i18n.init({ lng: 'pt-BR', resources: {} });
});

describe('signed-out pages', () => {
  it('are drawn as themselves once loaded, so the first page shows without a fallback', async () => {
    const page = await loadSignedOutPage('auth:pages/VerificationPage');
    expect(signedOutPage('auth:pages/VerificationPage')).toBe(page.default);
    expect(i18n.t('auth.verification.title')).toBe('Verificação de e-mail');
  });

  it('are lazy while not loaded, and stay the same component once they are (React keeps their state)', async () => {
    const lazy = signedOutPage('auth:pages/RegisterPage');
    expect((lazy as unknown as { $$typeof: symbol }).$$typeof).toBe(LAZY);
    await loadSignedOutPage('auth:pages/RegisterPage');
    expect(signedOutPage('auth:pages/RegisterPage')).toBe(lazy);
  });
});
