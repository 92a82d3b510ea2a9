import { creditBalance, hourlyConsumption } from '@server/billing/credits';
import { HOURS_PER_MONTH } from '@server/billing/hourlyPrice';
import type { Database } from '@server/db/database';
import type { Mailer } from '@server/sandbox/mailer';
import type { SandboxGateway } from '@server/sandbox/gateway/gateway';
import { AUTO_RECHARGE_DAYS, type AutoRechargeState } from '../autoSchemas';
import { MIN_AMOUNT, type InvoiceStatus } from '../schemas';
import type { InvoicesTable } from './invoices';
import { rechargeDb, type RechargeDatabase, type RechargeTables } from './tables';

export const AUTO_DESCRIPTION = 'Recarga automática via cartão';

/** 30 days of what the account's hostings cost now, in cents (part 1 §9). */
export async function monthlyCents(db: Database, userId: number): Promise<number> {
  return Math.ceil((await hourlyConsumption(db, userId)) * HOURS_PER_MONTH * 100);
}

export async function autoRechargeState(database: Database, userId: number): Promise<AutoRechargeState> {
  const db = rechargeDb(database);
  const row = await db.selectFrom('auto_recharges').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const monthly = (await monthlyCents(database, userId)) / 100;
  const enabled = !!row?.enabled;
  // A declined charge stays announced until a recharge is paid after it.
  const paidSince = row?.declined_at
    ? await db.selectFrom('invoices').select('id').where('user_id', '=', userId).where('status', '=', 'Paid').where('paid_at', '>', row.declined_at).executeTakeFirst()
    : undefined;
  return {
    enabled,
    paymentMethod: enabled ? row!.payment_method : null,
    cardLastDigits: enabled ? row!.card_last_digits : null,
    cardBrand: enabled ? row!.card_brand : null,
    monthly,
    declinedAt: enabled && row?.declined_at && !paidSince ? row.declined_at : null,
  };
}

/** Keeps the card (as the gateway's token) and starts a new episode, so a new card is tried at once. */
export async function enableAutoRecharge(database: Database, gateway: SandboxGateway, userId: number, cardNumber: string): Promise<void> {
  const card = gateway.tokenizeCard(cardNumber);
  const updated_at = new Date().toISOString();
  const values = { enabled: 1, payment_method: 'credit_card' as const, card_token: card.token, card_last_digits: card.lastDigits, card_brand: card.brand, declined_at: null, updated_at };
  await rechargeDb(database)
    .insertInto('auto_recharges')
    .values({ user_id: userId, episode: 1, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ ...values, episode: eb('auto_recharges.episode', '+', 1) })))
    .execute();
}

export async function disableAutoRecharge(database: Database, userId: number): Promise<void> {
  await rechargeDb(database).updateTable('auto_recharges').set({ enabled: 0, card_token: null, updated_at: new Date().toISOString() }).where('user_id', '=', userId).execute();
}

export interface AutoRechargeDeps {
  gateway: SandboxGateway;
  /** Asks for the invoice to be settled when the gateway decides. */
  settleAt: (userId: number, invoice: string, at: string) => Promise<unknown>;
  onError?: (error: unknown, userId: number) => void;
}

/**
 * The trigger the billing engine calls after each run. For every account with auto-recharge on:
 * credits lasting more than 7 days re-arm it (a new episode once the last one was charged); 7 days
 * or fewer charge the kept card one month of consumption, once per episode: the attempt row's
 * unique (user, episode) key makes a repeated run, or another process, charge nothing.
 */
export async function runAutoRecharges(database: Database, deps: AutoRechargeDeps): Promise<number> {
  const db = rechargeDb(database);
  const accounts = await db.selectFrom('auto_recharges').selectAll().where('enabled', '=', 1).where('card_token', 'is not', null).execute();
  let charged = 0;
  for (const account of accounts) {
    try {
      if (await chargeIfDue(database, db, deps, account)) charged++;
    } catch (error) {
      deps.onError?.(error, account.user_id);
    }
  }
  return charged;
}

type Account = RechargeTables['auto_recharges'];

async function chargeIfDue(database: Database, db: RechargeDatabase, deps: AutoRechargeDeps, account: Account): Promise<boolean> {
  const credits = await creditBalance(database, account.user_id);
  if (!credits.hasServices || credits.estimate === null) return false;
  const attempted = await db.selectFrom('auto_recharge_attempts').select('invoice_id').where('user_id', '=', account.user_id).where('episode', '=', account.episode).executeTakeFirst();
  if (credits.estimate > AUTO_RECHARGE_DAYS) {
    if (attempted) await db.updateTable('auto_recharges').set({ episode: account.episode + 1 }).where('user_id', '=', account.user_id).where('episode', '=', account.episode).execute();
    return false;
  }
  if (attempted) return false;
  const amountCents = Math.max(MIN_AMOUNT * 100, await monthlyCents(database, account.user_id));
  const id = crypto.randomUUID();
  const charge = deps.gateway.chargeCardToken(account.card_token!);
  const now = new Date().toISOString();
  const taken = await db.transaction().execute(async (trx) => {
    const attempt = await trx
      .insertInto('auto_recharge_attempts')
      .values({ invoice_id: id, user_id: account.user_id, episode: account.episode, amount_cents: amountCents, outcome: null, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'episode']).doNothing())
      .executeTakeFirst();
    if (Number(attempt.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
    const invoice: InvoicesTable = {
      id,
      user_id: account.user_id,
      method: 'CRD',
      amount_cents: amountCents,
      bonus_cents: 0,
      period: 1,
      description: AUTO_DESCRIPTION,
      status: 'Pending',
      card_outcome: charge.outcome,
      settles_at: charge.settlesAt,
      expires_at: null,
      paid_at: null,
      n8n_template: null,
      created_at: now,
      origin: 'auto',
    };
    await trx.insertInto('invoices').values(invoice).execute();
    return true;
  });
  if (taken) await deps.settleAt(account.user_id, id, charge.settlesAt);
  return taken;
}

const money = (cents: number) => `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * What follows a settled automatic recharge, once whoever settles it first (the job or a poll):
 * a mail either way; a declined card also becomes the account's announcement.
 */
export async function afterAutoRechargeSettled(database: Database, mailer: Mailer, invoice: InvoicesTable, status: InvoiceStatus): Promise<void> {
  if (invoice.origin !== 'auto' || status === 'Pending') return;
  const db = rechargeDb(database);
  const moved = await db.updateTable('auto_recharge_attempts').set({ outcome: status }).where('invoice_id', '=', invoice.id).where('outcome', 'is', null).executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return;
  const user = await db.selectFrom('users').select(['name', 'email']).where('id', '=', invoice.user_id).executeTakeFirst();
  if (status === 'Cancelled') {
    await db.updateTable('auto_recharges').set({ declined_at: new Date().toISOString() }).where('user_id', '=', invoice.user_id).execute();
  }
  if (!user) return;
  const amount = money(invoice.amount_cents);
  mailer.send(
    status === 'Paid'
      ? { to: user.email, subject: 'Recarga automática realizada', text: `Olá, ${user.name}! Seus créditos estavam acabando e fizemos a recarga automática de ${amount} no seu cartão. Seus serviços seguem ativos.` }
      : { to: user.email, subject: 'Recarga automática recusada', text: `Olá, ${user.name}! A recarga automática de ${amount} foi recusada pelo seu cartão. Faça uma recarga manual ou cadastre outro cartão para que seus serviços não sejam suspensos por falta de créditos.` },
  );
}
