import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userOf } from '../access/guard';
import { nowIso } from '../db/database';
import { HttpError } from '../http/errors';
import type { ServerContext } from '../plugins/serverPlugin';
import { clearSessionCookies } from './sessionCookie';
import type { ActiveSession } from '../../core/auth/activeSession';
import { endSessionsOf, sessionId, tokenHashOf, type SessionDevice } from './sessions';

export const SESSION_TEXTS = {
  notFound: 'Esta sessão já foi encerrada.',
  unknownDevice: 'Dispositivo desconhecido',
} as const;

export const deviceOf = (request: FastifyRequest): SessionDevice => ({ userAgent: request.headers['user-agent'], address: request.ip });

const BROWSERS: [RegExp, string][] = [[/Edg\//, 'Edge'], [/OPR\/|Opera/, 'Opera'], [/Firefox\//, 'Firefox'], [/Chrome\/|CriOS\//, 'Chrome'], [/Safari\//, 'Safari']];
const SYSTEMS: [RegExp, string][] = [[/Android/, 'Android'], [/iPhone|iPad|iPod/, 'iOS'], [/Windows/, 'Windows'], [/Mac OS X|Macintosh/, 'macOS'], [/CrOS/, 'ChromeOS'], [/Linux/, 'Linux']];

/** "Chrome no Windows" from a User-Agent; an API client or a tool by its own name; unknown without one. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return SESSION_TEXTS.unknownDevice;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} no ${system}`;
  return browser ?? system ?? userAgent.split(/[\s/]/)[0].slice(0, 40);
}

/**
 * The account page's "Sessões ativas": the customer's sessions with device, address and last use,
 * "Encerrar" for one, "Encerrar as outras" for all but this one. Ending needs the session itself,
 * never an API token.
 */
export function sessionRoutes(app: FastifyInstance, { db }: ServerContext) {
  const SESSION_ONLY = { config: { access: { rule: 'public' }, sessionOnly: true } } as const;

  app.get('/user/sessions', SESSION_ONLY, async (request) => {
    const user = userOf(request);
    const current = tokenHashOf(user.token);
    const rows = await db
      .selectFrom('sessions')
      .select(['token_hash', 'user_agent', 'address', 'last_used_at', 'created_at'])
      .where('user_id', '=', user.id)
      .where('expires_at', '>', nowIso())
      .execute();
    const sessions: ActiveSession[] = rows
      .map((row) => ({
        id: sessionId(row.token_hash),
        device: deviceName(row.user_agent),
        address: row.address,
        lastUsedAt: row.last_used_at ?? row.created_at,
        createdAt: row.created_at,
        current: row.token_hash === current,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
    return { data: sessions };
  });

  app.delete<{ Params: { id: string } }>('/user/sessions/:id', SESSION_ONLY, async (request, reply) => {
    const user = userOf(request);
    const id = request.params.id;
    if (!/^[0-9a-f]{16}$/.test(id)) throw new HttpError(404, SESSION_TEXTS.notFound);
    const rows = await db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute();
    const ended = rows.find((row) => sessionId(row.token_hash) === id);
    if (!ended) throw new HttpError(404, SESSION_TEXTS.notFound);
    await db.deleteFrom('sessions').where('token_hash', '=', ended.token_hash).execute();
    if (ended.token_hash === tokenHashOf(user.token)) clearSessionCookies(request, reply);
    return { data: null };
  });

  app.delete('/user/sessions', SESSION_ONLY, async (request) => {
    const user = userOf(request);
    await endSessionsOf(db, user.id, user.token);
    return { data: null };
  });
}
