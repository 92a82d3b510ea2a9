import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verify } from 'otplib';
import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';
import { loginSchema } from '../../core/auth/loginContract';
import { bearerToken } from '../access/guard';
import { HttpError, parse } from '../http/errors';
import { serverText } from '../i18n/texts';
import type { ServerContext } from '../plugins/serverPlugin';
import { LOCK_MINUTES, type LoginThrottle } from './loginThrottle';
import { oauthRoutes } from './oauth';
import { verifyPassword } from './passwords';
import { createSession, endSession } from './sessions';
import { SmsSandbox } from './sms';
import { consumeToken, findToken, issueToken, smsCode } from './tokens';

export const LOGIN_TEXTS = {
  wrongCredentials: 'E-mail ou senha incorretos.',
  emailNotVerified: 'Confirme o seu e-mail antes de entrar: abra o link que enviamos para a sua caixa de entrada.',
  wrongCode: 'Código de verificação inválido.',
  expiredPhoneToken: 'A verificação expirou. Faça login novamente.',
} as const;

const phoneCodeSchema = z.object({
  token: z.string().min(1, LOGIN_TEXTS.expiredPhoneToken).max(MAX_LENGTH.token, LOGIN_TEXTS.expiredPhoneToken),
  code: z.string().trim().max(6, 'Informe o código de 6 dígitos.').regex(/^\d{6}$/, 'Informe o código de 6 dígitos.'),
});
const phoneResendSchema = z.object({ token: z.string().min(1).max(MAX_LENGTH.token, LOGIN_TEXTS.expiredPhoneToken) });

function refuseWhileLocked(throttle: LoginThrottle, request: FastifyRequest) {
  const locked = throttle.lockedMinutes(request.ip);
  if (locked > 0) {
    throw new HttpError(429, serverText('loginLocked', { count: locked }));
  }
}

function recordFailure(throttle: LoginThrottle, request: FastifyRequest) {
  throttle.recordFailure(request.ip);
  if (throttle.lockedMinutes(request.ip) > 0) {
    throw new HttpError(429, serverText('loginLocked', { count: LOCK_MINUTES }));
  }
}

async function sendPhoneCode(context: ServerContext, sms: SmsSandbox, userId: number, phone: string): Promise<string> {
  const code = smsCode();
  const token = await issueToken(context.db, userId, 'verify-phone', code);
  sms.send(phone, `Seu código de verificação é ${code}. Ele vale por 15 minutos.`);
  return token;
}

export async function authRoutes(app: FastifyInstance, context: ServerContext, throttle: LoginThrottle, sandbox: boolean) {
  const { db, mailer } = context;
  const sms = new SmsSandbox(app.log);

  app.post('/login', { config: { access: { rule: 'anonymous' } } }, async (request) => {
    refuseWhileLocked(throttle, request);
    const body = parse(loginSchema, request.body);
    const user = await db.selectFrom('users').selectAll().where('email', '=', body.email).executeTakeFirst();
    if (!user || !(await verifyPassword(body.password, user.password_hash))) {
      recordFailure(throttle, request);
      throw new HttpError(422, LOGIN_TEXTS.wrongCredentials, { password: LOGIN_TEXTS.wrongCredentials });
    }
    if (!user.email_verified_at) throw new HttpError(403, LOGIN_TEXTS.emailNotVerified, undefined, { emailVerification: true });
    if (user.totp_secret) {
      if (!body.code2fa) return { data: { twoFactorVerification: true } };
      const valid = await verify({ secret: user.totp_secret, token: body.code2fa, epochTolerance: 30 }).then((r) => r.valid).catch(() => false);
      if (!valid) {
        recordFailure(throttle, request);
        throw new HttpError(422, LOGIN_TEXTS.wrongCode, { code2fa: LOGIN_TEXTS.wrongCode });
      }
    }
    throttle.recordSuccess(request.ip);
    if (user.phone && user.phone_unverified === 1) {
      return { data: { phoneVerification: await sendPhoneCode(context, sms, user.id, user.phone) } };
    }
    return { data: await createSession(db, user.id) };
  });

  app.post('/verification/phone', { config: { access: { rule: 'anonymous' } } }, async (request) => {
    refuseWhileLocked(throttle, request);
    const body = parse(phoneCodeSchema, request.body);
    const userId = await findToken(db, body.token, 'verify-phone', body.code);
    if (userId === null) {
      if ((await findToken(db, body.token, 'verify-phone')) === null) throw new HttpError(410, LOGIN_TEXTS.expiredPhoneToken);
      recordFailure(throttle, request);
      throw new HttpError(422, LOGIN_TEXTS.wrongCode, { code: LOGIN_TEXTS.wrongCode });
    }
    await consumeToken(db, body.token);
    await db.updateTable('users').set({ phone_unverified: 0 }).where('id', '=', userId).execute();
    throttle.recordSuccess(request.ip);
    return { data: await createSession(db, userId) };
  });

  app.post('/verification/phone/resend', { config: { access: { rule: 'anonymous' } } }, async (request) => {
    const body = parse(phoneResendSchema, request.body);
    const userId = await findToken(db, body.token, 'verify-phone');
    if (userId === null) throw new HttpError(410, LOGIN_TEXTS.expiredPhoneToken);
    const user = await db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow();
    return { data: { phoneVerification: await sendPhoneCode(context, sms, userId, user.phone ?? '') } };
  });

  app.post('/logout', { config: { access: { rule: 'public' } } }, async (request) => {
    const token = bearerToken(request);
    if (token) await endSession(db, token);
    return { data: null };
  });

  await oauthRoutes(app, context, sandbox);

  if (sandbox) {
    app.get('/sandbox/mail', { config: { access: { rule: 'anonymous' } } }, async () => ({ data: mailer.outbox }));
    app.get('/sandbox/sms', { config: { access: { rule: 'anonymous' } } }, async () => ({ data: sms.outbox }));
  }
}
