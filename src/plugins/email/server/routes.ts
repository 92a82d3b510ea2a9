import type { FastifyInstance } from 'fastify';
import { hashPassword } from '@server/auth/passwords';
import { demoPasswordHash } from '@server/db/seed';
import { nowIso } from '@server/db/database';
import { fieldError, HttpError, parse } from '@server/http/errors';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { z } from '@core/shared';
import {
  changePasswordSchema,
  changeQuotaSchema,
  createAccountSchema,
  createForwarderSchema,
  EMAIL_INCLUDES,
  mailConfig,
  removeForwardSchema,
  webmailUrl,
  type EmailData,
  type EmailInclude,
} from '../contract';
import { accountRoutes } from './accountRoutes';
import { deliverabilityRoutes } from './deliverabilityRoutes';
import { publishDkimKey } from './dkimKeys';
import { emailHolder } from './holder';
import { listRoutes } from './listRoutes';
import { config, EMAIL_MESSAGES, hostingFrom, knownAccount as accountOf, nameInUse } from './shared';
import { spamRoutes } from './spamRoutes';
import { emailDb, migrations, presentAccount, presentForwarder, usernameOf, type MailHosting } from './store';
import { customizationOf, webmailRoutes } from './webmailRoutes';
import { withContract } from '@server/http/contracts';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { NodeMail, nodeMailConfig } from './nodeMail';

/** Each API context's mail on its real node, kept in step by the service's pass. */
const nodeMailOf = new WeakMap<ServerContext, NodeMail>();

/** The mail kept on a real node for this context (none with the sandbox node). */
export const nodeMailFor = (context: ServerContext) => nodeMailOf.get(context);

type Include = { Querystring: { include?: string | string[] } };
type Named = { Params: { resource: string; email: string } };

