import type { FastifyInstance } from 'fastify';
import { userOf } from '../access/guard';
import { creditBalance } from '../billing/credits';
import { HttpError } from '../http/errors';
import type { ServerContext } from '../plugins/serverPlugin';

export async function accountRoutes(app: FastifyInstance, { db }: ServerContext) {
  app.get('/user', { config: { access: { rule: 'public' } } }, async (request) => {
    const user = await db.selectFrom('users').selectAll().where('id', '=', userOf(request).id).executeTakeFirst();
    if (!user) throw new HttpError(401, 'Sua sessão expirou. Faça login novamente.');
    const active = await db
      .selectFrom('hostings')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('owner_id', '=', user.id)
      .where('status', '=', 'Active')
      .executeTakeFirstOrThrow();
    return {
      data: {
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone,
        photo: user.photo,
        cpf: user.cpf,
        isAffiliate: user.is_affiliate === 1,
        activeServices: Number(active.count),
        isFirstAccess: user.is_first_access === 1,
        registerDomain: user.register_domain,
        twoFactorEnabled: user.totp_secret !== null,
      },
    };
  });

  app.get('/user/credits', { config: { access: { rule: 'public' } } }, async (request) => ({
    data: await creditBalance(db, userOf(request).id),
  }));

  app.get('/user/promotion', { config: { access: { rule: 'public' } } }, async (request) => {
    const user = await db
      .selectFrom('users')
      .select(['promotion_type', 'promotion_expires_at'])
      .where('id', '=', userOf(request).id)
      .executeTakeFirstOrThrow();
    const seconds = user.promotion_expires_at ? Math.floor((Date.parse(user.promotion_expires_at) - Date.now()) / 1000) : 0;
    const active = user.promotion_type !== null && seconds > 0;
    return { data: { active, type: active ? user.promotion_type : null, expiration: active ? seconds : 0 } };
  });
}
