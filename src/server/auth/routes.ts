import type { FastifyInstance } from 'fastify';
import { verify } from 'otplib';
import { loginSchema } from '../../core/auth/loginContract';
import { bearerToken } from '../access/guard';
import { HttpError, parse } from '../http/errors';
import type { ServerContext } from '../plugins/serverPlugin';
import { LOCK_MINUTES, type LoginThrottle } from './loginThrottle';
import { verifyPassword } from './passwords';
import { createSession, endSession } from './sessions';

const WRONG_CREDENTIALS = 'E-mail ou senha incorretos.';

export async function authRoutes(app: FastifyInstance, { db, mailer }: ServerContext, throttle: LoginThrottle, sandbox: boolean) {
  app.post('/login', { config: { access: { rule: 'anonymous' } } }, async (request) => {
    const locked = throttle.lockedMinutes(request.ip);
    if (locked > 0) {
      throw new HttpError(429, `Muitas tentativas de login sem sucesso. Aguarde ${locked} minuto(s) e tente novamente.`);
    }
    const body = parse(loginSchema, request.body);
    const user = await db.selectFrom('users').selectAll().where('email', '=', body.email).executeTakeFirst();
    if (!user || !(await verifyPassword(body.password, user.password_hash))) {
      throttle.recordFailure(request.ip);
      if (throttle.lockedMinutes(request.ip) > 0) {
        throw new HttpError(429, `Muitas tentativas de login sem sucesso. Aguarde ${LOCK_MINUTES} minutos e tente novamente.`);
      }
      throw new HttpError(422, WRONG_CREDENTIALS, { password: WRONG_CREDENTIALS });
    }
    if (user.totp_secret) {
      if (!body.code2fa) return { data: { twoFactorVerification: true } };
      const valid = await verify({ secret: user.totp_secret, token: body.code2fa, epochTolerance: 30 }).then((r) => r.valid).catch(() => false);
      if (!valid) {
        throttle.recordFailure(request.ip);
        throw new HttpError(422, 'Código de verificação inválido.', { code2fa: 'Código de verificação inválido.' });
      }
    }
    throttle.recordSuccess(request.ip);
    return { data: await createSession(db, user.id) };
  });

  app.post('/logout', { config: { access: { rule: 'public' } } }, async (request) => {
    const token = bearerToken(request);
    if (token) await endSession(db, token);
    return { data: null };
  });

  if (sandbox) {
    app.get('/sandbox/mail', { config: { access: { rule: 'anonymous' } } }, async () => ({ data: mailer.outbox }));
  }
}
