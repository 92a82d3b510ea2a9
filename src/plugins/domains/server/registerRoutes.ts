import type { FastifyInstance } from 'fastify';
import { userOf } from '@server/access/guard';
import { verifyPassword } from '@server/auth/passwords';
import { nowIso } from '@server/db/database';
import { HttpError, fieldError, parse } from '@server/http/errors';
import type { ServerContext } from '@server/plugins/serverPlugin';
import {
  contactSchema, pricesSchema, REGISTER_TEXTS, registerSchema, renewSchema, searchSchema,
  type Contact, type DomainPrices, type RegisterAnswer, type RegisterType,
} from '../registerContract';
import { collectOrders, COMPLETE_JOB, completeOrder, describeOrder, payOrder, presentOrder, startOrderCollector } from './orders';
import { ownedDomain } from './owned';
import { present, type DomainRow } from './present';
import { lookUp, suggestionsFor } from './lookup';
import { parseName, type ParsedName } from './registrar/names';
import { cents } from './registrar/prices';
import { SandboxRegistrar } from './registrar/registrar';
import { domainsDb, type DomainsPluginTables } from './tables';
import { withContract } from '@server/http/contracts';

const signedIn = { config: { access: { rule: 'public' as const } } };
/** Orders, payments and renewals cost money: they need the confirmation and an idempotency key (server/http/paidActions). */
const paid = { config: { ...signedIn.config, paid: true as const } };
const anonymous = { config: { access: { rule: 'anonymous' as const } } };
type WithDomain = { Params: { resource: string } };

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

function parsedOr(field: string, value: string): ParsedName {
  const result = parseName(value);
  if (!result.ok) throw fieldError(field, result.message);
  return result.name;
}

type ContactRow = Omit<DomainsPluginTables['domain_contacts'], 'domain_id' | 'updated_at'>;
const contactRow = (c: Contact): ContactRow => ({
  name: c.name, email: c.email, phone: c.phone, cpf_cnpj: c.cpfCnpj, address_zip: c.addressZip, address_street: c.addressStreet, address_number: c.addressNumber,
  address_complement: c.addressComplement, address_neighborhood: c.addressNeighborhood, address_city: c.addressCity, address_state: c.addressState,
});
const contactOf = (r: ContactRow): Contact => ({
  name: r.name, email: r.email, phone: r.phone, cpfCnpj: r.cpf_cnpj, addressZip: r.address_zip, addressStreet: r.address_street, addressNumber: r.address_number,
  addressComplement: r.address_complement, addressNeighborhood: r.address_neighborhood, addressCity: r.address_city, addressState: r.address_state,
});

/**
 * Search, prices, register and transfer, paying, renewal and contacts (part 2 §7 "Domains").
 * The registrar is the sandbox: without it every call that would reach a registry answers 503.
 */
