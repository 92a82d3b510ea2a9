import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hostingOf, userOf } from '@server/access/guard';
import { billingNow, HOUR_MS } from '@server/billing/clock';
import { HttpError, fieldError, parse } from '@server/http/errors';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { confirmTransferQuery, LIFE_TEXTS, TRANSFER_WINDOW_HOURS, transferSchema, type TransferState } from '../contract';
import { lifeDb, type LifeDatabase } from './tables';
import { withContract } from '@server/http/contracts';

const OWNER = { config: { access: { rule: 'owner' } } } as const;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The hosting's transfer still waiting for its recipient, judged on the billing clock. */
async function pendingTransfer(ldb: LifeDatabase, hostingId: number, now: Date) {
  return ldb
    .selectFrom('hosting_transfers')
    .selectAll()
    .where('hosting_id', '=', hostingId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

export function transferRoutes(app: FastifyInstance, { db, mailer }: ServerContext) {
  const ldb = lifeDb(db);

  app.get('/hosting/:domain/transfer', OWNER, async (request): Promise<{ data: TransferState }> => {
    const pending = await pendingTransfer(ldb, hostingOf(request).row.id, await billingNow(db));
    return { data: pending ? { email: pending.email, expiresAt: pending.expires_at } : { email: null } };
  });

  app.post('/hosting/:domain/transfer', withContract(OWNER, { body: transferSchema }), async (request): Promise<{ data: TransferState }> => {
    const { row } = hostingOf(request);
    const { email } = parse(transferSchema, request.body);
    const owner = await db.selectFrom('users').select(['email', 'name']).where('id', '=', userOf(request).id).executeTakeFirstOrThrow();
    if (email === owner.email.toLowerCase()) throw fieldError('email', LIFE_TEXTS.transferToSelf);
    const now = await billingNow(db);
    if (await pendingTransfer(ldb, row.id, now)) throw new HttpError(409, LIFE_TEXTS.transferPending);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + TRANSFER_WINDOW_HOURS * HOUR_MS).toISOString();
    await ldb
      .insertInto('hosting_transfers')
      .values({ hosting_id: row.id, from_user_id: userOf(request).id, email, token_hash: sha256(token), status: 'pending', created_at: now.toISOString(), expires_at: expiresAt, used_at: null })
      .execute();
    const link = `${request.protocol}://${request.host}/hosting/confirm-transfer?token=${encodeURIComponent(token)}`;
    mailer.send({
      to: email,
      subject: `Transferência da hospedagem ${row.domain}`,
      text: `${owner.name} quer transferir a hospedagem ${row.domain} para a sua conta. Entre no painel com este e-mail e abra o link em até ${TRANSFER_WINDOW_HOURS} horas para aceitar: ${link}`,
    });
    return { data: { email, expiresAt } };
  });

  app.post('/hosting/:domain/transfer/cancel', OWNER, async (request) => {
    const { row } = hostingOf(request);
    const cancelled = await ldb.updateTable('hosting_transfers').set({ status: 'cancelled' }).where('hosting_id', '=', row.id).where('status', '=', 'pending').executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) === 0) throw new HttpError(409, LIFE_TEXTS.noTransfer);
    return { data: { email: null } };
  });

  /**
   * The recipient, signed in with the e-mail the transfer was sent to, takes the hosting. The token
   * works once and for 24 hours of the billing clock; a refusal is a 400 with its reason.
   */
  app.get('/hosting/confirm-transfer', withContract({ config: { access: { rule: 'public' } } }, { query: confirmTransferQuery }), async (request) => {
    const { token } = parse(confirmTransferQuery, request.query);
    const user = userOf(request);
    const now = await billingNow(db);
    const transfer = await ldb.selectFrom('hosting_transfers').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst();
    if (!transfer || transfer.status !== 'pending') throw new HttpError(400, LIFE_TEXTS.tokenInvalid);
    if (transfer.expires_at <= now.toISOString()) throw new HttpError(400, LIFE_TEXTS.tokenExpired);
    const recipient = await db.selectFrom('users').select(['id', 'email']).where('id', '=', user.id).executeTakeFirstOrThrow();
    if (recipient.email.toLowerCase() !== transfer.email) throw new HttpError(400, LIFE_TEXTS.tokenOtherUser);
    const hosting = await db.selectFrom('hostings').select(['id', 'domain', 'owner_id']).where('id', '=', transfer.hosting_id).executeTakeFirst();
    if (!hosting || hosting.owner_id !== transfer.from_user_id) throw new HttpError(400, LIFE_TEXTS.tokenInvalid);
    await ldb.transaction().execute(async (trx) => {
      const used = await trx.updateTable('hosting_transfers').set({ status: 'confirmed', used_at: now.toISOString() }).where('id', '=', transfer.id).where('status', '=', 'pending').executeTakeFirst();
      if (Number(used.numUpdatedRows) === 0) throw new HttpError(400, LIFE_TEXTS.tokenInvalid);
      // The new owner starts with no guests: the old owner's shares were theirs to give.
      await trx.deleteFrom('hosting_shares').where('hosting_id', '=', hosting.id).execute();
      await trx.updateTable('hostings').set({ owner_id: recipient.id }).where('id', '=', hosting.id).execute();
    });
    return { data: { domain: hosting.domain } };
  });
}
