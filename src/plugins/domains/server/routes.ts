import type { FastifyInstance } from 'fastify';
import { userOf } from '@server/access/guard';
import { withContract } from '@server/http/contracts';
import { HttpError, MESSAGES } from '@server/http/errors';
import { defineServerPlugin, type ServerContext } from '@server/plugins/serverPlugin';
import { DEFAULT_NAMESERVERS, NAMESERVER_TEXTS, nameserverErrors, nameserversSchema } from '../contract';
import { ownedDomain } from './owned';
import { present } from './present';
import { registerRoutes } from './registerRoutes';
import { domainsDb, domainsMigrations } from './tables';

const signedIn = { config: { access: { rule: 'public' as const } } };

async function nameserversOf(context: ServerContext, domainId: number): Promise<string[]> {
  const rows = await domainsDb(context.db).selectFrom('domain_nameservers').select('hostname').where('domain_id', '=', domainId).orderBy('position').execute();
  return rows.length > 0 ? rows.map((r) => r.hostname) : [...DEFAULT_NAMESERVERS];
}

export default defineServerPlugin({
  migrations: domainsMigrations,
  routes(app: FastifyInstance, context) {
    const { db } = context;
    const registrar = registerRoutes(app, context);

    app.get('/domain', signedIn, async (request) => {
      const userId = userOf(request).id;
      await registrar.collect(userId);
      const rows = await db.selectFrom('domains').selectAll().where('owner_id', '=', userId).orderBy('domain').execute();
      return { data: await Promise.all(rows.map((row) => registrar.present(row))) };
    });

    app.get<{ Params: { resource: string } }>('/domain/:resource', signedIn, async (request) => {
      await registrar.collect(userOf(request).id);
      return { data: await registrar.present(await ownedDomain(context, request)) };
    });

    app.get<{ Params: { resource: string } }>('/domain/:resource/nameservers', signedIn, async (request) => {
      const row = await ownedDomain(context, request);
      return { data: await nameserversOf(context, row.id) };
    });

    app.post<{ Params: { resource: string } }>('/domain/:resource/nameservers', withContract(signedIn, { body: nameserversSchema }), async (request) => {
      const row = await ownedDomain(context, request);
      if (present(row).isPending) throw new HttpError(409, NAMESERVER_TEXTS.pending);
      const result = nameserversSchema.safeParse(request.body ?? {});
      if (!result.success) throw new HttpError(422, MESSAGES.invalid, nameserverErrors(result.error.issues));
      const { nameservers } = result.data;
      await domainsDb(db).transaction().execute(async (trx) => {
        await trx.deleteFrom('domain_nameservers').where('domain_id', '=', row.id).execute();
        await trx.insertInto('domain_nameservers').values(nameservers.map((hostname, position) => ({ domain_id: row.id, position, hostname }))).execute();
      });
      return { data: nameservers };
    });
  },
});
