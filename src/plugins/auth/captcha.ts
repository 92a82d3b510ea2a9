import { api } from '@core/signed-out';

/**
 * The invisible captcha run before signing in or up and asking for a password reset; the server checks
 * its token (src/server/auth/captcha.ts). GET /api/captcha says which one runs: the local provider of
 * development answers its token there; Turnstile, hCaptcha or reCAPTCHA load their own script. The
 * failing mode (localStorage "painel.captcha" = "fail") stands for a provider that cannot be reached.
 */
export interface InvisibleCaptcha {
  execute(): Promise<string>;
  reset(): void;
}

export class CaptchaUnavailable extends Error {
  constructor() {
    super('Não foi possível verificar que você não é um robô. Atualize a página e tente novamente.');
  }
}

export const CAPTCHA_MODE_KEY = 'painel.captcha';

export interface CaptchaClient {
  provider: 'local' | 'turnstile' | 'hcaptcha' | 'recaptcha' | 'none';
  siteKey: string | null;
  /** The local provider's fresh token. */
  token?: string;
}

const serverCaptcha: InvisibleCaptcha = {
  async execute() {
    const client = await api<CaptchaClient>('GET', '/captcha').catch(() => {
      throw new CaptchaUnavailable();
    });
    if (client.provider === 'none') return '';
    if (client.provider === 'local') return client.token ?? '';
    if (!client.siteKey) throw new CaptchaUnavailable();
    const { providerToken } = await import('./providerCaptcha');
    return providerToken(client.provider, client.siteKey).catch(() => {
      throw new CaptchaUnavailable();
    });
  },
  reset: () => undefined,
};

const failingCaptcha: InvisibleCaptcha = {
  execute: async () => {
    throw new CaptchaUnavailable();
  },
  reset: () => undefined,
};

export function invisibleCaptcha(): InvisibleCaptcha {
  return window.localStorage.getItem(CAPTCHA_MODE_KEY) === 'fail' ? failingCaptcha : serverCaptcha;
}
