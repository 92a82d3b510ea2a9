import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http/errors';
import type { ThirdPartySources } from '../http/securityHeaders';
import type { CaptchaProvider } from '../outgoing/settings';

export const CAPTCHA_TEXTS = {
  refused: 'Não foi possível verificar que você não é um robô. Atualize a página e tente novamente.',
  unreachable: 'Não foi possível verificar o captcha agora. Tente novamente em instantes.',
} as const;

/** What the sign-in pages need to run the captcha: which one, its public key and, for the local one, a token. */
export interface CaptchaClient {
  provider: 'local' | CaptchaProvider | 'none';
  siteKey: string | null;
}

/** The captcha of sign-in, sign-up and password reset, verified here, never trusted from the browser. */
export interface CaptchaCheck {
  readonly client: CaptchaClient;
  passes(token: string | undefined, address: string): Promise<boolean>;
  /** The local provider's fresh token (development): what its invisible challenge answers. */
  issue?(): string;
}

/** Refuses the request, under the captcha field, unless its token passes. */
export async function requireCaptcha(captcha: CaptchaCheck, request: FastifyRequest, token: string | undefined): Promise<void> {
  if (!(await captcha.passes(token, request.ip))) throw new HttpError(422, CAPTCHA_TEXTS.refused, { captcha: CAPTCHA_TEXTS.refused });
}

/** Documented tokens of the local provider, for tests: like the real providers' published test keys. */
export const LOCAL_CAPTCHA_TOKENS = { pass: 'test', fail: 'fail' } as const;

const LOCAL_TOKEN_SECONDS = 120;

/**
 * The development provider (sandbox only): its invisible challenge is GET /api/captcha, which hands
 * out a token signed with this process's key, good once for two minutes; `test` always passes and
 * `fail` never does. Without the sandbox it does not exist, so neither works in production.
 */
export function localCaptcha(): CaptchaCheck {
  const key = randomBytes(32);
  const spent = new Map<string, number>();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    client: { provider: 'local', siteKey: null },
    issue() {
      const payload = `${Math.floor(Date.now() / 1000) + LOCAL_TOKEN_SECONDS}.${randomBytes(12).toString('base64url')}`;
      return `local.${payload}.${sign(payload)}`;
    },
    async passes(token) {
      if (token === LOCAL_CAPTCHA_TOKENS.pass) return true;
      const [scheme, expires, nonce, signature] = (token ?? '').split('.');
      if (scheme !== 'local' || !expires || !nonce || !signature) return false;
      const expected = Buffer.from(sign(`${expires}.${nonce}`));
      const given = Buffer.from(signature);
      const now = Date.now() / 1000;
      if (given.length !== expected.length || !timingSafeEqual(given, expected) || Number(expires) < now || spent.has(nonce)) return false;
      for (const [old, until] of spent) if (until < now) spent.delete(old);
      spent.set(nonce, Number(expires));
      return true;
    },
  };
}

/** Each provider's server-side check: the same form POST, answering `{ success }`. */
export const SITEVERIFY_URLS: Record<CaptchaProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
};

/** Where each provider's script, frames and calls come from, for the Content-Security-Policy. */
const CAPTCHA_SOURCES: Record<CaptchaProvider, ThirdPartySources> = {
  turnstile: { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'], connect: [] },
  hcaptcha: { script: ['https://js.hcaptcha.com', 'https://*.hcaptcha.com'], frame: ['https://*.hcaptcha.com'], connect: ['https://*.hcaptcha.com'] },
  recaptcha: { script: ['https://www.google.com', 'https://www.gstatic.com'], frame: ['https://www.google.com'], connect: ['https://www.google.com'] },
};

export function captchaSources({ provider }: CaptchaClient): ThirdPartySources | undefined {
  return provider === 'local' || provider === 'none' ? undefined : CAPTCHA_SOURCES[provider];
}

/** Cloudflare Turnstile, hCaptcha or reCAPTCHA, by CAPTCHA_SECRET; a token it cannot check is refused. */
export function providerCaptcha(provider: CaptchaProvider, secret: string, siteKey: string, log?: FastifyBaseLogger, verifyUrl = SITEVERIFY_URLS[provider]): CaptchaCheck {
  return {
    client: { provider, siteKey },
    async passes(token, address) {
      if (!token) return false;
      let answer: { success?: unknown; 'error-codes'?: unknown };
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: address }),
          signal: AbortSignal.timeout(5_000),
        });
        answer = (await response.json()) as typeof answer;
      } catch (error) {
        log?.error({ provider, reason: (error as Error).name }, 'captcha provider unreachable');
        throw new HttpError(503, CAPTCHA_TEXTS.unreachable);
      }
      return answer.success === true;
    },
  };
}

/** No captcha configured outside development: every request passes, as start-up warns. */
export const noCaptcha: CaptchaCheck = { client: { provider: 'none', siteKey: null }, passes: async () => true };
