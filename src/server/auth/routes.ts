import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';
import { loginSchema, VERIFICATION_TEXTS, verificationCodeSchema } from '../../core/auth/loginContract';
import { HttpError, parse } from '../http/errors';
import { addressRefusal, createThrottle, minutesText } from '../http/throttle';
import type { ServerContext } from '../plugins/serverPlugin';
import { LOGIN_LIMITS, type LoginAttempt, type LoginThrottle } from './loginThrottle';
import { oauthRoutes } from './oauth';
import { requireCaptcha } from './captcha';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { clearSessionCookies, signedIn } from './sessionCookie';
import { createSession, endSession } from './sessions';
import { deviceOf, sessionRoutes } from './sessionRoutes';
import type { TokenPurpose } from '../db/schema';
import { consumeToken, findToken, issueToken, smsCode } from './tokens';
import { spendTotpCode } from './totp';
import { withContract } from '../http/contracts';

export const LOGIN_TEXTS = {
  wrongCredentials: 'E-mail ou senha incorretos.',
  emailNotVerified: 'Confirme o seu e-mail antes de entrar: abra o link que enviamos para a sua caixa de entrada.',
  wrongCode: 'Código de verificação inválido.',
  usedCode: VERIFICATION_TEXTS.usedCode,
  expired: VERIFICATION_TEXTS.expired,
  locked: (wait: string) => `Muitas tentativas de login sem sucesso. Aguarde ${wait} e tente novamente.`,
} as const;

/** SMS codes: 5 per account and 30 per address in 15 minutes, the ones sent at sign-in included. */
export const SMS_LIMITS = {
  perAccount: { max: 5, minutes: 15, refusal: (wait: string) => `Já enviamos vários códigos para este telefone. Aguarde ${wait} antes de pedir outro.` },
  perAddress: { max: 30, minutes: 15, refusal: addressRefusal },
} as const;

const phoneResendSchema = z.object({ token: z.string().min(1, VERIFICATION_TEXTS.expired).max(MAX_LENGTH.token, VERIFICATION_TEXTS.expired) });

interface SigningInUser {
  id: number;
  email: string;
  phone: string | null;
  phone_unverified: number;
}

