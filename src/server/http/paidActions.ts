import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import { z } from '../../core/validation/zod';
import type { Database } from '../db/database';
import { HttpError, MESSAGES } from './errors';

/**
 * Every action that costs the customer money (a renewal, an order, a plan, an add-on, a recharge)
 * is a route with `config.paid`. It runs only with the customer's explicit confirmation in the body
 * (`confirm: true`) and an idempotency key (the `Idempotency-Key` header, or `idempotencyKey` in the
 * body): a stray call charges nothing, and a replay with the same key answers the first result
 * without running the action again. Keys are kept per user in the database for a day, so a replay
 * reaching another process or coming after a restart is answered the same way.
 */

export const PAID_ACTION_TEXTS = {
  confirm: 'Confirme a cobrança para continuar.',
  key: 'Envie uma chave de idempotência (cabeçalho Idempotency-Key) de 16 a 100 letras, números ou - _ . :',
  keyReused: 'Esta chave de idempotência já foi usada em outra solicitação.',
  inProgress: 'Esta solicitação já está sendo processada. Aguarde alguns segundos e atualize a página.',
} as const;

/** Whether this body charges (e.g. switching an add-on on); the other bodies run as an unpaid route. */
export type PaidWhen = (body: Record<string, unknown>) => boolean;

/** The two fields a paid action's body may carry besides its own, for a contract that refuses unknown fields. */
export const paidActionFields = {
  confirm: z.boolean().optional().describe('true: o cliente confirmou a cobrança (obrigatório quando a ação cobra).'),
  idempotencyKey: z.string().optional().describe('Chave de idempotência, se não vier no cabeçalho Idempotency-Key.'),
};

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{16,100}$/;
const KEPT_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Costs the customer money: needs `confirm: true` and an idempotency key (see paidActions.ts).
     * A function says which bodies charge, for a route that also switches the paid thing off.
     */
    paid?: true | PaidWhen;
  }
  interface FastifyRequest {
    /** The idempotency key this request holds while its paid action runs. */
    paidKey: { userId: number; key: string } | null;
  }
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** The method, path and body the key was first used with: the same key for another request is refused. */
  fingerprint: string;
  /** Null while the action runs; then the answer given, replayed to a repeat. */
  status_code: number | null;
  response: string | null;
  created_at: string;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations speak to the schema before types exist */
export const idempotencyKeyMigrations: Record<string, Migration> = {
  '0014_idempotency_keys': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('response', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
        .execute();
    },
  },
};
/* eslint-enable @typescript-eslint/no-explicit-any */

const keysDb = (db: Database) => db.withTables<{ idempotency_keys: IdempotencyKeysTable }>();

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body => (request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Body) : {});

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  const value = typeof header === 'string' ? header : bodyOf(request).idempotencyKey;
  return typeof value === 'string' && KEY_PATTERN.test(value) ? value : null;
}

function fingerprintOf(request: FastifyRequest): string {
  const { confirm: _confirm, idempotencyKey: _key, ...body } = bodyOf(request);
  return createHash('sha256').update(`${request.method} ${request.url}\n${JSON.stringify(body)}`).digest('hex');
}

/** The route's own field errors (its contract), so that a refused confirmation does not hide them. */
function contractErrors(request: FastifyRequest): Record<string, string> {
  const schema = request.routeOptions.config?.contract?.body;
  const result = schema?.safeParse(request.body ?? {});
  const errors: Record<string, string> = {};
  if (!result || result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return errors;
}

export function installPaidActions(app: FastifyInstance, db: Database) {
  app.decorateRequest('paidKey', null);

  // After the access guard (installed before): the user is known.
  app.addHook('preHandler', async (request, reply) => {
    const paid = request.routeOptions.config?.paid;
    if (!paid || !request.user || (paid !== true && !paid(bodyOf(request)))) return;
    const key = keyOf(request);
    const refusals: Record<string, string> = {};
    if (bodyOf(request).confirm !== true) refusals.confirm = PAID_ACTION_TEXTS.confirm;
    if (!key) refusals.idempotencyKey = PAID_ACTION_TEXTS.key;
    if (!key || refusals.confirm) throw new HttpError(422, MESSAGES.invalid, { ...contractErrors(request), ...refusals });

    const userId = request.user.id;
    const keys = keysDb(db);
    const fingerprint = fingerprintOf(request);
    const now = new Date();
    await keys.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('created_at', '<', new Date(now.getTime() - KEPT_MS).toISOString()).execute();
    const inserted = await keys
      .insertInto('idempotency_keys')
      .values({ user_id: userId, key, fingerprint, status_code: null, response: null, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
      request.paidKey = { userId, key };
      return;
    }
    const first = await keys.selectFrom('idempotency_keys').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirstOrThrow();
    if (first.fingerprint !== fingerprint) throw new HttpError(422, MESSAGES.invalid, { idempotencyKey: PAID_ACTION_TEXTS.keyReused });
    if (first.status_code === null || first.response === null) throw new HttpError(409, PAID_ACTION_TEXTS.inProgress);
    return reply.code(first.status_code).header('content-type', 'application/json; charset=utf-8').header('idempotent-replayed', 'true').send(first.response);
  });

  // A success is kept for the replays; a refusal frees the key, so the same confirmation may be sent again once corrected.
  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.paidKey;
    if (!held) return payload;
    request.paidKey = null;
    const keys = keysDb(db);
    if (reply.statusCode < 300) {
      const response = typeof payload === 'string' ? payload : '';
      await keys.updateTable('idempotency_keys').set({ status_code: reply.statusCode, response }).where('user_id', '=', held.userId).where('key', '=', held.key).execute();
    } else {
      await keys.deleteFrom('idempotency_keys').where('user_id', '=', held.userId).where('key', '=', held.key).execute();
    }
    return payload;
  });
}
