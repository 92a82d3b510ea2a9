import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { withContract } from '@server/http/contracts';
import { fieldError, HttpError, parse } from '@server/http/errors';
import { accountForwardSchema, aliasSchema, autoresponderSchema, memberSchema, removeAliasSchema, spamStatusSchema, type Antispam, type Autoresponder } from '../contract';
import { config, EMAIL_MESSAGES, hostingFrom, knownAccount, nameInUse, spamEnabled } from './shared';
import { presentForwarder, usernameOf, type EmailTables, type MailHosting } from './store';

type Named = { Params: { resource: string; email: string } };
type ByQuery = { Querystring: { email?: string } };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function presentAutoresponder(email: string, row: { subject: string; body: string; start_date: string | null; start_time: string | null; stop_date: string | null; stop_time: string | null }): Autoresponder {
  return {
    email,
    subject: row.subject,
    body: row.body,
    bodyHtml: escapeHtml(row.body).replace(/\r?\n/g, '<br>'),
    startDate: row.start_date,
    startTime: row.start_time,
    stopDate: row.stop_date,
    stopTime: row.stop_time,
  };
}

/** The account page's calls: aliases, redirects, autoresponder and per-account antispam (part 2 §7). */
export function accountRoutes(app: FastifyInstance, mail: Kysely<EmailTables>, pushed: (hostingId: number) => Promise<void>) {
  const account = (hosting: MailHosting, email: string) => knownAccount(mail, hosting, email);

  app.post('/hosting/:resource/email/alias', withContract({ config: { ...config.config, unique: { 'email_aliases.hosting_id, email_aliases.alias': { field: 'username', message: EMAIL_MESSAGES.nameTaken } } } }, { body: aliasSchema }), async (request, reply) => {
    const hosting = hostingFrom(request);
    const { email, username } = parse(aliasSchema, request.body);
    const row = await account(hosting, email);
    if (await nameInUse(mail, hosting, username)) throw fieldError('username', EMAIL_MESSAGES.nameTaken);
    await mail.insertInto('email_aliases').values({ hosting_id: hosting.id, account_id: row.id, alias: username }).execute();
    await pushed(hosting.id);
    return reply.status(201).send({ data: { email, alias: `${username}@${hosting.domain}` } });
  });

  app.post('/hosting/:resource/email/remove-alias', withContract(config, { body: removeAliasSchema }), async (request, reply) => {
    const hosting = hostingFrom(request);
    const { email, alias } = parse(removeAliasSchema, request.body);
    const row = await account(hosting, email);
    const name = usernameOf(hosting, alias);
    const deleted = name === null ? null : await mail.deleteFrom('email_aliases').where('account_id', '=', row.id).where('alias', '=', name).executeTakeFirst();
    if (!deleted || deleted.numDeletedRows === 0n) throw new HttpError(404, EMAIL_MESSAGES.aliasUnknown);
    await pushed(hosting.id);
    return reply.status(204).send();
  });

  app.post('/hosting/:resource/email/forward', withContract({ config: { ...config.config, unique: { 'email_forwarders.hosting_id, email_forwarders.username, email_forwarders.forward': { field: 'forward', message: EMAIL_MESSAGES.forwarderTaken } } } }, { body: accountForwardSchema }), async (request, reply) => {
    const hosting = hostingFrom(request);
    const { email, forward } = parse(accountForwardSchema, request.body);
    const row = await account(hosting, email);
    if (forward === email) throw fieldError('forward', EMAIL_MESSAGES.forwardLoops);
    const taken = await mail.selectFrom('email_forwarders').select('id').where('hosting_id', '=', hosting.id).where('username', '=', row.username).where('forward', '=', forward).executeTakeFirst();
    if (taken) throw fieldError('forward', EMAIL_MESSAGES.forwarderTaken);
    await mail.insertInto('email_forwarders').values({ hosting_id: hosting.id, username: row.username, forward }).execute();
    await pushed(hosting.id);
    return reply.status(201).send({ data: presentForwarder(hosting, { username: row.username, forward }) });
  });

  /** With ?email= the account's autoresponder (or null); without it every autoresponder of the hosting. */
  app.get<ByQuery>('/hosting/:resource/email/autoresponder', withContract(config, { query: memberSchema.partial() }), async (request) => {
    const hosting = hostingFrom(request);
    if (request.query.email === undefined) {
      const rows = await mail.selectFrom('email_autoresponders').innerJoin('email_accounts', 'email_accounts.id', 'email_autoresponders.account_id').selectAll('email_autoresponders').select('email_accounts.username').where('email_autoresponders.hosting_id', '=', hosting.id).orderBy('email_accounts.username').execute();
      return { data: rows.map((row) => presentAutoresponder(`${row.username}@${hosting.domain}`, row)) };
    }
    const { email } = parse(memberSchema, { email: request.query.email });
    const row = await account(hosting, email);
    const saved = await mail.selectFrom('email_autoresponders').selectAll().where('account_id', '=', row.id).executeTakeFirst();
    return { data: saved ? presentAutoresponder(email, saved) : null };
  });

  app.post('/hosting/:resource/email/autoresponder', withContract(config, { body: autoresponderSchema }), async (request) => {
    const hosting = hostingFrom(request);
    const body = parse(autoresponderSchema, request.body);
    const row = await account(hosting, body.email);
    const values = { subject: body.subject, body: body.body, start_date: body.startDate, start_time: body.startTime, stop_date: body.stopDate, stop_time: body.stopTime };
    await mail
      .insertInto('email_autoresponders')
      .values({ hosting_id: hosting.id, account_id: row.id, ...values })
      .onConflict((c) => c.column('account_id').doUpdateSet(values))
      .execute();
    await pushed(hosting.id);
    return { data: presentAutoresponder(body.email, values) };
  });

  app.delete<Named>('/hosting/:resource/email/autoresponder/:email', config, async (request, reply) => {
    const hosting = hostingFrom(request);
    const row = await account(hosting, request.params.email);
    const deleted = await mail.deleteFrom('email_autoresponders').where('account_id', '=', row.id).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw new HttpError(404, EMAIL_MESSAGES.autoresponderUnknown);
    await pushed(hosting.id);
    return reply.status(204).send();
  });

  app.get<Named>('/hosting/:resource/spam/:email', config, async (request) => {
    const hosting = hostingFrom(request);
    const row = await account(hosting, request.params.email);
    const global = await spamEnabled(mail, hosting);
    const data: Antispam = { status: global && row.spam === 1, global };
    return { data };
  });

  app.post<Named>('/hosting/:resource/spam/:email', withContract(config, { body: spamStatusSchema }), async (request) => {
    const hosting = hostingFrom(request);
    const row = await account(hosting, request.params.email);
    const { status } = parse(spamStatusSchema, request.body);
    const global = await spamEnabled(mail, hosting);
    if (status && !global) throw fieldError('status', EMAIL_MESSAGES.spamGlobalOff);
    await mail.updateTable('email_accounts').set({ spam: status ? 1 : 0 }).where('id', '=', row.id).execute();
    const data: Antispam = { status, global };
    return { data };
  });
}