/** "include=emails,forwarders" or repeated "include=emails&include=config"; none means everything. */
function includesOf(value: string | string[] | undefined): Set<EmailInclude> {
  const asked = (Array.isArray(value) ? value : value ? [value] : []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
  return new Set(asked.length === 0 ? EMAIL_INCLUDES : EMAIL_INCLUDES.filter((include) => asked.includes(include)));
}

/** GET …/email: which parts to answer, as a comma list or a repeated parameter. */
const includeQuery = z.object({
  include: z.union([z.string(), z.array(z.string())]).optional().describe(`Partes a devolver, separadas por vírgula ou repetidas: ${EMAIL_INCLUDES.join(', ')}. Sem ele, todas.`),
});

export default defineServerPlugin({
  migrations,
  async seed({ db, nodeSites }) {
    const loja = await db.selectFrom('hostings').select(['id', 'domain']).where('domain', '=', 'lojadaana.com.br').executeTakeFirst();
    if (!loja) return;
    const mail = emailDb(db);
    const password_hash = await demoPasswordHash();
    const created_at = nowIso();
    await mail
      .insertInto('email_accounts')
      .values([
        { hosting_id: loja.id, username: 'contato', password_hash, quota_mb: 2048, size_bytes: 1_288_490_189, disabled: 0, created_at },
        { hosting_id: loja.id, username: 'financeiro', password_hash, quota_mb: 0, size_bytes: 367_001_600, disabled: 0, created_at },
        { hosting_id: loja.id, username: 'antigo', password_hash, quota_mb: 1024, size_bytes: 52_428_800, disabled: 1, created_at },
      ])
      .execute();
    await mail.insertInto('email_forwarders').values({ hosting_id: loja.id, username: 'vendas', forward: 'contato@lojadaana.com.br' }).execute();
    const list = await mail.insertInto('email_lists').values({ hosting_id: loja.id, name: 'clientes', size_bytes: 15_728_640 }).returning('id').executeTakeFirstOrThrow();
    await mail
      .insertInto('email_list_members')
      .values(['ana@exemplo.com.br', 'bruno@exemplo.com.br'].map((email) => ({ hosting_id: loja.id, list_id: list.id, email })))
      .execute();
    await mail.insertInto('email_spam').values({ hosting_id: loja.id, enabled: 1 }).execute();
    await mail.insertInto('email_spam_entries').values({ hosting_id: loja.id, list: 'blacklist', email: '*@spam.example.com' }).execute();
    // The demo zone shows the key its node signs with; a node not answering yet gets it from the next write of its mail.
    await publishDkimKey(db, mail, nodeSites.node, loja).catch(() => undefined);
  },

  async routes(app: FastifyInstance, context) {
    const { db, hostingData, nodeSites } = context;
    const mail = emailDb(db);
    // Each change reaches the node at once; on a real node a pass of its own repairs the rest.
    const nodeMail = new NodeMail(db, nodeSites.node, app.log);
    if (nodeSites.node.kind === 'local') nodeMailOf.set(context, nodeMail);
    /** After a change: the node serves it when the route answers; a failure is logged and the pass writes it again. */
    const pushed = (hostingId: number) => nodeMail.changed(hostingId).catch((error: unknown) => app.log.warn({ err: error, hostingId }, 'mail: not written to the node'));
    hostingData.add(emailHolder(db));
    accountRoutes(app, mail, pushed);
    listRoutes(app, mail, pushed);
    spamRoutes(app, mail);
    webmailRoutes(app, mail);
    deliverabilityRoutes(app, db, mail, nodeSites.node);
    const accountRow = (hosting: MailHosting, username: string) =>
      mail.selectFrom('email_accounts').select(['id', 'username', 'quota_mb', 'size_bytes', 'disabled']).where('hosting_id', '=', hosting.id).where('username', '=', username).executeTakeFirst();
    const knownAccount = (hosting: MailHosting, email: string) => accountOf(mail, hosting, email);
    const aliasesOf = async (hosting: MailHosting) =>
      mail.selectFrom('email_aliases').innerJoin('email_accounts', 'email_accounts.id', 'email_aliases.account_id').select(['email_accounts.username', 'email_aliases.alias']).where('email_aliases.hosting_id', '=', hosting.id).orderBy('email_aliases.alias').execute();
    const forwardsOf = async (hosting: MailHosting) => {
      const rows = await mail.selectFrom('email_forwarders').select(['username', 'forward']).where('hosting_id', '=', hosting.id).orderBy('username').orderBy('forward').execute();
      return rows;
    };

    app.get<Include>('/hosting/:resource/email', withContract({ ...config, config: { ...config.config, queryLists: ['include'] } }, { query: includeQuery }), async (request) => {
      const hosting = hostingFrom(request);
      const include = includesOf(request.query.include);
      const data: EmailData = {};
      if (include.has('emails') || include.has('forwarders')) {
        const forwarders = await forwardsOf(hosting);
        if (include.has('emails')) {
          const rows = await mail.selectFrom('email_accounts').select(['username', 'quota_mb', 'size_bytes', 'disabled']).where('hosting_id', '=', hosting.id).orderBy('username').execute();
          const aliases = await aliasesOf(hosting);
          const of = (username: string) => ({ forwards: forwarders.filter((f) => f.username === username).map((f) => f.forward), aliases: aliases.filter((a) => a.username === username).map((a) => a.alias) });
          data.emails = rows.map((row) => presentAccount(hosting, row, of(row.username).forwards, of(row.username).aliases));
        }
        if (include.has('forwarders')) data.forwarders = forwarders.map((row) => presentForwarder(hosting, row));
      }
      if (include.has('webmail')) data.webmail = { url: webmailUrl(hosting.domain) };
      // A real node's own host and ports; the sandbox's, the provider's usual ones.
      if (include.has('config')) data.config = nodeSites.node.kind === 'local' ? nodeMailConfig(process.env) : mailConfig(hosting.domain);
      if (include.has('customization')) data.customization = await customizationOf(mail, hosting);
      return { data };
    });

    app.get<Named>('/hosting/:resource/email/:email', config, async (request) => {
      const hosting = hostingFrom(request);
      const row = await knownAccount(hosting, request.params.email);
      const forwards = (await forwardsOf(hosting)).filter((f) => f.username === row.username).map((f) => f.forward);
      const aliases = (await aliasesOf(hosting)).filter((a) => a.username === row.username).map((a) => a.alias);
      return { data: presentAccount(hosting, row, forwards, aliases) };
    });

    const createConfig = {
      config: {
        ...config.config,
        unique: {
          'email_accounts.hosting_id, email_accounts.username': { field: 'username', message: EMAIL_MESSAGES.accountTaken },
          'email_forwarders.hosting_id, email_forwarders.username, email_forwarders.forward': { field: 'forward', message: EMAIL_MESSAGES.forwarderTaken },
        },
      },
    };
    app.post('/hosting/:resource/email', withContract(createConfig, { body: createAccountSchema.or(createForwarderSchema) }), async (request, reply) => {
      const hosting = hostingFrom(request);
      const body = (request.body ?? {}) as { forwarder?: unknown };
      if (body.forwarder === true) {
        const { username, forward } = parse(createForwarderSchema, request.body);
        if (forward === `${username}@${hosting.domain}`) throw fieldError('forward', EMAIL_MESSAGES.forwardLoops);
        const taken = await mail.selectFrom('email_forwarders').select('id').where('hosting_id', '=', hosting.id).where('username', '=', username).where('forward', '=', forward).executeTakeFirst();
        if (taken) throw fieldError('forward', EMAIL_MESSAGES.forwarderTaken);
        await mail.insertInto('email_forwarders').values({ hosting_id: hosting.id, username, forward }).execute();
        await pushed(hosting.id);
        return reply.status(201).send({ data: presentForwarder(hosting, { username, forward }) });
      }
      const { username, password, quota } = parse(createAccountSchema, request.body);
      if (await accountRow(hosting, username)) throw fieldError('username', EMAIL_MESSAGES.accountTaken);
      if (await nameInUse(mail, hosting, username)) throw fieldError('username', EMAIL_MESSAGES.nameTaken);
      const row = { username, quota_mb: quota, size_bytes: 0, disabled: 0 };
      await mail.insertInto('email_accounts').values({ hosting_id: hosting.id, ...row, password_hash: await hashPassword(password), created_at: nowIso() }).execute();
      await pushed(hosting.id);
      return reply.status(201).send({ data: presentAccount(hosting, row) });
    });

    app.post('/hosting/:resource/email/password', withContract(config, { body: changePasswordSchema }), async (request) => {
      const hosting = hostingFrom(request);
      const { email, password } = parse(changePasswordSchema, request.body);
      const row = await knownAccount(hosting, email);
      await mail.updateTable('email_accounts').set({ password_hash: await hashPassword(password) }).where('id', '=', row.id).execute();
      await pushed(hosting.id);
      return { data: { email } };
    });

    app.post('/hosting/:resource/email/quota', withContract(config, { body: changeQuotaSchema }), async (request) => {
      const hosting = hostingFrom(request);
      const { email, quota } = parse(changeQuotaSchema, request.body);
      const row = await knownAccount(hosting, email);
      await mail.updateTable('email_accounts').set({ quota_mb: quota }).where('id', '=', row.id).execute();
      await pushed(hosting.id);
      const forwards = (await forwardsOf(hosting)).filter((f) => f.username === row.username).map((f) => f.forward);
      const aliases = (await aliasesOf(hosting)).filter((a) => a.username === row.username).map((a) => a.alias);
      return { data: presentAccount(hosting, { ...row, quota_mb: quota }, forwards, aliases) };
    });

    app.post('/hosting/:resource/email/remove-forward', withContract(config, { body: removeForwardSchema }), async (request, reply) => {
      const hosting = hostingFrom(request);
      const { email, forward } = parse(removeForwardSchema, request.body);
      const username = usernameOf(hosting, email);
      const deleted = username === null ? null : await mail.deleteFrom('email_forwarders').where('hosting_id', '=', hosting.id).where('username', '=', username).where('forward', '=', forward).executeTakeFirst();
      if (!deleted || deleted.numDeletedRows === 0n) throw new HttpError(404, EMAIL_MESSAGES.forwarderUnknown);
      await pushed(hosting.id);
      return reply.status(204).send();
    });

    app.delete<Named>('/hosting/:resource/email/:email', config, async (request, reply) => {
      const hosting = hostingFrom(request);
      const row = await knownAccount(hosting, request.params.email);
      await mail.deleteFrom('email_accounts').where('id', '=', row.id).execute();
      await pushed(hosting.id);
      return reply.status(204).send();
    });
  },
  /** On a real node, the pass that repairs what a push missed (every few seconds, apart from the site loop). */
  async service(context) {
    const loop = nodeMailOf.get(context)?.start();
    return { close: async () => loop?.stop() };
  },
});
