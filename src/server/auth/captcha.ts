import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
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
  issue?(): Promise<string>;
}

/** Refuses the request, under the captcha field, unless its token passes. */
export async function requireCaptcha(captcha: CaptchaCheck, request: FastifyRequest, token: string | undefined): Promise<void> {
  if (!(await captcha.passes(token, request.ip))) throw new HttpError(422, CAPTCHA_TEXTS.refused, { captcha: CAPTCHA_TEXTS.refused });
}

/** Documented tokens of the local provider, for tests: like the real providers' published test keys. */
export const LOCAL_CAPTCHA_TOKENS = { pass: 'test', fail: 'fail' } as const;

const LOCAL_TOKEN_MS = 120_000;
const LOCAL_TOKEN = /^local\.([A-Za-z0-9_-]{24})$/;

/** Where the local provider keeps the tokens it handed out: the panel's shared state, which every API process reads. */
export interface OneTimeTokens {
  put(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** The value, removed in the same step, so of several processes taking one key only one gets it. */
  take<T>(key: string): Promise<T | null>;
}

/**
 * The development provider (sandbox only): its invisible challenge is GET /api/captcha, which hands
 * out a random token kept in the shared state, good once for two minutes whichever API process
 * checks it; `test` always passes and `fail` never does. Without the sandbox it does not exist, so
 * neither works in production.
 */
export function localCaptcha(tokens: OneTimeTokens): CaptchaCheck {
  return {
    client: { provider: 'local', siteKey: null },
    async issue() {
      const nonce = randomBytes(18).toString('base64url');
      await tokens.put(`captcha:${nonce}`, true, LOCAL_TOKEN_MS);
      return `local.${nonce}`;
    },
    async passes(token) {
      if (token === LOCAL_CAPTCHA_TOKENS.pass) return true;
      const nonce = LOCAL_TOKEN.exec(token ?? '')?.[1];
      return nonce !== undefined && (await tokens.take<boolean>(`captcha:${nonce}`)) === true;
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
