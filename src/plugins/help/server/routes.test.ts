import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { helpConfigFrom } from './routes';

const app = withTestApp();

describe('help configuration', () => {
  it('answers the local defaults when nothing is configured', async () => {
    const token = await loginAs(app, DEMO.owner);
    expect((await call(app, token, 'GET', '/api/help/config')).json().data).toEqual({ chatWidgetId: null, helpUrl: null, videos: [] });
    expect((await call(app, null, 'GET', '/api/help/config')).statusCode).toBe(401);
  });

  it('reads the chat widget, help centre and videos from the environment, refusing wrong values', () => {
    const env = { CHAT_WIDGET_ID: 'abc123', HELP_URL: 'https://ajuda.exemplo.com.br', TUTORIAL_VIDEOS: '[{"title":"Criando sua hospedagem","url":"https://videos.exemplo.com.br/criar"}]' };
    expect(helpConfigFrom(env)).toEqual({ chatWidgetId: 'abc123', helpUrl: 'https://ajuda.exemplo.com.br', videos: [{ title: 'Criando sua hospedagem', url: 'https://videos.exemplo.com.br/criar' }] });
    expect(() => helpConfigFrom({ TUTORIAL_VIDEOS: '[' })).toThrow('TUTORIAL_VIDEOS');
    expect(() => helpConfigFrom({ CHAT_WIDGET_ID: '<script>' })).toThrow('chatWidgetId');
  });
});

describe('chat proactive message', () => {
  it('offers help to a customer without hostings, nothing to one who is fine, and notes the interaction', async () => {
    const newcomer = await loginAs(app, DEMO.newcomer);
    expect((await call(app, newcomer, 'GET', '/api/user/jivochat/message')).json().data).toEqual({
      message: 'Olá, Nina! Quer ajuda para criar a sua primeira hospedagem?', segment_id: 'no_hosting',
    });
    expect((await call(app, newcomer, 'GET', '/api/user/jivochat/message/interaction/no_hosting')).statusCode).toBe(204);
    expect((await call(app, newcomer, 'GET', '/api/user/jivochat/message/interaction/outro')).statusCode).toBe(404);
    expect((await call(app, newcomer, 'GET', '/api/sandbox/chat/interactions')).json().data).toEqual([{ segment_id: 'no_hosting' }]);

    const owner = await loginAs(app, DEMO.owner);
    expect((await call(app, owner, 'GET', '/api/user/jivochat/message')).json().data).toEqual({ message: null, segment_id: null });
    expect((await call(app, null, 'GET', '/api/user/jivochat/message')).statusCode).toBe(401);
  });
});
