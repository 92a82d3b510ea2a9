import type { FastifyInstance } from 'fastify';
import { userOf } from '../../../server/access/guard';
import type { DomainsTable } from '../../../server/db/schema';
import { HttpError } from '../../../server/http/errors';
import { defineServerPlugin } from '../../../server/plugins/serverPlugin';
import type { Domain } from '../contract';

const STATUS_TEXT: Record<string, string> = { registered: 'Registrado', pending: 'Pendente', pending_payment: 'Aguardando Pagamento' };

function present(row: Omit<DomainsTable, 'id'>): Domain {
  const daysToExpire = row.expiration_date ? Math.ceil((Date.parse(row.expiration_date) - Date.now()) / 86_400_000) : null;
  return {
    domain: row.domain,
    registerDate: row.register_date,
    expirationDate: row.expiration_date,
    daysToExpire,
    statusText: STATUS_TEXT[row.status] ?? row.status,
    isPending: row.status === 'pending',
    isPendingPayment: row.status === 'pending_payment',
  };
}

export default defineServerPlugin({
  routes(app: FastifyInstance, { db }) {
    app.get('/domain', { config: { access: { rule: 'public' } } }, async (request) => {
      const rows = await db.selectFrom('domains').selectAll().where('owner_id', '=', userOf(request).id).orderBy('domain').execute();
      return { data: rows.map(present) };
    });

    app.get<{ Params: { resource: string } }>('/domain/:resource', { config: { access: { rule: 'public' } } }, async (request) => {
      const row = await db.selectFrom('domains').selectAll().where('domain', '=', request.params.resource.toLowerCase()).executeTakeFirst();
      if (!row) throw new HttpError(404, 'Domínio não encontrado.');
      if (row.owner_id !== userOf(request).id) throw new HttpError(403, 'Você não possui permissão para fazer isso! Para mais informações, entre em contato com nosso suporte.');
      return { data: present(row) };
    });
  },
});
