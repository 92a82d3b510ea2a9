import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { withContract } from '@server/http/contracts';
import { fieldError, HttpError, parse } from '@server/http/errors';
import { listNameSchema, memberSchema, type EmailList } from '../contract';
import { config, EMAIL_MESSAGES, hostingFrom, nameInUse } from './shared';
import { usernameOf, type EmailTables, type MailHosting } from './store';

type Listed = { Params: { resource: string; list: string } };

/** Mailing lists and their members (part 2 §2, §7): a list is an address of the domain that reaches every member. */
export function listRoutes(app: FastifyInstance, mail: Kysely<EmailTables>, pushed: (hostingId: number) => Promise<void>) {
  /** The list a path names: its address or its bare name. */
  const knownList = async (hosting: MailHosting, list: string) => {
    const name = list.includes('@') ? usernameOf(hosting, list) : list.toLowerCase();
    const row = name === null ? undefined : await mail.selectFrom('email_lists').select(['id', 'name', 'size_bytes']).where('hosting_id', '=', hosting.id).where('name', '=', name).executeTakeFirst();
    if (!row) throw new HttpError(404, EMAIL_MESSAGES.listUnknown);
    return row;
  };
  const membersOf = async (listId: number) => (await mail.selectFrom('email_list_members').select('email').where('list_id', '=', listId).orderBy('email').execute()).map((m) => m.email);
  const present = (hosting: MailHosting, row: { name: string; size_bytes: number }, members: string[]): EmailList => ({ name: `${row.name}@${hosting.domain}`, size: row.size_bytes, members });

  app.get('/hosting/:resource/email/lists', config, async (request) => {
    const hosting = hostingFrom(request);
    const rows = await mail.selectFrom('email_lists').select(['id', 'name', 'size_bytes']).where('hosting_id', '=', hosting.id).orderBy('name').execute();
    const members = await mail.selectFrom('email_list_members').select(['list_id', 'email']).where('hosting_id', '=', hosting.id).orderBy('email').execute();
    return { data: rows.map((row) => present(hosting, row, members.filter((m) => m.list_id === row.id).map((m) => m.email))) };
  });

  app.post('/hosting/:resource/email/lists', withContract({ config: { ...config.config, unique: { 'email_lists.hosting_id, email_lists.name': { field: 'name', message: EMAIL_MESSAGES.listTaken } } } }, { body: listNameSchema }), async (request, reply) => {
    const hosting = hostingFrom(request);
    const { name } = parse(listNameSchema, request.body);
    if (await mail.selectFrom('email_lists').select('id').where('hosting_id', '=', hosting.id).where('name', '=', name).executeTakeFirst()) throw fieldError('name', EMAIL_MESSAGES.listTaken);
    if (await nameInUse(mail, hosting, name)) throw fieldError('name', EMAIL_MESSAGES.nameTaken);
    await mail.insertInto('email_lists').values({ hosting_id: hosting.id, name, size_bytes: 0 }).execute();
    await pushed(hosting.id);
    return reply.status(201).send({ data: present(hosting, { name, size_bytes: 0 }, []) });
  });

  app.get<Listed>('/hosting/:resource/email/lists/:list', config, async (request) => {
    const hosting = hostingFrom(request);
    const row = await knownList(hosting, request.params.list);
    return { data: present(hosting, row, await membersOf(row.id)) };
  });

  app.delete<Listed>('/hosting/:resource/email/lists/:list', config, async (request, reply) => {
    const hosting = hostingFrom(request);
    const row = await knownList(hosting, request.params.list);
    await mail.deleteFrom('email_lists').where('id', '=', row.id).execute();
    await pushed(hosting.id);
    return reply.status(204).send();
  });

  app.post<Listed>('/hosting/:resource/email/lists/:list/member', withContract({ config: { ...config.config, unique: { 'email_list_members.list_id, email_list_members.email': { field: 'email', message: EMAIL_MESSAGES.memberTaken } } } }, { body: memberSchema }), async (request, reply) => {
    const hosting = hostingFrom(request);
    const row = await knownList(hosting, request.params.list);
    const { email } = parse(memberSchema, request.body);
    if (email === `${row.name}@${hosting.domain}`) throw fieldError('email', EMAIL_MESSAGES.forwardLoops);
    if ((await membersOf(row.id)).includes(email)) throw fieldError('email', EMAIL_MESSAGES.memberTaken);
    await mail.insertInto('email_list_members').values({ hosting_id: hosting.id, list_id: row.id, email }).execute();
    await pushed(hosting.id);
    return reply.status(201).send({ data: present(hosting, row, await membersOf(row.id)) });
  });

  app.post<Listed>('/hosting/:resource/email/lists/:list/remove-member', withContract(config, { body: memberSchema }), async (request, reply) => {
    const hosting = hostingFrom(request);
    const row = await knownList(hosting, request.params.list);
    const { email } = parse(memberSchema, request.body);
    const deleted = await mail.deleteFrom('email_list_members').where('list_id', '=', row.id).where('email', '=', email).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw new HttpError(404, EMAIL_MESSAGES.memberUnknown);
    await pushed(hosting.id);
    return reply.status(204).send();
  });
}