export function registerRoutes(app: FastifyInstance, context: ServerContext) {
  const db = domainsDb(context.db);
  const registrar = new SandboxRegistrar(context.timeScale);
  const delay = registrar.completionDelayMs;
  const requireRegistrar = () => {
    if (!context.sandbox) throw new HttpError(503, REGISTER_TEXTS.noRegistrar);
  };

  context.jobs.handle(COMPLETE_JOB, async (payload) => {
    const { orderId } = payload as { orderId: number };
    return completeOrder(context, orderId, (domain) => {
      const parsed = parseName(domain);
      return parsed.ok ? registrar.whois(parsed.name).expiresAt : null;
    });
  });
  if (context.sandbox) {
    const stop = startOrderCollector(context, delay, (error) => app.log.error({ err: error }, 'domain order collection failed'));
    app.addHook('onClose', async () => stop());
    /** What the losing registrar's panel would show its customer: WHOIS and the transfer code. */
    app.get<WithDomain>('/sandbox/registrar/:resource', anonymous, async (request) => {
      const name = parsedOr('domain', request.params.resource.toLowerCase());
      const whois = registrar.whois(name);
      return { data: { domain: name.domain, ...whois, authCode: whois.status === 'registered' ? registrar.authCode(name.domain) : null } };
    });
  }

  const orderOf = async (row: DomainRow, status: 'pending' | 'paid') =>
    db.selectFrom('domain_orders').select('id').where('domain_id', '=', row.id).where('status', '=', status).where('kind', '!=', 'renew').orderBy('id', 'desc').executeTakeFirst();

  const amountCents = (name: ParsedName, type: RegisterType, period: number): number => {
    const price = registrar.price(name);
    if (!price) throw new HttpError(404, REGISTER_TEXTS.notFound);
    return type === 'transfer' ? cents(price.transfer) : cents(price.register) + cents(price.renew) * (period - 1);
  };
  const periodsFor = (name: ParsedName, type: RegisterType): number[] => {
    const terms = registrar.terms(name.suffix);
    if (!terms) return [];
    return type === 'transfer' ? [1] : Array.from({ length: terms.maxYears }, (_, i) => i + 1);
  };

  const answer = async (orderId: number, amount: number): Promise<RegisterAnswer> => {
    const paid = await payOrder(context, orderId, delay);
    return { needsRecharge: !paid, order: { id: orderId, amount: amount / 100 } };
  };

  app.post('/domain/search', withContract(signedIn, { body: searchSchema }), async (request) => {
    requireRegistrar();
    const { search } = parse(searchSchema, request.body);
    const name = parsedOr('search', search);
    const userId = userOf(request).id;
    const result = await lookUp(context, registrar, name, userId);
    return { data: { ...result, suggestions: await suggestionsFor(context, registrar, name, userId) } };
  });

  app.post('/domain/prices', withContract(signedIn, { body: pricesSchema }), async (request) => {
    requireRegistrar();
    const body = parse(pricesSchema, request.body);
    const parsed = parseName(body.domain);
    if (!parsed.ok) throw new HttpError(404, REGISTER_TEXTS.notFound);
    const name = parsed.name;
    const price = registrar.price(name);
    if (!price || registrar.whois(name).status === 'reserved') throw new HttpError(404, REGISTER_TEXTS.notFound);
    const prices: Record<string, string> = {};
    const amounts: Record<string, number> = {};
    for (const years of periodsFor(name, body.type)) {
      const amount = amountCents(name, body.type, years) / 100;
      amounts[years] = amount;
      prices[years] = brl.format(amount);
    }
    const data: DomainPrices = { domain: name.domain, type: body.type, prices, amounts, renew: price.renew };
    return { data };
  });

  app.post('/domain', withContract(paid, { body: registerSchema }), async (request, reply) => {
    requireRegistrar();
    const body = parse(registerSchema, request.body);
    const userId = userOf(request).id;
    if (body.password === '') throw fieldError('password', REGISTER_TEXTS.passwordRequired);
    const user = await context.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
    if (!(await verifyPassword(body.password, user.password_hash))) throw fieldError('password', REGISTER_TEXTS.passwordWrong);

    const name = parsedOr('domain', body.domain);
    const look = await lookUp(context, registrar, name, userId);
    const existing = await db.selectFrom('domains').selectAll().where('domain', '=', name.domain).executeTakeFirst();
    const resumable = existing?.owner_id === userId && existing.status === 'pending' && !(await orderOf(existing, 'paid'));
    if (existing?.owner_id === userId && existing.status === 'pending_payment') throw new HttpError(409, REGISTER_TEXTS.pendingOrder);
    if (!resumable) {
      if (look.isOwner) throw fieldError('domain', REGISTER_TEXTS.alreadyYours);
      if (body.type === 'register' && !look.register) throw fieldError('domain', look.message ?? REGISTER_TEXTS.notAvailable);
      if (body.type === 'transfer' && !look.transfer) throw fieldError('domain', look.status === 'registered' && look.message ? look.message : REGISTER_TEXTS.notTransferable);
    }
    if (body.type === 'transfer' && body.epp !== registrar.authCode(name.domain)) throw fieldError('epp', REGISTER_TEXTS.eppWrong);
    if (!periodsFor(name, body.type).includes(body.period)) throw fieldError('period', REGISTER_TEXTS.period);

    const amount = amountCents(name, body.type, body.period);
    const renewPrice = registrar.price(name)?.renew ?? 0;
    const now = nowIso();
    const orderId = await db.transaction().execute(async (trx) => {
      const domainId = existing
        ? (await trx.updateTable('domains').set({ status: 'pending_payment', renew_price: renewPrice }).where('id', '=', existing.id).returning('id').executeTakeFirstOrThrow()).id
        : (await trx.insertInto('domains').values({ owner_id: userId, domain: name.domain, status: 'pending_payment', register_date: null, expiration_date: null, renew_price: renewPrice, created_at: now }).returning('id').executeTakeFirstOrThrow()).id;
      const contact = { domain_id: domainId, ...contactRow(body), updated_at: now };
      await trx.insertInto('domain_contacts').values(contact).onConflict((oc) => oc.column('domain_id').doUpdateSet(contact)).execute();
      const order = await trx.insertInto('domain_orders')
        .values({ user_id: userId, domain_id: domainId, kind: body.type, period: body.period, amount_cents: amount, status: 'pending', epp: body.type === 'transfer' ? body.epp : null, created_at: now, paid_at: null })
        .returning('id').executeTakeFirstOrThrow();
      return order.id;
    });
    reply.code(201);
    return { data: await answer(orderId, amount) };
  });

  app.post<WithDomain>('/domain/:resource/pay', paid, async (request) => {
    requireRegistrar();
    const row = await ownedDomain(context, request);
    const order = await db.selectFrom('domain_orders').selectAll().where('domain_id', '=', row.id).where('status', '=', 'pending').orderBy('id', 'desc').executeTakeFirst();
    if (!order) throw new HttpError(409, 'Não há pedido aguardando pagamento para este domínio.');
    return { data: await answer(order.id, order.amount_cents) };
  });

  app.post<WithDomain>('/domain/:resource/renew', withContract(paid, { body: renewSchema }), async (request) => {
    requireRegistrar();
    const row = await ownedDomain(context, request);
    const { period } = parse(renewSchema, request.body);
    if (!present(row).isRenewable) throw new HttpError(409, REGISTER_TEXTS.notRenewable);
    const parsed = parseName(row.domain);
    const terms = parsed.ok ? registrar.terms(parsed.name.suffix) : null;
    if (!terms) throw new HttpError(409, REGISTER_TEXTS.notRenewable);
    if (period > terms.maxYears) throw fieldError('period', REGISTER_TEXTS.period);
    const amount = cents(row.renew_price) * period;
    const orderId = await db.transaction().execute(async (trx) => {
      // Only the latest renewal request stands: an earlier unpaid one would renew twice once paid.
      await trx.updateTable('domain_orders').set({ status: 'cancelled' }).where('domain_id', '=', row.id).where('kind', '=', 'renew').where('status', '=', 'pending').execute();
      const order = await trx.insertInto('domain_orders')
        .values({ user_id: row.owner_id, domain_id: row.id, kind: 'renew', period, amount_cents: amount, status: 'pending', epp: null, created_at: nowIso(), paid_at: null })
        .returning('id').executeTakeFirstOrThrow();
      return order.id;
    });
    return { data: await answer(orderId, amount) };
  });

  app.get<WithDomain>('/domain/:resource/contact', signedIn, async (request) => {
    const row = await ownedDomain(context, request);
    const saved = await db.selectFrom('domain_contacts').selectAll().where('domain_id', '=', row.id).executeTakeFirst();
    if (saved) return { data: contactOf(saved) };
    const user = await context.db.selectFrom('users').select(['name', 'email', 'phone', 'cpf']).where('id', '=', row.owner_id).executeTakeFirstOrThrow();
    const blank: Contact = { name: user.name, email: user.email, phone: user.phone ?? '', cpfCnpj: user.cpf ?? '', addressZip: '', addressStreet: '', addressNumber: '', addressComplement: '', addressNeighborhood: '', addressCity: '', addressState: '' };
    return { data: blank };
  });

  app.put<WithDomain>('/domain/:resource/contact', withContract(signedIn, { body: contactSchema }), async (request) => {
    const row = await ownedDomain(context, request);
    if (present(row).isPending) throw new HttpError(409, REGISTER_TEXTS.contactsPending);
    const contact = parse(contactSchema, request.body);
    const values = { domain_id: row.id, ...contactRow(contact), updated_at: nowIso() };
    await db.insertInto('domain_contacts').values(values).onConflict((oc) => oc.column('domain_id').doUpdateSet(values)).execute();
    return { data: contact };
  });

  app.get<{ Params: { id: string } }>('/recharge/order/:id', signedIn, async (request) => {
    const userId = userOf(request).id;
    await collectOrders(context, delay, userId);
    const order = await db.selectFrom('domain_orders').selectAll().where('id', '=', Number(request.params.id) || 0).where('user_id', '=', userId).executeTakeFirst();
    if (!order) throw new HttpError(404, 'Pedido não encontrado.');
    const domain = await db.selectFrom('domains').select('domain').where('id', '=', order.domain_id).executeTakeFirst();
    return { data: presentOrder(order, domain?.domain ?? '') };
  });

  return {
    /** Pays what the customer's credits now cover, so a page shows the order's effect at once. */
    collect: (userId: number) => (context.sandbox ? collectOrders(context, delay, userId) : Promise.resolve(0)),
    present: async (row: DomainRow) => {
      const pending = row.status === 'pending_payment' ? await orderOf(row, 'pending') : undefined;
      const paid = row.status === 'pending' ? await orderOf(row, 'paid') : undefined;
      return present(row, { orderId: pending?.id ?? null, paidOrder: !!paid });
    },
  };
}

export { describeOrder };
