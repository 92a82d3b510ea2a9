import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { SUSPENSION_SCREEN_DEFAULTS, SUSPENSION_SCREEN_TEXTS } from '../contract';

const app = withTestApp();
let owner: string;
let affiliate: string;

beforeAll(async () => {
  [owner, affiliate] = await Promise.all([loginAs(app, DEMO.owner), loginAs(app, DEMO.affiliate)]);
});

const screen = async (token: string) => (await call(app, token, 'GET', '/api/user/suspension')).json().data;

describe('the suspension screen (GET/POST /user/suspension, POST /user/suspension/reset)', () => {
  it('starts at the defaults, #6535d8 on #ffffff', async () => {
    expect(await screen(owner)).toEqual(SUSPENSION_SCREEN_DEFAULTS);
    expect(SUSPENSION_SCREEN_DEFAULTS).toMatchObject({ bgColor: '#6535d8', textColor: '#ffffff' });
  });

  it('saves a user\'s own screen, and reset brings the defaults back', async () => {
    const mine = { title: 'Voltamos logo', subtitle: 'Estamos em manutenção.', bgColor: '#112233', textColor: '#FAFAFA' };
    const saved = await call(app, owner, 'POST', '/api/user/suspension', mine);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await screen(owner)).toEqual({ ...mine, textColor: '#fafafa' });
    expect(await screen(affiliate)).toEqual(SUSPENSION_SCREEN_DEFAULTS);
    expect((await call(app, owner, 'POST', '/api/user/suspension/reset')).json().data).toEqual(SUSPENSION_SCREEN_DEFAULTS);
    expect(await screen(owner)).toEqual(SUSPENSION_SCREEN_DEFAULTS);
  });

  it('needs the title and both colours, in pt-BR, and a session', async () => {
    const response = await call(app, owner, 'POST', '/api/user/suspension', { title: ' ', subtitle: '', bgColor: 'roxo', textColor: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ title: SUSPENSION_SCREEN_TEXTS.title, bgColor: SUSPENSION_SCREEN_TEXTS.color, textColor: SUSPENSION_SCREEN_TEXTS.color });
    expect((await call(app, owner, 'POST', '/api/user/suspension', { title: 'x'.repeat(101), bgColor: '#000000', textColor: '#ffffff' })).statusCode).toBe(422);
    expect((await call(app, null, 'GET', '/api/user/suspension')).statusCode).toBe(401);
  });
});
