import { type AccessCondition, z } from '@core/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostingOf } from '@server/access/guard';
import type { HostingRef } from '@server/hostingData/holders';
import { fieldError, HttpError, parse } from '@server/http/errors';
import { publicHostFrom } from '@server/publicHost';
import { defineServerPlugin, type ServerContext } from '@server/plugins/serverPlugin';
import { DatabaseNotFoundError, DatabaseTakenError, namePrefix } from '@server/provisioning/databases';
import {
  changePasswordSchema,
  createDatabaseSchema,
  MESSAGES,
  REMOTE_MYSQL_PORT,
  remoteAccessSchema,
  removeDatabaseSchema,
  usageQuerySchema,
  type Database,
  type DatabaseInfo,
  type UsagePeriod,
} from '../contract';
import { databasesHolder } from './holder';
import { migrations, remoteAccessOf, remoteHostsOf, saveRemoteAccess } from './store';
import { SAMPLE_EVERY_MS, sampleConnections, usageOf } from './usage';
import { withContract } from '@server/http/contracts';

/** GET …/database: `simple=1` leaves out each database's size (no disk walk). */
const listQuery = z.object({ simple: z.string().optional().describe('"1": sem o tamanho de cada banco.') });

/** "A guest needs hasWebsite for ... databases"; only on an active hosting (part 2 §6). */
const ACCESS: AccessCondition = { rule: 'hasWebsite', scope: 'hosting', hostingStatus: ['Active'] };
const config = { config: { access: ACCESS } };

type Named = { Params: { resource: string; dbname: string } };

