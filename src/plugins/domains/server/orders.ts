import type { Selectable } from 'kysely';
import { ledgerCents } from '@server/billing/credits';
import { billingNow } from '@server/billing/clock';
import { nowIso, type Database } from '@server/db/database';
import { debitConsumption } from '@server/billing/debit';
import type { ServerContext } from '@server/plugins/serverPlugin';
import type { DomainOrder } from '../registerContract';
import { domainsDb, type DomainsPluginTables, type OrderKind } from './tables';

export const COMPLETE_JOB = 'domains.registrar.complete';
/** An unpaid order is given up after this long and its domain freed. */
const ORDER_LIFETIME_MS = 7 * 86_400_000;
const YEAR_MS = 365 * 86_400_000;

const KIND_TEXT: Record<OrderKind, string> = { register: 'Registro do domínio', transfer: 'Transferência do domínio', renew: 'Renovação do domínio' };

export function describeOrder(kind: OrderKind, domain: string, period: number): string {
  return `${KIND_TEXT[kind]} ${domain} (${period} ${period === 1 ? 'ano' : 'anos'})`;
}

type OrderRow = Selectable<DomainsPluginTables['domain_orders']>;

export function presentOrder(order: OrderRow, domain: string): DomainOrder {
  return { id: order.id, amount: order.amount_cents / 100, status: order.status, kind: order.kind, domain, description: describeOrder(order.kind, domain, order.period) };
}

/** Adds whole years to a date (registries count renewals from the current expiry). */
export function addYears(iso: string | null, years: number, from = Date.now()): string {
  const base = iso ? Math.max(Date.parse(iso), from - 30 * 86_400_000) : from;
  const date = new Date(base);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
}

/**
 * Pays a pending order from the customer's credits when they cover it: the order turns paid and
 * the ledger is debited in the same transaction, and only if this call moved it out of pending,
 * so an order is never charged twice. Returns whether it was paid now.
 */
export async function payOrder(context: ServerContext, orderId: number, completionDelayMs: number): Promise<boolean> {
  const db = domainsDb(context.db);
  const at = (await billingNow(context.db)).toISOString();
  const paid = await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('domain_orders').selectAll().where('id', '=', orderId).where('status', '=', 'pending').executeTakeFirst();
    if (!order) return null;
    const balance = await ledgerCents(trx as unknown as Database, order.user_id);
    if (balance.credit + balance.bonus < order.amount_cents) return null;
    const moved = await trx.updateTable('domain_orders').set({ status: 'paid', paid_at: nowIso() }).where('id', '=', orderId).where('status', '=', 'pending').executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return null;
    const domain = await trx.selectFrom('domains').select(['domain', 'expiration_date']).where('id', '=', order.domain_id).executeTakeFirstOrThrow();
    await debitConsumption(trx as unknown as Database, order.user_id, order.amount_cents, describeOrder(order.kind, domain.domain, order.period), at);
    const change = order.kind === 'renew' ? { expiration_date: addYears(domain.expiration_date, order.period) } : { status: order.kind === 'transfer' ? 'transferring' : 'pending' };
    await trx.updateTable('domains').set(change).where('id', '=', order.domain_id).execute();
    return order;
  });
  if (paid && paid.kind !== 'renew') await context.jobs.enqueue(paid.user_id, COMPLETE_JOB, { orderId: paid.id }, completionDelayMs);
  return paid !== null;
}

/** The registry's answer for a paid registration or transfer: the domain becomes registered. */
export async function completeOrder(context: ServerContext, orderId: number, currentExpiry: (domain: string) => string | null): Promise<{ domain: string; status: string } | null> {
  const db = domainsDb(context.db);
  const order = await db.selectFrom('domain_orders').selectAll().where('id', '=', orderId).where('status', '=', 'paid').executeTakeFirst();
  if (!order) return null;
  const row = await db.selectFrom('domains').selectAll().where('id', '=', order.domain_id).executeTakeFirst();
  if (!row || !['pending', 'transferring'].includes(row.status)) return row ? { domain: row.domain, status: row.status } : null;
  const now = new Date().toISOString();
  const expiry = order.kind === 'transfer' ? addYears(currentExpiry(row.domain), order.period) : new Date(Date.now() + order.period * YEAR_MS).toISOString();
  await db.updateTable('domains').set({ status: 'registered', register_date: row.register_date ?? now, expiration_date: expiry }).where('id', '=', row.id).execute();
  return { domain: row.domain, status: 'registered' };
}

/** Pays what credits now cover and gives up orders left unpaid too long; returns how many were paid. */
export async function collectOrders(context: ServerContext, completionDelayMs: number, userId?: number): Promise<number> {
  const db = domainsDb(context.db);
  let query = db.selectFrom('domain_orders').select(['id', 'created_at', 'domain_id', 'kind']).where('status', '=', 'pending');
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  let paid = 0;
  for (const order of await query.orderBy('id').execute()) {
    if (Date.parse(order.created_at) < Date.now() - ORDER_LIFETIME_MS) {
      await db.updateTable('domain_orders').set({ status: 'cancelled' }).where('id', '=', order.id).execute();
      if (order.kind !== 'renew') await db.deleteFrom('domains').where('id', '=', order.domain_id).where('status', '=', 'pending_payment').execute();
      continue;
    }
    if (await payOrder(context, order.id, completionDelayMs)) paid++;
  }
  return paid;
}

const COLLECT_INTERVAL_MS = 5000;

/** Pays orders as soon as a recharge lands, whether or not the customer's browser is open. */
export function startOrderCollector(context: ServerContext, completionDelayMs: number, onError: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    collectOrders(context, completionDelayMs)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, COLLECT_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
