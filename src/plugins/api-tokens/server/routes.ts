import { hostingRelation } from '@server/access/hostingRelation';
import { userOf } from '@server/access/guard';
import { newApiToken } from '@server/auth/apiTokens';
import { nowIso } from '@server/db/database';
import { withContract } from '@server/http/contracts';
import { fieldError, HttpError, MESSAGES, parse } from '@server/http/errors';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { createTokenSchema, expiryOf, TOKEN_TEXTS, type ApiToken } from '../contract';

/** Enough for every integration an account runs; a runaway script cannot fill the table. */
export const MAX_TOKENS_PER_USER = 50;
const TOO_MANY = `Você pode ter no máximo ${MAX_TOKENS_PER_USER} tokens. Exclua um que não use mais.`;

/** Making and removing tokens needs the panel's session: a token cannot make more tokens. */
const SESSION_ONLY = { config: { access: { rule: 'public' }, sessionOnly: true } } as const;

export default defineServerPlugin({
  routes(app, { db }) {
    const list = (userId: number) =>
      db
        .selectFrom('api_tokens')
        .leftJoin('hostings', 'hostings.id', 'api_tokens.hosting_id')
        .select(['api_tokens.id', 'api_tokens.name', 'api_tokens.created_at', 'api_tokens.read_only', 'api_tokens.expires_at', 'hostings.domain'])
        .where('api_tokens.user_id', '=', userId)
        .orderBy('api_tokens.id')
        .execute();
    const present = (row: Awaited<ReturnType<typeof list>>[number]): ApiToken => ({
      id: row.id,
      name: row.name,
      date: row.created_at,
      readOnly: row.read_only === 1,
      hosting: row.domain ?? null,
      expiresAt: row.expires_at,
    });

    app.get('/user/token', { config: { access: { rule: 'public' } } }, async (request) => ({
      data: (await list(userOf(request).id)).map(present),
    }));

    app.post('/user/token', withContract(SESSION_ONLY, { body: createTokenSchema }), async (request, reply) => {
      const userId = userOf(request).id;
      const body = parse(createTokenSchema, request.body);
      let hostingId: number | null = null;
      if (body.hosting !== '') {
        const relation = await hostingRelation(db, userId, body.hosting);
        if (!relation) throw fieldError('hosting', TOKEN_TEXTS.hostingUnknown);
        hostingId = relation.row.id;
      }
      const expiresAt = body.expiresOn === '' ? null : expiryOf(body.expiresOn);
      if (expiresAt !== null && body.expiresOn <= nowIso().slice(0, 10)) throw fieldError('expiresOn', TOKEN_TEXTS.expiryPast);
      const count = await db.selectFrom('api_tokens').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_TOKENS_PER_USER) throw new HttpError(409, TOO_MANY);
      const { token, hash } = newApiToken();
      const created = await db
        .insertInto('api_tokens')
        .values({ user_id: userId, name: body.name, token_hash: hash, read_only: body.readOnly ? 1 : 0, hosting_id: hostingId, expires_at: expiresAt, created_at: nowIso() })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      const answer: ApiToken = { id: created.id, name: body.name, date: created.created_at, readOnly: body.readOnly, hosting: hostingId === null ? null : body.hosting, expiresAt, token };
      return reply.status(201).send({ data: answer });
    });

    app.delete<{ Params: { id: string } }>('/user/token/:id', SESSION_ONLY, async (request, reply) => {
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id)) throw new HttpError(404, MESSAGES.notFound);
      const deleted = await db.deleteFrom('api_tokens').where('id', '=', id).where('user_id', '=', userOf(request).id).executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw new HttpError(404, MESSAGES.notFound);
      return reply.status(204).send();
    });
  },
});
