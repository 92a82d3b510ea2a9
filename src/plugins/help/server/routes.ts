import type { FastifyInstance } from 'fastify';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { helpConfigSchema, type HelpConfig } from '../contract';

/**
 * The help buttons' settings from the environment: CHAT_WIDGET_ID (the live-chat provider's
 * widget), HELP_URL (the help centre) and TUTORIAL_VIDEOS (JSON: [{ "title", "url" }]).
 * A wrong value stops the API at start, naming the variable, rather than showing a broken button.
 */
export function helpConfigFrom(env: NodeJS.ProcessEnv): HelpConfig {
  let videos: unknown = [];
  try {
    videos = env.TUTORIAL_VIDEOS ? JSON.parse(env.TUTORIAL_VIDEOS) : [];
  } catch {
    throw new Error('TUTORIAL_VIDEOS: JSON inválido');
  }
  const result = helpConfigSchema.safeParse({ chatWidgetId: env.CHAT_WIDGET_ID || null, helpUrl: env.HELP_URL || null, videos });
  if (!result.success) throw new Error(`Configuração de ajuda inválida: ${result.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join('; ')}`);
  return result.data;
}

export default defineServerPlugin({
  routes(app: FastifyInstance) {
    const config = helpConfigFrom(process.env);
    app.get('/help/config', { config: { access: { rule: 'public' } } }, async () => ({ data: config }));
  },
});
