/**
 * The invisible captcha run before signing in or up. The local default always passes; the failing
 * mode (localStorage "painel.captcha" = "fail") stands for a provider that cannot be reached.
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

const localCaptcha: InvisibleCaptcha = {
  execute: async () => 'local-captcha-pass',
  reset: () => undefined,
};

const failingCaptcha: InvisibleCaptcha = {
  execute: async () => {
    throw new CaptchaUnavailable();
  },
  reset: () => undefined,
};

export function invisibleCaptcha(): InvisibleCaptcha {
  return window.localStorage.getItem(CAPTCHA_MODE_KEY) === 'fail' ? failingCaptcha : localCaptcha;
}
