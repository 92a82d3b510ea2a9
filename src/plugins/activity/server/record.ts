import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '@server/db/database';
import { nowIso } from '@server/db/database';
import { activityTables } from './store';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Not changes to an account: the development tools, and the session's own end. */
const NOT_RECORDED = [/^\/api\/sandbox\//, /^\/api\/logout$/];
/** A path segment this long and random is a secret (a link's token), never kept. */
const SECRET_SEGMENT = /^[A-Za-z0-9_-]{24,}$/;

/** The path called, without its query and with any token-like segment hidden. */
export function recordedPath(url: string): string {
  const [path] = url.split('?');
  return path
    .split('/')
    .map((segment) => (SECRET_SEGMENT.test(segment) ? '…' : segment))
    .join('/');
}

/** The panel's area a route belongs to: the segment after the hosting or domain it is about, else its first. */
export function areaOf(route: string): string {
  const segments = route.split('/').filter(Boolean).slice(1);
  const about = segments.findIndex((segment) => segment.startsWith(':'));
  if (about >= 0) return segments[about + 1]?.startsWith(':') === false ? segments[about + 1] : segments[0];
  return segments[0] ?? '';
}

async function record(db: Database, request: FastifyRequest) {
  const user = request.user!;
  const hosting = request.hosting;
  await activityTables(db)
    .insertInto('activity_log')
    .values({
      owner_id: hosting?.row.owner_id ?? user.id,
      actor_id: user.id,
      role: hosting?.access.isGuest ? 'guest' : 'owner',
      token_name: user.apiToken?.name ?? null,
      hosting_id: hosting?.row.id ?? null,
      hosting_domain: hosting?.row.domain ?? null,
      method: request.method,
      path: recordedPath(request.url),
      area: areaOf(request.routeOptions.url ?? ''),
      address: request.ip,
      at: nowIso(),
    })
    .execute();
}

/**
 * Every change an account's session or API token made through the API, once it succeeded: who (the
 * owner or a guest, through the panel or which token), what (the call), on which hosting, when and from
 * where. Bodies are never kept: they may hold passwords. Recorded before the answer leaves, so the
 * activity page opened after a change shows it (after the answer, a read on PostgreSQL could come first).
 */
export function recordChanges(app: FastifyInstance, db: Database) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!CHANGES.has(request.method) || reply.statusCode >= 400 || !request.user) return payload;
    if (NOT_RECORDED.some((pattern) => pattern.test(request.url))) return payload;
    try {
      await record(db, request);
    } catch (error) {
      request.log.error({ err: error }, 'activity: the change was made but could not be recorded');
    }
    return payload;
  });
}
