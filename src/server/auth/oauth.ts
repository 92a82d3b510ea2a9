import { z } from '../../core/validation/zod';
import type { FastifyInstance } from 'fastify';
import { loadAllManifests } from '../../core/manifest/loadManifests';
import { safeRedirectTarget } from '../../core/routing/loginPath';
import { withContract } from '../http/contracts';
import { HttpError } from '../http/errors';
import type { ServerContext } from '../plugins/serverPlugin';
import { setSessionCookies } from './sessionCookie';
import { deviceOf } from './sessionRoutes';
import { createSession } from './sessions';

/** Where to go after signing in: a panel path only (anything else goes to the dashboard). */
const oauthQuery = z.object({ redirect: z.string().optional().describe('Caminho do painel para onde voltar após o login.') });

const OAUTH_PROVIDERS = ['facebook', 'google', 'twitter', 'github'] as const;
/** Whom the sandbox provider signs in: the README's main demo account. */
const SANDBOX_OAUTH_EMAIL = 'cliente@exemplo.com.br';

/**
 * GET /login/oauth/{provider}: the end of a social sign-in. No real provider is reachable from
 * here, so the sandbox one signs the demo user in; without the sandbox the login page says the
 * social sign-in failed.
 */
export async function oauthRoutes(app: FastifyInstance, { db }: ServerContext, sandbox: boolean) {
  const shellRedirects = loadAllManifests().flatMap((m) => m.redirects);
  app.get<{ Params: { provider: string }; Querystring: { redirect?: string } }>(
    '/login/oauth/:provider',
    withContract({ config: { access: { rule: 'anonymous' } } }, { query: oauthQuery }),
    async (request, reply) => {
      if (!(OAUTH_PROVIDERS as readonly string[]).includes(request.params.provider)) throw new HttpError(404, 'Rede social desconhecida.');
      const user = sandbox ? await db.selectFrom('users').select('id').where('email', '=', SANDBOX_OAUTH_EMAIL).executeTakeFirst() : undefined;
      if (!user) return reply.redirect('/auth/login?oauth_access_denied=1');
      const session = await createSession(db, user.id, deviceOf(request));
      setSessionCookies(request, reply, session);
      return reply.redirect(safeRedirectTarget(request.query.redirect, shellRedirects) ?? '/');
    },
  );
}
