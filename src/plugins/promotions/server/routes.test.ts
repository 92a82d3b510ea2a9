import { describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { SANDBOX_PROMOTION_TEXTS } from '../contract';

const app = withTestApp();

describe('POST /sandbox/promotion', () => {
  it('gives the signed-in user a promotion that GET /user/promotion counts down in seconds', async () => {
    const token = await loginAs(app, DEMO.owner);
    expect((await call(app, token, 'GET', '/api/user/promotion')).json().data).toEqual({ active: false, type: null, expiration: 0 });
    expect((await call(app, token, 'POST', '/api/sandbox/promotion', { type: 'christmas', seconds: 3600 })).statusCode).toBe(200);
    const promotion = (await call(app, token, 'GET', '/api/user/promotion')).json().data;
    expect(promotion).toMatchObject({ active: true, type: 'christmas' });
    expect(promotion.expiration).toBeGreaterThan(3590);
    expect(promotion.expiration).toBeLessThanOrEqual(3600);
  });

  it('refuses a bad type or duration in pt-BR under the field, and needs a session', async () => {
    const token = await loginAs(app, DEMO.owner);
    const bad = await call(app, token, 'POST', '/api/sandbox/promotion', { type: 'natal', seconds: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ type: SANDBOX_PROMOTION_TEXTS.type, seconds: SANDBOX_PROMOTION_TEXTS.seconds });
    expect((await call(app, null, 'POST', '/api/sandbox/promotion', { type: 'tester', seconds: 60 })).statusCode).toBe(401);
  });

  it('does not exist without the sandbox', async () => {
    const { app: production, close } = await createTestApp({ sandbox: false });
    try {
      const token = await loginAs(production, DEMO.owner);
      expect((await call(production, token, 'POST', '/api/sandbox/promotion', { type: 'tester', seconds: 60 })).statusCode).toBe(404);
    } finally {
      await close();
    }
  });
});
