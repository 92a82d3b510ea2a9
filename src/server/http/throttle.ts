import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverText } from '../i18n/texts';
import { HttpError } from './errors';

/** "1 minuto", "15 minutos". */
export function minutesText(minutes: number): string {
  return serverText('minutes', { count: minutes });
}

/** The refusal of a ceiling counted per address. */
export function addressRefusal(wait: string): string {
  return `Muitas solicitações a partir deste endereço. Aguarde ${wait} e tente novamente.`;
}

export interface ThrottleRule {
  max: number;
  minutes: number;
  /** The pt-BR refusal, given the minutes left. */
  refusal: (wait: string) => string;
}

/** Counts one more use of `key`; refuses with 429 and the rule's text once the rule's ceiling is passed. */
export type Throttle = (request: FastifyRequest, key: string) => Promise<void>;

const THROTTLE_KEY = Symbol('throttle key');
type KeyedRequest = FastifyRequest & { [THROTTLE_KEY]?: string };

/**
 * A fixed-window ceiling on any key (an account, an address), counted by @fastify/rate-limit's
 * store (the shared state: every API process counts together), which the caller feeds with the
 * key it chose. `name` keeps each ceiling's counts apart. Needs the plugin registered on `app`.
 */
export function createThrottle(app: FastifyInstance, rule: ThrottleRule, name: string): Throttle {
  const limit = app.createRateLimit({
    max: rule.max,
    timeWindow: rule.minutes * 60_000,
    keyGenerator: (request) => `${name}:${(request as KeyedRequest)[THROTTLE_KEY] ?? request.ip}`,
  });
  return async (request, key) => {
    (request as KeyedRequest)[THROTTLE_KEY] = key;
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new HttpError(429, rule.refusal(minutesText(Math.max(1, Math.ceil(result.ttl / 60_000)))));
    }
  };
}
