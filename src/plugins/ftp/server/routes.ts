import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEMO_PASSWORD, demoPasswordHash } from '@server/db/seed';
import type { AccessCondition } from '@core/shared';
import { hostingOf, userOf } from '@server/access/guard';
import { LoginThrottle } from '@server/auth/loginThrottle';
import { ConfigError, isLoopback } from '@server/config';
import { parse } from '@server/http/errors';
import { defineServerPlugin, type ServerContext } from '@server/plugins/serverPlugin';
import { secretBoxFor } from '@server/secrets/secretBox';
import { addUserSchema, changePasswordSchema, FTP_MAIN_PASSWORDS, MESSAGES, removeUserSchema, type FtpData, type FtpMain } from '../contract';
import { FtpAccounts, type FtpHosting, type GuestId } from './accounts';
import { startFtpServer } from './ftpServer';
import { MainPasswords } from './mainPasswords';
import { ftpSettingsFrom } from './settings';
import { migrations } from './store';
import { withContract } from '@server/http/contracts';

const ACCESS: AccessCondition = { rule: 'hasWebsite', scope: 'hosting', hostingStatus: ['Active'] };
const config = { config: { access: ACCESS } };

/** The port the running FTP server took (FTP_PORT=0 lets the system choose), for GET /ftp. */
const listening = new WeakMap<ServerContext, number>();

/** The guest acting on a shared hosting, or null for its owner. */
const guestOf = (request: FastifyRequest): GuestId => (hostingOf(request).access.isGuest ? userOf(request).id : null);

const accountsOf = (context: ServerContext) => new FtpAccounts(context.db, context.files, () => secretBoxFor(context.dataDir));

/** Demo data: a main password for every demo hosting, and one extra user for lojadaana.com.br. */
const DEMO_USER = { username: 'designer', password: 'demo12345', homedir: 'public_html/designer' };

export default defineServerPlugin({
  migrations,
  async seed(context) {
    const accounts = accountsOf(context);
    const hostings = await context.db.selectFrom('hostings').select(['id', 'domain', 'username']).execute();
    for (const hosting of hostings) {
      await accounts.setMainPassword(hosting.id, DEMO_PASSWORD, await demoPasswordHash());
      if (hosting.domain === 'lojadaana.com.br') await accounts.addUser(hosting, DEMO_USER);
    }
  },

  /** The real FTP server beside the API (main.ts starts the plugins' services; API tests do not). */
  async service(context, log) {
    const settings = ftpSettingsFrom(process.env);
    if (!settings.serve) return { close: async () => undefined };
    if (context.sandbox && !isLoopback(settings.bind)) {
      throw new ConfigError(`Com as sandboxes ligadas (SANDBOX) o FTP só atende em loopback; FTP_BIND=${settings.bind} exporia as contas de demonstração.`);
    }
    const running = await startFtpServer({ accounts: accountsOf(context), files: context.files, settings, log, throttle: new LoginThrottle(context.state, 'ftp') });
    listening.set(context, running.port);
    return {
      ...running,
      close: async () => {
        listening.delete(context);
        await running.close();
      },
    };
  },

  routes(app: FastifyInstance, context) {
    const accounts = accountsOf(context);
    // The main password is SSH's too: the SSH access reads it, and hears when it changes.
    const mainPasswords = new MainPasswords(context.db, accounts, app.log);
    context.pluginApis.provide(FTP_MAIN_PASSWORDS, mainPasswords);
    const settings = ftpSettingsFrom(process.env);
    const hostingFrom = (request: FastifyRequest): Promise<FtpHosting & { server_ip: string }> =>
      context.db.selectFrom('hostings').select(['id', 'domain', 'username', 'server_ip']).where('id', '=', hostingOf(request).row.id).executeTakeFirstOrThrow();

    app.get('/hosting/:resource/ftp', config, async (request) => {
      const hosting = await hostingFrom(request);
      const guestId = guestOf(request);
      const server = { host: settings.host, port: listening.get(context) ?? settings.port, alternativeHost: `ftp.${hosting.domain}`, serverIp: hosting.server_ip };
      // The main access is the owner's (also the SSH login): a guest is told the server only.
      const main: FtpMain = guestId === null ? { ...server, username: hosting.username, password: await accounts.mainPassword(hosting.id) } : server;
      const data: FtpData = { main, sub: await accounts.users(hosting.id, guestId) };
      return { data };
    });

    app.post('/hosting/:resource/ftp/password', withContract(config, { body: changePasswordSchema }), async (request) => {
      const hosting = await hostingFrom(request);
      const { username, password } = parse(changePasswordSchema, request.body);
      if ((await accounts.setPassword(hosting, username, password, guestOf(request))) === 'main') await mainPasswords.changed(hosting.id);
      return { data: { username } };
    });

    const addConfig = { config: { ...config.config, unique: { 'ftp_users.hosting_id, ftp_users.username': { field: 'username', message: MESSAGES.userTaken } } } };
    app.post('/hosting/:resource/ftp/add-user', withContract(addConfig, { body: addUserSchema }), async (request, reply) => {
      const hosting = await hostingFrom(request);
      const user = await accounts.addUser(hosting, parse(addUserSchema, request.body), guestOf(request));
      return reply.status(201).send({ data: user });
    });

    app.post('/hosting/:resource/ftp/remove-user', withContract(config, { body: removeUserSchema }), async (request, reply) => {
      const hosting = await hostingFrom(request);
      const { username } = parse(removeUserSchema, request.body);
      await accounts.removeUser(hosting, username, guestOf(request));
      return reply.status(204).send();
    });
  },
});
