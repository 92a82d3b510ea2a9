import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userOf } from '@server/access/guard';
import { billingNow } from '@server/billing/clock';
import { hourlyConsumption, ledgerBalance, ledgerCents } from '@server/billing/credits';
import type { HostingCosts } from '../../hosting/contract';
import type { Database } from '@server/db/database';
import { CLAIM_TEXTS } from '@server/domains/claims';
import { HttpError, MESSAGES, fieldError, parse } from '@server/http/errors';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { LIFE_TEXTS, RESTORE_FEE, restoreSchema, type DeletedHosting, type RestoreFailure, type RestorePointItem } from '../contract';
import { lifeDb, type LifeDatabase } from './tables';
import { withContract } from '@server/http/contracts';

const FEE_CENTS = Math.round(RESTORE_FEE * 100);

function refused(failure: RestoreFailure): HttpError {
  const message = { domainUsed: CLAIM_TEXTS.hosted, domainNotAvailable: CLAIM_TEXTS.heldByOther, noBalance: LIFE_TEXTS.noBalance }[failure];
  return new HttpError(409, message, undefined, { [failure]: true });
}

/** The caller's removed, not yet restored hosting with this username: 404 when none, 403 when someone else's. */
async function deletedOf(ldb: LifeDatabase, request: FastifyRequest<{ Params: { username: string } }>) {
  const rows = await ldb.selectFrom('deleted_hostings').selectAll().where('username', '=', request.params.username).where('restored_at', 'is', null).orderBy('deleted_at', 'desc').execute();
  const own = rows.find((r) => r.owner_id === userOf(request).id);
  if (own) return own;
  throw rows.length > 0 ? new HttpError(403, MESSAGES.forbidden) : new HttpError(404, LIFE_TEXTS.deletedNotFound);
}

/** Takes the fee from the credit first, then the bonus (the caller made sure the two pay it). */
async function chargeFee(ldb: LifeDatabase, userId: number, description: string, at: string) {
  const { credit } = await ledgerCents(ldb as unknown as Database, userId);
  const fromCredit = Math.min(FEE_CENTS, Math.max(0, credit));
  const rows = [
    ...(fromCredit > 0 ? [{ kind: 'credit' as const, amount_cents: -fromCredit }] : []),
    ...(FEE_CENTS - fromCredit > 0 ? [{ kind: 'bonus' as const, amount_cents: -(FEE_CENTS - fromCredit) }] : []),
  ];
  await ldb.insertInto('credit_ledger').values(rows.map((r) => ({ ...r, user_id: userId, description, invoice_id: null, created_at: at }))).execute();
}

export function restoreRoutes(app: FastifyInstance, { db, backups, hostingData, domainClaims }: ServerContext) {
  const ldb = lifeDb(db);
  type UsernameParams = { Params: { username: string } };

  app.get('/hosting/restore', { config: { access: { rule: 'public' } } }, async (request): Promise<{ data: DeletedHosting[] }> => {
    const rows = await ldb.selectFrom('deleted_hostings').selectAll().where('owner_id', '=', userOf(request).id).where('restored_at', 'is', null).orderBy('deleted_at', 'desc').execute();
    return { data: rows.map((r) => ({ domain: r.domain, username: r.username, createdAt: r.created_at, deletedAt: r.deleted_at, monthlyPrice: r.monthly_price })) };
  });

  app.get<UsernameParams>('/hosting/:username/restore', { config: { access: { rule: 'public' } } }, async (request): Promise<{ data: RestorePointItem[] }> => {
    const deleted = await deletedOf(ldb, request);
    const points = await backups.list(deleted.hosting_id);
    const days = new Map<string, RestorePointItem>();
    for (const point of points) if (!days.has(point.date)) days.set(point.date, { date: point.date, size: point.size });
    return { data: [...days.values()] };
  });

  /** What the account costs now and what the restored hosting will cost, for the restore's effect (shape of GET /hosting/{domain}/costs). */
  app.get<UsernameParams>('/hosting/:username/restore/costs', { config: { access: { rule: 'public' } } }, async (request): Promise<{ data: HostingCosts }> => {
    const deleted = await deletedOf(ldb, request);
    const { credit, bonus } = await ledgerBalance(db, deleted.owner_id);
    return {
      data: { status: 'Suspended', monthlyPrice: deleted.monthly_price, addOnsMonthly: 0, balance: Math.round((credit + bonus) * 100) / 100, accountHourly: await hourlyConsumption(db, deleted.owner_id) },
    };
  });

  // The restore fee is taken from the credits: confirmed, and once per idempotency key.
  app.post<UsernameParams>('/hosting/:username/restore', withContract({ config: { access: { rule: 'public' }, paid: true } }, { body: restoreSchema }), async (request) => {
    const user = userOf(request);
    const deleted = await deletedOf(ldb, request);
    const { date } = parse(restoreSchema, request.body);
    const point = await backups.onDate(deleted.hosting_id, date);
    if (!point) throw fieldError('date', LIFE_TEXTS.noBackupOnDate);
    const refusal = await domainClaims.refusal(deleted.domain, user.id);
    if (refusal === 'hosted') throw refused('domainUsed');
    if (refusal === 'heldByOther') throw refused('domainNotAvailable');
    const balance = await ledgerCents(db, user.id);
    if (balance.credit + balance.bonus < FEE_CENTS) throw refused('noBalance');

    const taken = async (column: 'username' | 'domain_alt', value: string) => (await ldb.selectFrom('hostings').select('id').where(column, '=', value).executeTakeFirst()) !== undefined;
    const suffix = crypto.randomUUID().slice(0, 4);
    const username = (await taken('username', deleted.username)) ? `${deleted.username.slice(0, 14)}${suffix}` : deleted.username;
    const domainAlt = (await taken('domain_alt', deleted.domain_alt)) ? `${username}.painel-temp.com.br` : deleted.domain_alt;
    const now = (await billingNow(db)).toISOString();
    // Restoring costs nothing by the hour; billing counts from the restore on, as for a new hosting.
    const created = await ldb
      .insertInto('hostings')
      .values({
        domain: deleted.domain, domain_alt: domainAlt, owner_id: user.id, status: 'Restoring', product: deleted.product, plan_id: deleted.plan_id,
        plan_name: deleted.plan_name, monthly_price: deleted.monthly_price, server: deleted.server, server_ip: deleted.server_ip, region: deleted.region,
        username, is_tester: deleted.is_tester, has_domain: deleted.has_domain, created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!created) throw refused('domainUsed');
    const ref = { id: created.id, domain: deleted.domain, username };
    try {
      await backups.restore(ref, point, hostingData.holders.map((h) => h.id));
      // Paid, active and no longer in the deleted list, all at once; a balance spent meanwhile undoes the restore.
      await ldb.transaction().execute(async (trx) => {
        const { credit, bonus } = await ledgerCents(trx as unknown as Database, user.id);
        if (credit + bonus < FEE_CENTS) throw refused('noBalance');
        await chargeFee(trx, user.id, `Restauração de ${deleted.domain}`, now);
        await trx.updateTable('hostings').set({ status: 'Active' }).where('id', '=', created.id).execute();
        await trx.updateTable('deleted_hostings').set({ restored_at: now }).where('id', '=', deleted.id).execute();
      });
    } catch (error) {
      await hostingData.removeAll(ref).catch(() => undefined);
      await ldb.deleteFrom('hostings').where('id', '=', created.id).execute();
      throw error;
    }
    return { data: { domain: deleted.domain } };
  });
}