export default defineServerPlugin({
  migrations,

  async seed({ db, databases }) {
    const loja = await db.selectFrom('hostings').select(['id', 'domain', 'username']).where('domain', '=', 'lojadaana.com.br').executeTakeFirst();
    if (!loja || databases.isReal('mysql')) return;
    await databases.create(loja, { dbms: 'mysql', dbname: `${loja.username}_loja`, user: `${loja.username}_loja`, password: 'Demo#Banco2024' }).catch(() => undefined);
  },

  routes(app: FastifyInstance, context: ServerContext) {
    const { db, databases } = context;
    context.hostingData.add(databasesHolder(databases, async (hosting) => remoteHostsOf(await remoteAccessOf(db, hosting.id))));
    startSampling(app, context);

    const hostingFrom = async (request: FastifyRequest): Promise<HostingRef & { server: string; serverIp: string }> => {
      const { row } = hostingOf(request);
      const hosting = await db.selectFrom('hostings').select(['id', 'domain', 'username', 'server', 'server_ip']).where('id', '=', row.id).executeTakeFirstOrThrow();
      return { id: hosting.id, domain: hosting.domain, username: hosting.username, server: hosting.server, serverIp: hosting.server_ip };
    };
    const checkPrefix = (hosting: HostingRef, field: string, name: string) => {
      if (!name.startsWith(namePrefix(hosting)) || name === namePrefix(hosting)) throw fieldError(field, MESSAGES.prefix(namePrefix(hosting)));
    };

    app.get<{ Querystring: { simple?: string } }>('/hosting/:resource/database', withContract(config, { query: listQuery }), async (request) => {
      const hosting = await hostingFrom(request);
      const simple = request.query.simple === '1';
      const list = await databases.list(hosting, { simple });
      const data: Database[] = list.map((database) => ({ ...database, size: simple ? null : database.size }));
      return { data };
    });

    app.get('/hosting/:resource/database/info', config, async (request) => {
      const hosting = await hostingFrom(request);
      const version = async (dbms: 'mysql' | 'postgres') => databases.version(dbms).catch(() => '');
      const data: DatabaseInfo = {
        remote: await remoteAccessOf(db, hosting.id),
        phpmyadmin: `https://${hosting.server}/phpmyadmin/`,
        phppgadmin: `https://${hosting.server}/phppgadmin/`,
        version: { mysql: await version('mysql'), postgres: await version('postgres') },
        prefix: namePrefix(hosting),
        host: publicHostFrom(process.env),
        port: REMOTE_MYSQL_PORT,
      };
      return { data };
    });

    app.post('/hosting/:resource/database', withContract(config, { body: createDatabaseSchema }), async (request, reply) => {
      const hosting = await hostingFrom(request);
      const body = parse(createDatabaseSchema, request.body);
      checkPrefix(hosting, 'dbname', body.dbname);
      checkPrefix(hosting, 'user', body.user);
      try {
        const remoteHosts = body.dbms === 'mysql' ? remoteHostsOf(await remoteAccessOf(db, hosting.id)) : [];
        await databases.create(hosting, { ...body, remoteHosts });
      } catch (error) {
        if (error instanceof DatabaseTakenError) throw fieldError(error.field, error.field === 'dbname' ? MESSAGES.dbnameTaken : MESSAGES.userTaken);
        throw error;
      }
      const created = (await databases.list(hosting)).find((database) => database.dbms === body.dbms && database.dbname === body.dbname);
      return reply.status(201).send({ data: created ?? { dbms: body.dbms, dbname: body.dbname, user: body.user, size: 0 } });
    });

    app.put<Named>('/hosting/:resource/database/:dbname', withContract(config, { body: changePasswordSchema }), async (request) => {
      const hosting = await hostingFrom(request);
      const body = parse(changePasswordSchema, request.body);
      const dbname = request.params.dbname.toLowerCase();
      try {
        await databases.changePassword(hosting, { dbms: body.dbms, dbname, password: body.password });
      } catch (error) {
        if (error instanceof DatabaseNotFoundError) throw new HttpError(404, MESSAGES.notFound);
        throw error;
      }
      return { data: { dbms: body.dbms, dbname } };
    });

    app.post('/hosting/:resource/database/remove', withContract(config, { body: removeDatabaseSchema }), async (request, reply) => {
      const hosting = await hostingFrom(request);
      const body = parse(removeDatabaseSchema, request.body);
      const exists = (await databases.list(hosting)).some((database) => database.dbms === body.dbms && database.dbname === body.dbname);
      if (!exists) throw new HttpError(404, MESSAGES.notFound);
      await databases.remove(hosting, body);
      return reply.status(204).send();
    });

    app.patch('/hosting/:resource/database/remote', withContract(config, { body: remoteAccessSchema }), async (request) => {
      const hosting = await hostingFrom(request);
      const body = parse(remoteAccessSchema, request.body);
      const current = await remoteAccessOf(db, hosting.id);
      // Switching off keeps the chosen mode and addresses for the next time it is switched on.
      const remote = body.remote ? { active: true, mode: body.mode, hosts: body.mode === 'IPS' ? body.hosts : current.hosts } : { ...current, active: false };
      await databases.setRemoteHosts(hosting, remoteHostsOf(remote));
      await saveRemoteAccess(db, hosting.id, remote);
      return { data: remote };
    });

    app.get<Named & { Querystring: { period?: string } }>('/hosting/:resource/database/:dbname/usage', withContract(config, { query: usageQuerySchema }), async (request) => {
      const hosting = await hostingFrom(request);
      const { period } = parse(usageQuerySchema, request.query);
      const dbname = request.params.dbname.toLowerCase();
      const database = (await databases.list(hosting)).find((row) => row.dbms === 'mysql' && row.dbname === dbname);
      if (!database) throw new HttpError(404, MESSAGES.notFound);
      return { data: await usageOf(db, databases, database, period as UsagePeriod) };
    });
  },
});

/** Samples the real servers' connections every minute while the API runs (nothing to sample in the sandbox). */
function startSampling(app: FastifyInstance, { db, databases }: ServerContext) {
  if (!databases.isReal('mysql') && !databases.isReal('postgres')) return;
  const sample = () => sampleConnections(db, databases).catch((error: unknown) => app.log.warn({ err: error }, 'database connection sample failed'));
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => void sample());
  app.addHook('onClose', async () => clearInterval(timer));
}
