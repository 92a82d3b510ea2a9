import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { userOf } from '@server/access/guard';
import type { DomainsTable } from '@server/db/schema';
import { HttpError, MESSAGES } from '@server/http/errors';
import { defineServerPlugin, type ServerContext } from '@server/plugins/serverPlugin';
import { DEFAULT_NAMESERVERS, NAMESERVER_TEXTS, nameserverErrors, nameserversSchema, type Domain } from '../contract';
import { domainsDb, domainsMigrations } from './tables';

const STATUS_TEXT: Record<string, string> = { registered: 'Registrado', pending: 'Pendente', pending_payment: 'Aguardando Pagamento' };
const signedIn = { config: { access: { rule: 'public' as const } } };
type DomainRow = Selectable<DomainsTable>;
type DomainRequest = FastifyRequest<{ Params: { resource: string } }>;

function present(row: DomainRow): Domain {
  const daysToExpire = row.expiration_date ? Math.ceil((Date.parse(row.expiration_date) - Date.now()) / 86_400_000) : null;
  const years = row.register_date && row.expiration_date ? Math.round((Date.parse(row.expiration_date) - Date.parse(row.register_date)) / (365.25 * 86_400_000)) : 1;
  return {
    domain: row.domain,
    registerDate: row.register_date,
    expirationDate: row.expiration_date,
    daysToExpire,
    statusText: STATUS_TEXT[row.status] ?? row.status,
    isPending: row.status === 'pending',
    isPendingPayment: row.status === 'pending_payment',
    isRenewable: row.status === 'registered',
    orderId: null,
    renewPrice: row.renew_price,
    period: Math.max(1, years),
  };
}

/** The domain in the path, refused unless it belongs to the signed-in user. */
async function ownedDomain({ db }: ServerContext, request: DomainRequest): Promise<DomainRow> {
  const row = await db.selectFrom('domains').selectAll().where('domain', '=', request.params.resource.toLowerCase()).executeTakeFirst();
  if (!row) throw new HttpError(404, NAMESERVER_TEXTS.notFound);
  if (row.owner_id !== userOf(request).id) throw new HttpError(403, MESSAGES.forbidden);
  return row;
}

async function nameserversOf(context: ServerContext, domainId: number): Promise<string[]> {
  const rows = await domainsDb(context.db).selectFrom('domain_nameservers').select('hostname').where('domain_id', '=', domainId).orderBy('position').execute();
  return rows.length > 0 ? rows.map((r) => r.hostname) : [...DEFAULT_NAMESERVERS];
}

export default defineServerPlugin({
  migrations: domainsMigrations,
  routes(app: FastifyInstance, context) {
    const { db } = context;

    app.get('/domain', signedIn, async (request) => {
      const rows = await db.selectFrom('domains').selectAll().where('owner_id', '=', userOf(request).id).orderBy('domain').execute();
      return { data: rows.map(present) };
    });

    app.get<{ Params: { resource: string } }>('/domain/:resource', signedIn, async (request) => {
      return { data: present(await ownedDomain(context, request)) };
    });

    app.get<{ Params: { resource: string } }>('/domain/:resource/nameservers', signedIn, async (request) => {
      const row = await ownedDomain(context, request);
      return { data: await nameserversOf(context, row.id) };
    });

    app.post<{ Params: { resource: string } }>('/domain/:resource/nameservers', signedIn, async (request) => {
      const row = await ownedDomain(context, request);
      if (row.status === 'pending') throw new HttpError(409, NAMESERVER_TEXTS.pending);
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
