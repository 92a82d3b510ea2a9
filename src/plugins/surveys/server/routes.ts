import type { FastifyInstance } from 'fastify';
import type { Generated, Kysely } from 'kysely';
import { userOf } from '@server/access/guard';
import { nowIso, type Database } from '@server/db/database';
import { DEMO_PASSWORD } from '@server/db/seed';
import { hashPassword } from '@server/auth/passwords';
import { withContract } from '@server/http/contracts';
import { parse } from '@server/http/errors';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { z } from '@core/shared';
import { eventSchema, partnerSchema, preferencesSchema, profileSurveySchema, type SurveyFlags } from '../contract';

type Tables = {
  user_surveys: { user_id: number; profile: string | null; partner: number; hide_auto_recharge_alert: number };
  survey_answers: { id: Generated<number>; user_id: number; kind: string; body: string; created_at: string };
  user_events: { id: Generated<number>; user_id: number; action: string; category: string; label: string; created_at: string };
};

const SURVEY_DEMO_EMAIL = 'pesquisa@exemplo.com.br';

async function surveyDemoUser(db: Database): Promise<number> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', SURVEY_DEMO_EMAIL).executeTakeFirst();
  if (existing) return existing.id;
  const now = nowIso();
  const row = await db.insertInto('users').values({
    email: SURVEY_DEMO_EMAIL, name: 'Sofia Pesquisa', password_hash: await hashPassword(DEMO_PASSWORD), email_verified_at: now, created_at: now,
    phone: '(21) 99876-5432', photo: null, cpf: null, is_affiliate: 0, is_first_access: 0, register_domain: null, totp_secret: null, promotion_type: null, promotion_expires_at: null,
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const sandboxFlagsSchema = z.object({ profile: z.enum(['full', 'simple']).nullable(), partner: z.boolean() }).strict();

export default defineServerPlugin({
  migrations: {
    '0001_surveys': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('user_surveys')
          .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
          .addColumn('profile', 'text')
          .addColumn('partner', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('hide_auto_recharge_alert', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        for (const table of ['survey_answers', 'user_events'] as const) {
          let builder = db.schema
            .createTable(table)
            .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
            .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'));
          builder = table === 'survey_answers'
            ? builder.addColumn('kind', 'text', (c) => c.notNull()).addColumn('body', 'text', (c) => c.notNull())
            : builder.addColumn('action', 'text', (c) => c.notNull()).addColumn('category', 'text', (c) => c.notNull()).addColumn('label', 'text', (c) => c.notNull());
          await builder.addColumn('created_at', 'text', (c) => c.notNull()).execute();
        }
      },
    },
  },

  async seed({ db }) {
    const userId = await surveyDemoUser(db);
    await db.withTables<Tables>().insertInto('user_surveys').values({ user_id: userId, profile: 'full', partner: 1, hide_auto_recharge_alert: 0 }).execute();
  },

  routes(app: FastifyInstance, { db, sandbox }) {
    const t = db.withTables<Tables>();
    const rowOf = async (userId: number) =>
      (await t.selectFrom('user_surveys').selectAll().where('user_id', '=', userId).executeTakeFirst()) ??
      { user_id: userId, profile: null, partner: 0, hide_auto_recharge_alert: 0 };
    const update = async (userId: number, patch: Partial<Tables['user_surveys']>) => {
      const row = { ...(await rowOf(userId)), ...patch };
      await t.insertInto('user_surveys').values(row).onConflict((oc) => oc.column('user_id').doUpdateSet(patch)).execute();
    };
    const keep = (userId: number, kind: string, body: unknown) =>
      t.insertInto('survey_answers').values({ user_id: userId, kind, body: JSON.stringify(body), created_at: nowIso() }).execute();

    app.get('/user/surveys', { config: { access: { rule: 'public' } } }, async (request) => {
      const row = await rowOf(userOf(request).id);
      const flags: SurveyFlags = {
        showSurveyProfile: row.profile === 'full',
        showSurveyProfileSimple: row.profile === 'simple',
        showPartnerSurvey: row.partner === 1,
        preferences: { hide_auto_recharge_alert: row.hide_auto_recharge_alert === 1 },
      };
      return { data: flags };
    });

    app.post('/user/group', withContract({ config: { access: { rule: 'public' } } }, { body: profileSurveySchema }), async (request, reply) => {
      const body = parse(profileSurveySchema, request.body);
      const userId = userOf(request).id;
      await keep(userId, 'profile', body);
      await update(userId, { profile: null });
      return reply.status(201).send({ data: { saved: true } });
    });

    app.post('/user/partner', withContract({ config: { access: { rule: 'public' } } }, { body: partnerSchema }), async (request, reply) => {
      const body = parse(partnerSchema, request.body);
      const userId = userOf(request).id;
      await keep(userId, 'partner', body);
      await update(userId, { partner: 0 });
      return reply.status(201).send({ data: { saved: true } });
    });

    app.post('/user/preferences', withContract({ config: { access: { rule: 'public' } } }, { body: preferencesSchema }), async (request) => {
      const { preferences } = parse(preferencesSchema, request.body);
      await update(userOf(request).id, { hide_auto_recharge_alert: preferences.hide_auto_recharge_alert ? 1 : 0 });
      return { data: { preferences } };
    });

    app.post('/user/event', withContract({ config: { access: { rule: 'public' } } }, { body: eventSchema }), async (request, reply) => {
      const body = parse(eventSchema, request.body);
      await t.insertInto('user_events').values({ ...body, user_id: userOf(request).id, created_at: nowIso() }).execute();
      return reply.status(204).send();
    });

    if (sandbox) {
      // Development only: put the surveys before the caller again.
      app.post('/sandbox/surveys', withContract({ config: { access: { rule: 'public' } } }, { body: sandboxFlagsSchema }), async (request) => {
        const body = parse(sandboxFlagsSchema, request.body);
        await update(userOf(request).id, { profile: body.profile, partner: body.partner ? 1 : 0 });
        return { data: body };
      });
      app.get('/sandbox/surveys/answers', { config: { access: { rule: 'public' } } }, async (request) => {
        const userId = userOf(request).id;
        const answers = await t.selectFrom('survey_answers').select(['kind', 'body']).where('user_id', '=', userId).orderBy('id').execute();
        const events = await t.selectFrom('user_events').select(['action', 'category', 'label']).where('user_id', '=', userId).orderBy('id').execute();
        return { data: { answers: answers.map((a) => ({ kind: a.kind, body: JSON.parse(a.body) as unknown })), events } };
      });
    }
  },
});
