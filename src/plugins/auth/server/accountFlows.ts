import type { FastifyInstance, FastifyRequest } from 'fastify';
import { emitSignUp } from '@server/account/signUpEvents';
import { requireCaptcha } from '@server/auth/captcha';
import { hashPassword } from '@server/auth/passwords';
import { endSessionsOf } from '@server/auth/sessions';
import { consumeToken, findToken, issueToken } from '@server/auth/tokens';
import { nowIso } from '@server/db/database';
import { HttpError, parse } from '@server/http/errors';
import { addressRefusal, createThrottle } from '@server/http/throttle';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { AUTH_TEXTS, emailOnlySchema, newPasswordSchema, registerSchema, tokenSchema } from '../contract';
import { withContract } from '@server/http/contracts';

function panelLink(request: FastifyRequest, path: string, token: string): string {
  return `${request.protocol}://${request.host}${path}?token=${encodeURIComponent(token)}`;
}

/** Verification and reset e-mails: 5 of each kind per account, and 30 in all (sign-ups included) per address, in 15 minutes. */
export const MAIL_LIMITS = {
  perAccount: { max: 5, minutes: 15, refusal: (wait: string) => `Já enviamos vários e-mails para este endereço. Aguarde ${wait} antes de pedir outro.` },
  perAddress: { max: 30, minutes: 15, refusal: addressRefusal },
} as const;

/** Sign-up, e-mail verification and password reset: each proven by a single-use link sent by e-mail. */
export async function accountFlowRoutes(app: FastifyInstance, { db, mailer, captcha }: ServerContext) {
  const mailPerAddress = createThrottle(app, MAIL_LIMITS.perAddress, 'mail-address');
  const mailPerAccount = { verify: createThrottle(app, MAIL_LIMITS.perAccount, 'mail-verify'), reset: createThrottle(app, MAIL_LIMITS.perAccount, 'mail-reset') };
  /** Counted whether or not the account exists, so a refusal tells nobody who has one. */
  const throttleMail = async (request: FastifyRequest, kind: keyof typeof mailPerAccount, email: string) => {
    await mailPerAddress(request, request.ip);
    await mailPerAccount[kind](request, email);
  };

  async function sendVerification(request: FastifyRequest, user: { id: number; email: string; name: string }) {
    const token = await issueToken(db, user.id, 'verify-email');
    mailer.send({
      to: user.email,
      subject: 'Confirme o seu e-mail',
      text: `Olá, ${user.name}! Confirme o seu e-mail abrindo este link (vale por 24 horas): ${panelLink(request, '/auth/verification', token)}`,
    });
  }

  const registerConfig = { access: { rule: 'anonymous' }, unique: { 'users.email': { field: 'email', message: AUTH_TEXTS.emailTaken } } } as const;
  app.post('/register', withContract({ config: registerConfig }, { body: registerSchema }), async (request, reply) => {
    const body = parse(registerSchema, request.body);
    await requireCaptcha(captcha, request, body.captcha);
    const taken = await db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst();
    if (taken) throw new HttpError(422, AUTH_TEXTS.emailTaken, { email: AUTH_TEXTS.emailTaken });
    // A new account is mailed its verification link: counted with the address's other mails.
    await mailPerAddress(request, request.ip);
    const now = nowIso();
    const { id } = await db
      .insertInto('users')
      .values({
        name: body.name,
        email: body.email,
        phone: body.phone,
        password_hash: await hashPassword(body.password),
        photo: null,
        cpf: null,
        is_affiliate: 0,
        is_first_access: 1,
        register_domain: null,
        email_verified_at: null,
        totp_secret: null,
        promotion_type: null,
        promotion_expires_at: null,
        created_at: now,
        phone_unverified: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await emitSignUp(db, { userId: id, ref: body.ref, aff: body.aff });
    await sendVerification(request, { id, email: body.email, name: body.name });
    return reply.status(201).send({ data: { email: body.email } });
  });

  app.post('/verification', withContract({ config: { access: { rule: 'anonymous' } } }, { body: tokenSchema }), async (request) => {
    const { token } = parse(tokenSchema, request.body);
    const userId = await findToken(db, token, 'verify-email');
    if (userId === null) throw new HttpError(410, AUTH_TEXTS.invalidLink);
    await consumeToken(db, token);
    const user = await db.updateTable('users').set({ email_verified_at: nowIso() }).where('id', '=', userId).returning('email').executeTakeFirstOrThrow();
    return { data: { email: user.email } };
  });

  app.post('/verification/resend', withContract({ config: { access: { rule: 'anonymous' } } }, { body: emailOnlySchema }), async (request) => {
    const { email } = parse(emailOnlySchema, request.body);
    await throttleMail(request, 'verify', email);
    const user = await db.selectFrom('users').select(['id', 'email', 'name', 'email_verified_at']).where('email', '=', email).executeTakeFirst();
    if (user && !user.email_verified_at) await sendVerification(request, user);
    return { data: { message: AUTH_TEXTS.verificationSent } };
  });

  app.post('/password/reset', withContract({ config: { access: { rule: 'anonymous' } } }, { body: emailOnlySchema }), async (request) => {
    const { email, captcha: captchaToken } = parse(emailOnlySchema, request.body);
    await requireCaptcha(captcha, request, captchaToken);
    await throttleMail(request, 'reset', email);
    const user = await db.selectFrom('users').select(['id', 'name']).where('email', '=', email).executeTakeFirst();
    if (user) {
      const token = await issueToken(db, user.id, 'reset-password');
      mailer.send({
        to: email,
        subject: 'Crie uma nova senha',
        text: `Olá, ${user.name}! Para criar uma nova senha, abra este link (vale por 1 hora): ${panelLink(request, '/auth/reset-password', token)}`,
      });
    }
    return { data: { message: AUTH_TEXTS.resetSent } };
  });

  app.post('/password/reset/confirm', withContract({ config: { access: { rule: 'anonymous' } } }, { body: newPasswordSchema }), async (request) => {
    const body = parse(newPasswordSchema, request.body);
    const userId = await findToken(db, body.token, 'reset-password');
    if (userId === null) throw new HttpError(410, AUTH_TEXTS.invalidLink);
    await consumeToken(db, body.token);
    const passwordHash = await hashPassword(body.password);
    const user = await db
      .updateTable('users')
      // Whoever opened the link proved the mailbox, so an unverified address counts as verified.
      .set((eb) => ({ password_hash: passwordHash, email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(nowIso())) }))
      .where('id', '=', userId)
      .returning('email')
      .executeTakeFirstOrThrow();
    await endSessionsOf(db, userId);
    return { data: { email: user.email } };
  });
}
