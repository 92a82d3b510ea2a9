import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { PAID_ACTION_TEXTS } from '../../src/server/http/paidActions';
import { call, type TestApp } from './apiApp';
import { confirmedPayment } from './paidAction';

type Method = 'POST' | 'PATCH' | 'PUT';

/**
 * What every paid route must show a client: without the confirmation, or without a key, a 422 under
 * that field and nothing done (`effects` unchanged); the same confirmed request sent twice with one
 * key does it once (`effects` up by one) and answers the second with the first answer, replayed.
 * Answers the first confirmed response, for the caller's own checks.
 */
export async function expectPaidOnce(app: TestApp, token: string, method: Method, url: string, body: object, effects: () => Promise<number>) {
  const before = await effects();
  const unconfirmed = await call(app, token, method, url, { ...body, idempotencyKey: randomUUID() });
  expect(unconfirmed.statusCode, unconfirmed.body).toBe(422);
  expect(unconfirmed.json().errors.confirm).toBe(PAID_ACTION_TEXTS.confirm);
  const keyless = await call(app, token, method, url, { ...body, confirm: true });
  expect(keyless.statusCode, keyless.body).toBe(422);
  expect(keyless.json().errors.idempotencyKey).toBe(PAID_ACTION_TEXTS.key);
  expect(await effects()).toBe(before);

  const key = randomUUID();
  const first = await call(app, token, method, url, confirmedPayment(body, key));
  expect(first.statusCode, first.body).toBeLessThan(300);
  const again = await call(app, token, method, url, confirmedPayment(body, key));
  expect(again.statusCode).toBe(first.statusCode);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json()).toEqual(first.json());
  expect(await effects()).toBe(before + 1);
  return first;
}
