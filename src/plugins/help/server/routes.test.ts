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
