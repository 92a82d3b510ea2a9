import type { FastifyInstance } from 'fastify';
import { generateSecret, generateURI } from 'otplib';
import { userOf } from '@server/access/guard';
import { hashPassword, verifyPassword } from '@server/auth/passwords';
import { endSessionsOf } from '@server/auth/sessions';
import { checkTotpCode, spendTotpCode } from '@server/auth/totp';
import { nowIso, type Database } from '@server/db/database';
import { HttpError, parse } from '@server/http/errors';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { ACCOUNT_TEXTS, passwordChangeSchema, profileSchema, twoFactorDisableSchema, twoFactorEnableSchema, type AccountNotification, type Profile } from '../contract';
import { accountMigrations } from './migrations';
import { accountDb } from './tables';
import { withContract } from '@server/http/contracts';

const TOTP_ISSUER = 'Painel';

async function notify(db: Database, userId: number, type: AccountNotification['type'], message: string) {
  await accountDb(db).insertInto('notifications').values({ user_id: userId, type, message, read_at: null, created_at: nowIso() }).execute();
}

function refuseCode(outcome: 'wrong' | 'used'): never {
  const message = outcome === 'used' ? ACCOUNT_TEXTS.usedCode : ACCOUNT_TEXTS.wrongCode;
  throw new HttpError(422, message, { code: message });
}

/** What would let a leaked API token take the account over needs the panel's own session. */
const SESSION_ONLY = { access: { rule: 'public' }, sessionOnly: true } as const;

/** The signed-in user's own data: profile, password, second factor and notifications. */
function routes(app: FastifyInstance, { db }: { db: Database }) {
  const users = () => accountDb(db).selectFrom('users');

  app.get('/user/profile', { config: { access: { rule: 'public' } } }, async (request): Promise<{ data: Profile }> => {
    const u = await users().selectAll().where('id', '=', userOf(request).id).executeTakeFirstOrThrow();
    return {
      data: {
        name: u.name,
        email: u.email,
        phone: u.phone ?? '',
        cpf: u.cpf ?? '',
        addressZip: u.address_zip,
        addressStreet: u.address_street,
        addressNumber: u.address_number,
        addressComplement: u.address_complement,
        addressNeighborhood: u.address_neighborhood,
        addressCity: u.address_city,
        addressState: u.address_state,
        twoFactorEnabled: u.totp_secret !== null,
      },
    };
  });

  const profileConfig = { access: { rule: 'public' }, sessionOnly: true, unique: { 'users.email': { field: 'email', message: ACCOUNT_TEXTS.emailTaken } } } as const;
  app.put('/user/profile', withContract({ config: profileConfig }, { body: profileSchema }), async (request) => {
    const userId = userOf(request).id;
    const body = parse(profileSchema, request.body);
    const other = await db.selectFrom('users').select('id').where('email', '=', body.email).where('id', '!=', userId).executeTakeFirst();
    if (other) throw new HttpError(422, ACCOUNT_TEXTS.emailTaken, { email: ACCOUNT_TEXTS.emailTaken });
    await accountDb(db)
      .updateTable('users')
      .set({
        name: body.name,
        email: body.email,
        phone: body.phone,
        cpf: body.cpf || null,
        address_zip: body.addressZip,
        address_street: body.addressStreet,
        address_number: body.addressNumber,
        address_complement: body.addressComplement,
        address_neighborhood: body.addressNeighborhood,
        address_city: body.addressCity,
        address_state: body.addressState,
      })
      .where('id', '=', userId)
      .execute();
    return { data: null };
  });

  app.post('/user/password', withContract({ config: SESSION_ONLY }, { body: passwordChangeSchema }), async (request) => {
    const { id, token } = userOf(request);
    const body = parse(passwordChangeSchema, request.body);
    const user = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow();
    if (!(await verifyPassword(body.currentPassword, user.password_hash))) {
      throw new HttpError(422, ACCOUNT_TEXTS.wrongPassword, { currentPassword: ACCOUNT_TEXTS.wrongPassword });
    }
    await db.updateTable('users').set({ password_hash: await hashPassword(body.password) }).where('id', '=', id).execute();
    // Other devices must sign in again with the new password; this one stays signed in.
    await endSessionsOf(db, id, token);
    await notify(db, id, 'success', ACCOUNT_TEXTS.passwordChanged);
    return { data: null };
  });

  app.get('/user/2fa/setup', { config: SESSION_ONLY }, async (request) => {
    const user = await db.selectFrom('users').select('email').where('id', '=', userOf(request).id).executeTakeFirstOrThrow();
    const secret = generateSecret();
    return { data: { secret, uri: generateURI({ issuer: TOTP_ISSUER, label: user.email, secret }) } };
  });

  app.post('/user/2fa', withContract({ config: SESSION_ONLY }, { body: twoFactorEnableSchema }), async (request) => {
    const { id } = userOf(request);
    const body = parse(twoFactorEnableSchema, request.body);
    const check = await checkTotpCode(body.secret, body.code, null);
    if (check.outcome !== 'accepted') refuseCode(check.outcome);
    // The code that turned the new secret on is spent like any other.
    await db.updateTable('users').set({ totp_secret: body.secret, totp_last_step: check.step }).where('id', '=', id).execute();
    await notify(db, id, 'success', ACCOUNT_TEXTS.twoFactorOn);
    return { data: null };
  });

  app.post('/user/2fa/disable', withContract({ config: SESSION_ONLY }, { body: twoFactorDisableSchema }), async (request) => {
    const { id } = userOf(request);
    const body = parse(twoFactorDisableSchema, request.body);
    const user = await db.selectFrom('users').select('totp_secret').where('id', '=', id).executeTakeFirstOrThrow();
    const outcome = user.totp_secret ? await spendTotpCode(db, id, user.totp_secret, body.code) : 'wrong';
    if (outcome !== 'accepted') refuseCode(outcome);
    await db.updateTable('users').set({ totp_secret: null }).where('id', '=', id).execute();
    await notify(db, id, 'warning', ACCOUNT_TEXTS.twoFactorOff);
    return { data: null };
  });

  app.get('/user/notifications', { config: { access: { rule: 'public' } } }, async (request): Promise<{ data: AccountNotification[] }> => {
    const rows = await accountDb(db).selectFrom('notifications').selectAll().where('user_id', '=', userOf(request).id).orderBy('id', 'desc').limit(100).execute();
    return { data: rows.map((r) => ({ id: r.id, type: r.type, message: r.message, read: r.read_at !== null, createdAt: r.created_at })) };
  });

  app.post('/user/notifications/read', { config: { access: { rule: 'public' } } }, async (request) => {
    await accountDb(db).updateTable('notifications').set({ read_at: nowIso() }).where('user_id', '=', userOf(request).id).where('read_at', 'is', null).execute();
    return { data: null };
  });
}

export default defineServerPlugin({
  migrations: accountMigrations,
  async seed({ db }) {
    const users = await db.selectFrom('users').select('id').execute();
    for (const { id } of users) await notify(db, id, 'info', 'Bem-vindo ao painel! Complete o seu perfil para agilizar as suas compras.');
  },
  routes,
});
