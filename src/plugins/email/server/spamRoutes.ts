import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { withContract } from '@server/http/contracts';
import { fieldError, HttpError, parse } from '@server/http/errors';
import { fromBase64, SPAM_LISTS, spamEntrySchema, spamStatusSchema, type Antispam, type SpamList } from '../contract';
import { config, EMAIL_MESSAGES, hostingFrom, spamEnabled } from './shared';
import type { EmailTables, MailHosting } from './store';

type Entry = { Params: { resource: string; list: string; entry: string } };

/** The hosting's antispam: the global switch and the black and white lists (part 2 §2, §7). */
export function spamRoutes(app: FastifyInstance, mail: Kysely<EmailTables>) {
  const present = async (hosting: MailHosting): Promise<Antispam> => {
    const entries = await mail.selectFrom('email_spam_entries').select(['list', 'email']).where('hosting_id', '=', hosting.id).orderBy('email').execute();
    const status = await spamEnabled(mail, hosting);
    const of = (list: SpamList) => entries.filter((e) => e.list === list).map((e) => e.email);
    return { status, global: status, blacklist: of('blacklist'), whitelist: of('whitelist') };
  };

  app.get('/hosting/:resource/spam', config, async (request) => ({ data: await present(hostingFrom(request)) }));

  app.post('/hosting/:resource/spam', withContract(config, { body: spamStatusSchema }), async (request) => {
    const hosting = hostingFrom(request);
    const { status } = parse(spamStatusSchema, request.body);
    const enabled = status ? 1 : 0;
    await mail.insertInto('email_spam').values({ hosting_id: hosting.id, enabled }).onConflict((c) => c.column('hosting_id').doUpdateSet({ enabled })).execute();
    return { data: await present(hosting) };
  });

  for (const list of SPAM_LISTS) {
    app.post(`/hosting/:resource/spam/${list}`, withContract({ config: { ...config.config, unique: { 'email_spam_entries.hosting_id, email_spam_entries.list, email_spam_entries.email': { field: 'email', message: EMAIL_MESSAGES.spamEntryTaken } } } }, { body: spamEntrySchema }), async (request, reply) => {
      const hosting = hostingFrom(request);
      const { email } = parse(spamEntrySchema, request.body);
      const taken = await mail.selectFrom('email_spam_entries').select('id').where('hosting_id', '=', hosting.id).where('list', '=', list).where('email', '=', email).executeTakeFirst();
      if (taken) throw fieldError('email', EMAIL_MESSAGES.spamEntryTaken);
      await mail.insertInto('email_spam_entries').values({ hosting_id: hosting.id, list, email }).execute();
      return reply.status(201).send({ data: await present(hosting) });
    });
  }

  app.delete<Entry>('/hosting/:resource/spam/:list/:entry', config, async (request, reply) => {
    const hosting = hostingFrom(request);
    const list = request.params.list;
    if (!(SPAM_LISTS as readonly string[]).includes(list)) throw new HttpError(404, EMAIL_MESSAGES.spamEntryUnknown);
    let email: string;
    try {
      email = fromBase64(request.params.entry);
    } catch {
      throw new HttpError(404, EMAIL_MESSAGES.spamEntryUnknown);
    }
    const deleted = await mail.deleteFrom('email_spam_entries').where('hosting_id', '=', hosting.id).where('list', '=', list).where('email', '=', email).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw new HttpError(404, EMAIL_MESSAGES.spamEntryUnknown);
    return reply.status(204).send();
  });
}
