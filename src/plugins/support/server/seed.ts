import type { ServerContext } from '@server/plugins/serverPlugin';
import { supportDb } from './tables';

const DEMO_OWNER = 'cliente@exemplo.com.br';
const hoursAgo = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();

/** One answered ticket of the demo owner, so the dashboard card and the list have something to show. */
export async function seedSupport({ db }: ServerContext): Promise<void> {
  const owner = await db.selectFrom('users').select('id').where('email', '=', DEMO_OWNER).executeTakeFirst();
  if (!owner) return;
  const tables = supportDb(db);
  const { id } = await tables
    .insertInto('tickets')
    .values({ user_id: owner.id, subject: 'tecnico', other_subject: '', department: 'technical', service: 'lojadaana.com.br', note: '', status: 'answered', created_at: hoursAgo(26), updated_at: hoursAgo(25) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tables
    .insertInto('ticket_messages')
    .values([
      { ticket_id: id, author: 'customer', body: 'Olá! A loja lojadaana.com.br ficou lenta desde ontem à tarde. Vocês podem verificar?', created_at: hoursAgo(26) },
      { ticket_id: id, author: 'support', body: 'Olá, Ana! Encontramos um pico de acessos de robôs e bloqueamos os endereços. O site já está normal; se voltar a acontecer, é só responder por aqui.', created_at: hoursAgo(25) },
    ])
    .execute();
}
