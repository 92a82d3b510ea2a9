import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';

const app = withTestApp();
const SURVEYS = 'pesquisa@exemplo.com.br';
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('profile and partner surveys', () => {
  it('shows the demo account both surveys and clears each once answered', async () => {
    const token = await loginAs(app, SURVEYS);
    expect((await call(app, token, 'GET', '/api/user/surveys')).json().data).toEqual({
      showSurveyProfile: true, showSurveyProfileSimple: false, showPartnerSurvey: true, preferences: { hide_auto_recharge_alert: false },
    });
    const incomplete = await call(app, token, 'POST', '/api/user/group', { simplified: false, group: 'other', otherGroup: '', goal: 'single_site', websites: '1', origin: '' });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors).toEqual({ origin: 'Escolha uma das opções.', otherGroup: 'Conte qual é o seu perfil.' });
    const long = await call(app, token, 'POST', '/api/user/group', { simplified: false, group: 'other', otherGroup: 'x'.repeat(101), goal: 'single_site', websites: '1', origin: 'google' });
    expect(Object.keys(long.json().errors)).toEqual(['otherGroup']);
    expect((await call(app, token, 'POST', '/api/user/group', { simplified: false, group: 'agency', otherGroup: '', goal: 'manage_sites', websites: '10', origin: 'google' })).statusCode).toBe(201);

    const badSchedule = await call(app, token, 'POST', '/api/user/partner', { acceptance: true, email: 'x', phone: '1234', scheduleDate: '2020-01-01', scheduleTime: 'N' });
    expect(Object.keys(badSchedule.json().errors).sort()).toEqual(['email', 'phone', 'scheduleDate', 'scheduleTime']);
    expect((await call(app, token, 'POST', '/api/user/partner', { acceptance: true, email: SURVEYS, phone: '(21) 99876-5432', scheduleDate: tomorrow(), scheduleTime: 'A' })).statusCode).toBe(201);

    const flags = (await call(app, token, 'GET', '/api/user/surveys')).json().data;
    expect(flags).toMatchObject({ showSurveyProfile: false, showPartnerSurvey: false });
  });

  it('takes the simplified form, refusal reasons, preferences and events', async () => {
    const token = await loginAs(app, DEMO.owner);
    await call(app, token, 'POST', '/api/sandbox/surveys', { profile: 'simple', partner: true });
    expect((await call(app, token, 'GET', '/api/user/surveys')).json().data).toMatchObject({ showSurveyProfile: false, showSurveyProfileSimple: true });
    expect((await call(app, token, 'POST', '/api/user/group', { simplified: true, group: '', otherGroup: '', goal: 'other', websites: '0', origin: '' })).statusCode).toBe(201);
    const noReason = await call(app, token, 'POST', '/api/user/partner', { acceptance: false, refusalReason: 'OTHER', reasonOther: '' });
    expect(noReason.json().errors).toEqual({ reasonOther: 'Conte o motivo.' });
    expect((await call(app, token, 'POST', '/api/user/partner', { acceptance: false, refusalReason: 'OTHER', reasonOther: 'x'.repeat(501) })).json().errors.reasonOther).toBeDefined();
    expect((await call(app, token, 'POST', '/api/user/partner', { acceptance: false, refusalReason: 'NO_TIME', reasonOther: '' })).statusCode).toBe(201);
    expect((await call(app, token, 'POST', '/api/user/preferences', { preferences: { hide_auto_recharge_alert: true } })).statusCode).toBe(200);
    expect((await call(app, token, 'POST', '/api/user/preferences', { preferences: { other: 1 } })).statusCode).toBe(422);
    expect((await call(app, token, 'POST', '/api/user/event', { action: 'close', category: 'survey', label: 'partner' })).statusCode).toBe(204);
    expect((await call(app, token, 'POST', '/api/user/event', { action: '', category: 'survey', label: 'x' })).json().errors.action).toBeDefined();
    expect((await call(app, token, 'GET', '/api/user/surveys')).json().data).toEqual({
      showSurveyProfile: false, showSurveyProfileSimple: false, showPartnerSurvey: false, preferences: { hide_auto_recharge_alert: true },
    });
    const kept = (await call(app, token, 'GET', '/api/sandbox/surveys/answers')).json().data;
    expect(kept.answers.map((a: { kind: string }) => a.kind)).toEqual(['profile', 'partner']);
    expect(kept.events).toEqual([{ action: 'close', category: 'survey', label: 'partner' }]);
  });

  it('needs a session', async () => {
    for (const path of ['/api/user/group', '/api/user/partner', '/api/user/preferences', '/api/user/event']) {
      expect((await call(app, null, 'POST', path, {})).statusCode).toBe(401);
    }
  });
});
