import type { FastifyInstance } from 'fastify';
import type { Generated, Kysely } from 'kysely';
import { nowIso } from '@server/db/database';
import { parse } from '@server/http/errors';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { migrationRequestSchema, splitDomains } from '../contract';
import { withContract } from '@server/http/contracts';

interface MigrationRequestsTable {
  id: Generated<number>;
  user_id: number | null;
  email: string;
  name: string;
  phone: string;
  domains: string;
  url: string;
  extra: string;
  created_at: string;
}

export default defineServerPlugin({
  migrations: {
    '0001_migration_requests': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('migration_requests')
          .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
          .addColumn('user_id', 'integer', (c) => c.references('users.id'))
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('phone', 'text', (c) => c.notNull())
          .addColumn('domains', 'text', (c) => c.notNull())
          .addColumn('url', 'text', (c) => c.notNull())
          .addColumn('extra', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
  },

  routes(app: FastifyInstance, { db, mailer }) {
    const requests = db.withTables<{ migration_requests: MigrationRequestsTable }>();

    // Visitors ask too (the /migration guest page); a signed-in customer's request is linked to them.
    app.post('/migration', withContract({ config: { access: { rule: 'anonymous' } } }, { body: migrationRequestSchema }), async (request, reply) => {
      const body = parse(migrationRequestSchema, request.body);
      const domains = splitDomains(body.domains);
      const { id } = await requests
        .insertInto('migration_requests')
        .values({ ...body, domains: domains.join('\n'), user_id: request.user?.id ?? null, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      mailer.send({
        to: body.email,
        subject: 'Recebemos a sua solicitação de migração',
        text: `Olá, ${body.name}! Recebemos o pedido nº ${id} para migrar: ${domains.join(', ')}. Nossa equipe entrará em contato em breve.`,
      });
      return reply.status(201).send({ data: { id } });
    });
  },
});
