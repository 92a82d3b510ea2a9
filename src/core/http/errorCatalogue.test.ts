import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { alertTitle, decide, handledByShell, TEXTS } from './errorCatalogue';

describe('the global error catalogue (part 1 §8)', () => {
  it('logs out on 401, alerts and leaves on 403, goes to /404 on 404, leaves 422 to the form', () => {
    expect(decide(new ApiError(401, 'x'))).toEqual({ kind: 'logout' });
    const forbidden = decide(new ApiError(403, 'x', {}, 'GET /api/x'));
    expect(forbidden).toMatchObject({ kind: 'forbidden', alert: { message: TEXTS.forbidden, title: 'Alerta' } });
    expect(decide(new ApiError(404, 'x'))).toEqual({ kind: 'notFound' });
    expect(decide(new ApiError(422, 'x', { email: 'bad' }))).toEqual({ kind: 'fieldErrors' });
  });

  it('shows the server message, or the default text', () => {
    expect(decide(new ApiError(409, 'Domínio em uso.'))).toMatchObject({ alert: { message: 'Domínio em uso.', title: 'Alerta' } });
    expect(decide(new ApiError(500, ''))).toMatchObject({ alert: { message: TEXTS.default, title: 'Erro' } });
  });

  it('explains timeouts and offers no provider notice for 502, 503 and 524', () => {
    expect(decide(new ApiError(524, 'x'))).toMatchObject({ alert: { message: TEXTS.timeout, canNotifyProvider: false } });
    expect(decide(new ApiError(522, 'x'))).toMatchObject({ alert: { message: TEXTS.timeout, canNotifyProvider: true } });
    expect(decide(new ApiError(502, 'x'))).toMatchObject({ alert: { canNotifyProvider: false } });
    expect(decide(new ApiError(503, 'x'))).toMatchObject({ alert: { canNotifyProvider: false } });
    expect(decide(new ApiError(500, 'x'))).toMatchObject({ alert: { canNotifyProvider: true } });
  });

  it("answers 402 with the server's needs-recharge text and the way to recharge, staying on the page", () => {
    const owner = decide(new ApiError(402, 'Esta hospedagem está suspensa por falta de créditos. Faça uma recarga para reativá-la.', {}, 'GET /api/hosting/x/ftp', { needsRecharge: true, recharge: '/payment/manual-recharge' }));
    expect(owner).toEqual({
      kind: 'needsRecharge',
      alert: { title: 'Alerta', message: 'Esta hospedagem está suspensa por falta de créditos. Faça uma recarga para reativá-la.', status: 402, call: 'GET /api/hosting/x/ftp', canNotifyProvider: false, rechargePath: '/payment/manual-recharge' },
    });
    expect(decide(new ApiError(402, '', {}, '', { needsRecharge: true, recharge: null }))).toMatchObject({ alert: { message: TEXTS.needsRecharge } });
    expect(decide(new ApiError(402, 'x', {}, '', { recharge: 'https://fora.example' }))).not.toHaveProperty('alert.rechargePath');
  });

  it('leaves to the shell, whatever the feature, only a session gone (401), no permission (403) and a needed recharge (402)', () => {
    expect([401, 402, 403].map((status) => handledByShell(new ApiError(status, 'x')))).toEqual([true, true, true]);
    expect([404, 409, 422, 500].map((status) => handledByShell(new ApiError(status, 'x')))).toEqual([false, false, false, false]);
    expect(handledByShell(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('ignores cancelled requests and falls back for unknown failures', () => {
    expect(decide(new DOMException('aborted', 'AbortError'))).toEqual({ kind: 'ignore' });
    expect(decide(new TypeError('boom'))).toMatchObject({ kind: 'alert', alert: { message: TEXTS.fallback } });
  });

  it('titles alerts by status', () => {
    expect([alertTitle(503), alertTitle(400), alertTitle(200)]).toEqual(['Erro', 'Alerta', 'Notificação']);
  });
});
