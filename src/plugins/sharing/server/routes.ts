import type { FastifyInstance } from 'fastify';
import { hostingOf, userOf } from '@server/access/guard';
import { nowIso, type Database } from '@server/db/database';
import { HttpError, parse } from '@server/http/errors';
import { defineServerPlugin, type ServerContext } from '@server/plugins/serverPlugin';
import { permissionsSchema, shareSchema, SHARING_TEXTS, type AccessOverview, type Guest } from '../contract';
import { withContract } from '@server/http/contracts';

const OWNER = { rule: 'owner' } as const;
const flag = (value: boolean) => (value ? 1 : 0);

/** The guest's user id from the path; anything else names no guest (PostgreSQL refuses NaN for an integer). */
function guestId(param: string): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0) throw new HttpError(404, SHARING_TEXTS.guestNotFound);
  return id;
}

async function guestsOf(db: Database, hostingId: number): Promise<Guest[]> {
  const rows = await db
    .selectFrom('hosting_shares')
    .innerJoin('users', 'users.id', 'hosting_shares.user_id')
    .select(['users.id', 'users.name', 'users.email', 'hosting_shares.has_website', 'hosting_shares.has_domain', 'hosting_shares.has_email'])
    .where('hosting_shares.hosting_id', '=', hostingId)
    .orderBy('users.name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, email: r.email, hasWebsite: r.has_website === 1, hasDomain: r.has_domain === 1, hasEmail: r.has_email === 1 }));
}

/** /user/access: an owner shares a hosting with another customer and chooses what they may manage. */
function routes(app: FastifyInstance, { db, mailer }: ServerContext) {
  app.get('/user/access', { config: { access: { rule: 'public' } } }, async (request): Promise<{ data: AccessOverview }> => {
    const userId = userOf(request).id;
    const hostings = await db.selectFrom('hostings').select(['id', 'domain']).where('owner_id', '=', userId).orderBy('domain').execute();
    const owned = await Promise.all(hostings.map(async (h) => ({ domain: h.domain, guests: await guestsOf(db, h.id) })));
    const shared = await db
      .selectFrom('hosting_shares')
      .innerJoin('hostings', 'hostings.id', 'hosting_shares.hosting_id')
      .innerJoin('users', 'users.id', 'hostings.owner_id')
      .select(['hostings.domain', 'users.name', 'hosting_shares.has_website', 'hosting_shares.has_domain', 'hosting_shares.has_email'])
      .where('hosting_shares.user_id', '=', userId)
      .orderBy('hostings.domain')
      .execute();
    const sharedWithMe = shared.map((s) => ({
      domain: s.domain,
      ownerName: s.name,
      permissions: { hasWebsite: s.has_website === 1, hasDomain: s.has_domain === 1, hasEmail: s.has_email === 1 },
    }));
    return { data: { owned, sharedWithMe } };
  });

  app.get('/user/access/:resource', { config: { access: OWNER } }, async (request) => {
    const { row } = hostingOf(request);
    return { data: { domain: row.domain, guests: await guestsOf(db, row.id) } };
  });

  const shareConfig = { access: OWNER, unique: { 'hosting_shares.hosting_id, hosting_shares.user_id': { field: 'email', message: SHARING_TEXTS.alreadyShared } } };
  app.post('/user/access/:resource', withContract({ config: shareConfig }, { body: shareSchema }), async (request, reply) => {
    const { row } = hostingOf(request);
    const body = parse(shareSchema, request.body);
    const guest = await db.selectFrom('users').select(['id', 'email']).where('email', '=', body.email).executeTakeFirst();
    if (!guest) throw new HttpError(422, SHARING_TEXTS.unknownCustomer, { email: SHARING_TEXTS.unknownCustomer });
    if (guest.id === row.owner_id) throw new HttpError(422, SHARING_TEXTS.self, { email: SHARING_TEXTS.self });
    const existing = await db.selectFrom('hosting_shares').select('user_id').where('hosting_id', '=', row.id).where('user_id', '=', guest.id).executeTakeFirst();
    if (existing) throw new HttpError(422, SHARING_TEXTS.alreadyShared, { email: SHARING_TEXTS.alreadyShared });
    await db
      .insertInto('hosting_shares')
      .values({ hosting_id: row.id, user_id: guest.id, has_website: flag(body.hasWebsite), has_domain: flag(body.hasDomain), has_email: flag(body.hasEmail), created_at: nowIso() })
      .execute();
    mailer.send({ to: guest.email, subject: `${row.domain} foi compartilhada com você`, text: `A hospedagem ${row.domain} foi compartilhada com você. Ela aparece em "Compartilhado" no seu painel.` });
    return reply.status(201).send({ data: await guestsOf(db, row.id) });
  });

  app.put<{ Params: { guest: string } }>('/user/access/:resource/:guest', withContract({ config: { access: OWNER } }, { body: permissionsSchema }), async (request) => {
    const { row } = hostingOf(request);
    const body = parse(permissionsSchema, request.body);
    const result = await db
      .updateTable('hosting_shares')
      .set({ has_website: flag(body.hasWebsite), has_domain: flag(body.hasDomain), has_email: flag(body.hasEmail) })
      .where('hosting_id', '=', row.id)
      .where('user_id', '=', guestId(request.params.guest))
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new HttpError(404, SHARING_TEXTS.guestNotFound);
    return { data: await guestsOf(db, row.id) };
  });

  app.delete<{ Params: { guest: string } }>('/user/access/:resource/:guest', { config: { access: OWNER } }, async (request) => {
    const { row } = hostingOf(request);
    const result = await db.deleteFrom('hosting_shares').where('hosting_id', '=', row.id).where('user_id', '=', guestId(request.params.guest)).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new HttpError(404, SHARING_TEXTS.guestNotFound);
    return { data: await guestsOf(db, row.id) };
  });
}

export default defineServerPlugin({ routes });
