import type { FastifyInstance } from 'fastify';
import type { Generated, Kysely } from 'kysely';
import { userOf } from '@server/access/guard';
import { nowIso } from '@server/db/database';
import { HttpError, MESSAGES } from '@server/http/errors';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { helpConfigSchema, type HelpConfig } from '../contract';
import { CHAT_SEGMENTS, chatMessageFor, type ChatSegment } from './chatMessage';

type Tables = {
  chat_interactions: { id: Generated<number>; user_id: number; segment_id: string; created_at: string };
};

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
  migrations: {
    '0001_chat_interactions': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('chat_interactions')
          .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('segment_id', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
  },

  routes(app: FastifyInstance, { db, sandbox }) {
    const config = helpConfigFrom(process.env);
    const t = db.withTables<Tables>();
    app.get('/help/config', { config: { access: { rule: 'public' } } }, async () => ({ data: config }));

    // The chat's proactive message for this customer (part 1 §7), and the note that they answered it.
    app.get('/user/jivochat/message', { config: { access: { rule: 'public' } } }, async (request) => ({
      data: await chatMessageFor(db, userOf(request).id),
    }));
    app.get('/user/jivochat/message/interaction/:segmentId', { config: { access: { rule: 'public' } } }, async (request, reply) => {
      const { segmentId } = request.params as { segmentId: string };
      if (!CHAT_SEGMENTS.includes(segmentId as ChatSegment)) throw new HttpError(404, MESSAGES.notFound);
      await t.insertInto('chat_interactions').values({ user_id: userOf(request).id, segment_id: segmentId, created_at: nowIso() }).execute();
      return reply.status(204).send();
    });
    if (sandbox) {
      app.get('/sandbox/chat/interactions', { config: { access: { rule: 'public' } } }, async (request) => ({
        data: await t.selectFrom('chat_interactions').select('segment_id').where('user_id', '=', userOf(request).id).orderBy('id').execute(),
      }));
    }
  },
});
