import { hostingRelation } from '@server/access/hostingRelation';
import { userOf } from '@server/access/guard';
import { isAddressOrNetwork, newApiToken } from '@server/auth/apiTokens';
import { nowIso } from '@server/db/database';
import { withContract } from '@server/http/contracts';
import { fieldError, HttpError, MESSAGES, parse } from '@server/http/errors';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import type { PermissionFlag } from '@core/shared';
import { createTokenSchema, expiryOf, TOKEN_TEXTS, type ApiToken } from '../contract';

/** Enough for every integration an account runs; a runaway script cannot fill the table. */
export const MAX_TOKENS_PER_USER = 50;
const TOO_MANY = `Você pode ter no máximo ${MAX_TOKENS_PER_USER} tokens. Exclua um que não use mais.`;

/** Making and removing tokens needs the panel's session: a token cannot make more tokens. */
const SESSION_ONLY = { config: { access: { rule: 'public' }, sessionOnly: true } } as const;

export default defineServerPlugin({
  routes(app, { db }) {
    const list = async (userId: number) => {
      const tokens = await db
        .selectFrom('api_tokens')
        .select(['id', 'name', 'created_at', 'read_only', 'permissions', 'addresses', 'expires_at', 'last_used_at', 'last_used_address'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      const bound = tokens.length
        ? await db.selectFrom('api_token_hostings').innerJoin('hostings', 'hostings.id', 'api_token_hostings.hosting_id').select(['api_token_hostings.token_id', 'hostings.domain']).where('api_token_hostings.token_id', 'in', tokens.map((token) => token.id)).orderBy('hostings.domain').execute()
        : [];
      return tokens.map((row): ApiToken => {
        const hostings = bound.filter((binding) => binding.token_id === row.id).map((binding) => binding.domain);
        return {
          id: row.id,
          name: row.name,
          date: row.created_at,
          readOnly: row.read_only === 1,
          hosting: hostings[0] ?? null,
          hostings,
          permissions: row.permissions === null ? [] : (JSON.parse(row.permissions) as PermissionFlag[]),
          addresses: row.addresses === null ? [] : (JSON.parse(row.addresses) as string[]),
          expiresAt: row.expires_at,
          lastUsed: row.last_used_at && row.last_used_address ? { at: row.last_used_at, address: row.last_used_address } : null,
        };
      });
    };

    app.get('/user/token', { config: { access: { rule: 'public' } } }, async (request) => ({
      data: await list(userOf(request).id),
    }));

    app.post('/user/token', withContract(SESSION_ONLY, { body: createTokenSchema }), async (request, reply) => {
      const userId = userOf(request).id;
      const body = parse(createTokenSchema, request.body);
      const domains = [...new Set([...(body.hosting ? [body.hosting] : []), ...body.hostings])];
      const hostingIds: number[] = [];
      for (const domain of domains) {
        const relation = await hostingRelation(db, userId, domain);
        if (!relation) throw fieldError(body.hostings.length ? 'hostings' : 'hosting', TOKEN_TEXTS.hostingUnknown);
        hostingIds.push(relation.row.id);
      }
      if (!body.addresses.every(isAddressOrNetwork)) throw fieldError('addresses', TOKEN_TEXTS.addressInvalid);
      const expiresAt = body.expiresOn === '' ? null : expiryOf(body.expiresOn);
      if (expiresAt !== null && body.expiresOn <= nowIso().slice(0, 10)) throw fieldError('expiresOn', TOKEN_TEXTS.expiryPast);
      const count = await db.selectFrom('api_tokens').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_TOKENS_PER_USER) throw new HttpError(409, TOO_MANY);
      const { token, hash } = newApiToken();
      const permissions = body.permissions.length ? [...new Set(body.permissions)] : null;
      const addresses = body.addresses.length ? body.addresses : null;
      const created = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('api_tokens')
          .values({ user_id: userId, name: body.name, token_hash: hash, read_only: body.readOnly ? 1 : 0, hosting_id: null, permissions: permissions && JSON.stringify(permissions), addresses: addresses && JSON.stringify(addresses), expires_at: expiresAt, created_at: nowIso() })
          .returning(['id', 'created_at'])
          .executeTakeFirstOrThrow();
        if (hostingIds.length) await trx.insertInto('api_token_hostings').values(hostingIds.map((hosting_id) => ({ token_id: row.id, hosting_id }))).execute();
        return row;
      });
      const answer: ApiToken = {
        id: created.id,
        name: body.name,
        date: created.created_at,
        readOnly: body.readOnly,
        hosting: domains[0] ?? null,
        hostings: domains,
        permissions: permissions ?? [],
        addresses: addresses ?? [],
        expiresAt,
        lastUsed: null,
        token,
      };
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
