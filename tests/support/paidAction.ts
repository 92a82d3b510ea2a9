import { randomUUID } from 'node:crypto';

/**
 * A paid action's body as the panel sends it once the customer confirms: `confirm: true` and a
 * fresh idempotency key (server/http/paidActions.ts). Pass `key` to replay the same request.
 * Shared by the API tests and the browser tests' helpers: it imports neither test runner.
 */
export function confirmedPayment<T extends object>(body: T = {} as T, key: string = randomUUID()): T & { confirm: true; idempotencyKey: string } {
  return { ...body, confirm: true, idempotencyKey: key };
}