export async function authRoutes(app: FastifyInstance, context: ServerContext, throttle: LoginThrottle, sandbox: boolean) {
  const { db, mailer, sms, captcha } = context;
  const smsPerAccount = createThrottle(app, SMS_LIMITS.perAccount, 'sms-account');
  const smsPerAddress = createThrottle(app, SMS_LIMITS.perAddress, 'sms-address');

  const attemptOf = (request: FastifyRequest, email: string): LoginAttempt => ({ account: email, address: request.ip });

  async function refuseWhileLocked(attempt: LoginAttempt) {
    const minutes = await throttle.lockedMinutes(attempt);
    if (minutes > 0) throw new HttpError(429, LOGIN_TEXTS.locked(minutesText(minutes)));
  }

  /** Counts the failure; the one that reaches a ceiling is already refused as locked. */
  async function recordFailure(attempt: LoginAttempt) {
    await throttle.recordFailure(attempt);
    if ((await throttle.lockedMinutes(attempt)) > 0) throw new HttpError(429, LOGIN_TEXTS.locked(minutesText(LOGIN_LIMITS.minutes)));
  }

  async function sendPhoneCode(request: FastifyRequest, user: Pick<SigningInUser, 'id' | 'phone'>): Promise<string> {
    await smsPerAddress(request, request.ip);
    await smsPerAccount(request, String(user.id));
    const code = smsCode();
    const token = await issueToken(db, user.id, 'verify-phone', code);
    sms.send(user.phone ?? '', `Seu código de verificação é ${code}. Ele vale por 15 minutos.`);
    return token;
  }

  /** Every factor is proven: a session, or first the phone code of a new account. */
  /** Whom a code step's token names, refused while their sign-ins are locked. */
  async function codeStep(request: FastifyRequest, token: string, purpose: TokenPurpose) {
    const userId = await findToken(db, token, purpose);
    if (userId === null) throw new HttpError(410, LOGIN_TEXTS.expired);
    const user = await userById(userId);
    const attempt = attemptOf(request, user.email);
    await refuseWhileLocked(attempt);
    return { user, attempt };
  }

  async function finishSignIn(request: FastifyRequest, reply: FastifyReply, user: SigningInUser) {
    await throttle.recordSuccess(attemptOf(request, user.email));
    if (user.phone && user.phone_unverified === 1) return { data: { phoneVerification: await sendPhoneCode(request, user) } };
    return { data: signedIn(request, reply, await createSession(db, user.id, deviceOf(request))) };
  }

  const userById = (id: number) => db.selectFrom('users').select(['id', 'email', 'phone', 'phone_unverified', 'totp_secret']).where('id', '=', id).executeTakeFirstOrThrow();

  app.post('/login', withContract({ config: { access: { rule: 'anonymous' } } }, { body: loginSchema }), async (request, reply) => {
    const body = parse(loginSchema, request.body);
    await requireCaptcha(captcha, request, body.captcha);
    const attempt = attemptOf(request, body.email);
    await refuseWhileLocked(attempt);
    const user = await db.selectFrom('users').selectAll().where('email', '=', body.email).executeTakeFirst();
    if (!user || !(await verifyPassword(body.password, user.password_hash))) {
      await recordFailure(attempt);
      throw new HttpError(422, LOGIN_TEXTS.wrongCredentials, { password: LOGIN_TEXTS.wrongCredentials });
    }
    // An older hash (scrypt, or weaker argon2 parameters) is renewed while the password is at hand.
    if (needsRehash(user.password_hash)) await db.updateTable('users').set({ password_hash: await hashPassword(body.password) }).where('id', '=', user.id).execute();
    if (!user.email_verified_at) throw new HttpError(403, LOGIN_TEXTS.emailNotVerified, undefined, { emailVerification: true });
    // The browser keeps this short-lived, single-use token for the code step, never the password.
    if (user.totp_secret) return { data: { twoFactorVerification: await issueToken(db, user.id, 'pending-login') } };
    return finishSignIn(request, reply, user);
  });

  app.post('/verification/2fa', withContract({ config: { access: { rule: 'anonymous' } } }, { body: verificationCodeSchema }), async (request, reply) => {
    const body = parse(verificationCodeSchema, request.body);
    const { user, attempt } = await codeStep(request, body.token, 'pending-login');
    const outcome = user.totp_secret ? await spendTotpCode(db, user.id, user.totp_secret, body.code) : 'wrong';
    if (outcome !== 'accepted') {
      await recordFailure(attempt);
      const message = outcome === 'used' ? LOGIN_TEXTS.usedCode : LOGIN_TEXTS.wrongCode;
      throw new HttpError(422, message, { code: message });
    }
    await consumeToken(db, body.token);
    return finishSignIn(request, reply, user);
  });

  app.post('/verification/phone', withContract({ config: { access: { rule: 'anonymous' } } }, { body: verificationCodeSchema }), async (request, reply) => {
    const body = parse(verificationCodeSchema, request.body);
    const { user, attempt } = await codeStep(request, body.token, 'verify-phone');
    if ((await findToken(db, body.token, 'verify-phone', body.code)) === null) {
      await recordFailure(attempt);
      throw new HttpError(422, LOGIN_TEXTS.wrongCode, { code: LOGIN_TEXTS.wrongCode });
    }
    await consumeToken(db, body.token);
    await db.updateTable('users').set({ phone_unverified: 0 }).where('id', '=', user.id).execute();
    await throttle.recordSuccess(attempt);
    return { data: signedIn(request, reply, await createSession(db, user.id, deviceOf(request))) };
  });

  app.post('/verification/phone/resend', withContract({ config: { access: { rule: 'anonymous' } } }, { body: phoneResendSchema }), async (request) => {
    const body = parse(phoneResendSchema, request.body);
    const userId = await findToken(db, body.token, 'verify-phone');
    if (userId === null) throw new HttpError(410, LOGIN_TEXTS.expired);
    return { data: { phoneVerification: await sendPhoneCode(request, await userById(userId)) } };
  });

  app.post('/logout', { config: { access: { rule: 'public' } } }, async (request, reply) => {
    const token = request.user?.apiToken ? null : request.user?.token;
    if (token) await endSession(db, token);
    clearSessionCookies(request, reply);
    return { data: null };
  });

  // The invisible captcha's settings for the sign-in pages; the local provider's challenge answers a fresh token.
  app.get('/captcha', { config: { access: { rule: 'anonymous' } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: { ...captcha.client, ...(captcha.issue ? { token: await captcha.issue() } : {}) } };
  });

  await oauthRoutes(app, context, sandbox);
  sessionRoutes(app, context);

  if (sandbox) {
    app.get('/sandbox/mail', { config: { access: { rule: 'anonymous' } } }, async () => ({ data: mailer.outbox }));
    app.get('/sandbox/sms', { config: { access: { rule: 'anonymous' } } }, async () => ({ data: sms.outbox }));
  }
}
