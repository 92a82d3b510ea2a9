import type { FastifyInstance } from 'fastify';
import type { Generated, Kysely } from 'kysely';
import { userOf } from '@server/access/guard';
import { nowIso, type Database } from '@server/db/database';
import { withContract } from '@server/http/contracts';
import { HttpError, MESSAGES, parse } from '@server/http/errors';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { answerBodySchema, questionnaireSchema, type Questionnaire } from '../contract';
import { answersProblems } from '../flow';
import { NPS_DEMO } from './demoQuestionnaires';
import { surveyDemoUser } from './demoUser';

type Tables = {
  questionnaires: { id: number; body: string; created_at: string };
  questionnaire_assignments: { user_id: number; questionnaire_id: number; assigned_at: string; answered_at: string | null };
  questionnaire_answers: { id: Generated<number>; questionnaire_id: number; user_id: number; declined: number; answers: string; created_at: string };
};

const tables = (db: Database) => db.withTables<Tables>();

/** Stores a questionnaire after checking it against the schema: a new one is data, not code. */
export async function saveQuestionnaire(db: Database, questionnaire: unknown): Promise<Questionnaire> {
  const q = parse(questionnaireSchema, questionnaire);
  await tables(db)
    .insertInto('questionnaires')
    .values({ id: q.id, body: JSON.stringify(q), created_at: nowIso() })
    .onConflict((oc) => oc.column('id').doUpdateSet({ body: JSON.stringify(q) }))
    .execute();
  return q;
}

/** Puts a questionnaire before a customer (again, if answered before). */
export async function assignQuestionnaire(db: Database, userId: number, questionnaireId: number): Promise<void> {
  await tables(db)
    .insertInto('questionnaire_assignments')
    .values({ user_id: userId, questionnaire_id: questionnaireId, assigned_at: nowIso(), answered_at: null })
    .onConflict((oc) => oc.columns(['user_id', 'questionnaire_id']).doUpdateSet({ answered_at: null, assigned_at: nowIso() }))
    .execute();
}

async function loadQuestionnaire(db: Database, id: number): Promise<Questionnaire> {
  const row = await tables(db).selectFrom('questionnaires').select('body').where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, MESSAGES.notFound);
  return questionnaireSchema.parse(JSON.parse(row.body));
}

const idParam = (params: unknown) => {
  const id = Number((params as { id: string }).id);
  if (!Number.isInteger(id) || id <= 0) throw new HttpError(404, MESSAGES.notFound);
  return id;
};

export default defineServerPlugin({
  migrations: {
    '0001_questionnaires': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('questionnaires')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('questionnaire_assignments')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('questionnaire_id', 'integer', (c) => c.notNull().references('questionnaires.id').onDelete('cascade'))
          .addColumn('assigned_at', 'text', (c) => c.notNull())
          .addColumn('answered_at', 'text')
          .addPrimaryKeyConstraint('questionnaire_assignments_pk', ['user_id', 'questionnaire_id'])
          .execute();
        await db.schema
          .createTable('questionnaire_answers')
          .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
          .addColumn('questionnaire_id', 'integer', (c) => c.notNull().references('questionnaires.id').onDelete('cascade'))
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('declined', 'integer', (c) => c.notNull())
          .addColumn('answers', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
  },

  async seed({ db }) {
    await saveQuestionnaire(db, NPS_DEMO);
    await assignQuestionnaire(db, await surveyDemoUser(db), NPS_DEMO.id);
  },

  routes(app: FastifyInstance, { db, sandbox }) {
    const t = tables(db);

    // The questionnaire waiting for this customer (part 1 §3 User.questionnaireId), or null.
    app.get('/questionnaire', { config: { access: { rule: 'public' } } }, async (request) => {
      const pending = await t
        .selectFrom('questionnaire_assignments')
        .select('questionnaire_id')
        .where('user_id', '=', userOf(request).id)
        .where('answered_at', 'is', null)
        .orderBy('assigned_at')
        .executeTakeFirst();
      return { data: { questionnaireId: pending?.questionnaire_id ?? null } };
    });

    app.get('/questionnaire/:id', { config: { access: { rule: 'public' } } }, async (request) => ({
      data: await loadQuestionnaire(db, idParam(request.params)),
    }));

    app.post('/questionnaire/:id/answer', withContract({ config: { access: { rule: 'public' } } }, { body: answerBodySchema }), async (request, reply) => {
      const id = idParam(request.params);
      const userId = userOf(request).id;
      const questionnaire = await loadQuestionnaire(db, id);
      const body = parse(answerBodySchema, request.body);
      const assignment = await t
        .selectFrom('questionnaire_assignments')
        .select('answered_at')
        .where('user_id', '=', userId)
        .where('questionnaire_id', '=', id)
        .executeTakeFirst();
      if (!assignment) throw new HttpError(403, MESSAGES.forbidden);
      if (assignment.answered_at) throw new HttpError(409, 'Este questionário já foi respondido.');
      const problems = answersProblems(questionnaire, body.declined, body.answers);
      if (Object.keys(problems).length > 0) throw new HttpError(422, MESSAGES.invalid, problems);
      const now = nowIso();
      await t.transaction().execute(async (trx) => {
        await trx.insertInto('questionnaire_answers').values({ questionnaire_id: id, user_id: userId, declined: body.declined ? 1 : 0, answers: JSON.stringify(body.answers), created_at: now }).execute();
        await trx.updateTable('questionnaire_assignments').set({ answered_at: now }).where('user_id', '=', userId).where('questionnaire_id', '=', id).execute();
      });
      return reply.status(201).send({ data: { id } });
    });

    if (sandbox) {
      // Development only: publish a questionnaire (checked by the schema) and put one before the caller.
      app.post('/sandbox/questionnaire', withContract({ config: { access: { rule: 'public' } } }, { body: questionnaireSchema }), async (request, reply) =>
        reply.status(201).send({ data: await saveQuestionnaire(db, request.body) }));
      app.post('/sandbox/questionnaire/:id/assign', { config: { access: { rule: 'public' } } }, async (request) => {
        const id = idParam(request.params);
        await loadQuestionnaire(db, id);
        await assignQuestionnaire(db, userOf(request).id, id);
        return { data: { questionnaireId: id } };
      });
      app.get('/sandbox/questionnaire/:id/answers', { config: { access: { rule: 'public' } } }, async (request) => {
        const rows = await t.selectFrom('questionnaire_answers').selectAll().where('questionnaire_id', '=', idParam(request.params)).where('user_id', '=', userOf(request).id).orderBy('id').execute();
        return { data: rows.map((r) => ({ declined: r.declined === 1, answers: JSON.parse(r.answers) as unknown })) };
      });
    }
  },
});
