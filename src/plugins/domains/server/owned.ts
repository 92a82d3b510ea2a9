import type { FastifyRequest } from 'fastify';
import { userOf } from '@server/access/guard';
import { HttpError, MESSAGES } from '@server/http/errors';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { NAMESERVER_TEXTS } from '../contract';
import type { DomainRow } from './present';

type DomainRequest = FastifyRequest<{ Params: { resource: string } }>;

/** The domain in the path, refused unless it belongs to the signed-in user. */
export async function ownedDomain({ db }: ServerContext, request: DomainRequest): Promise<DomainRow> {
  const row = await db.selectFrom('domains').selectAll().where('domain', '=', request.params.resource.toLowerCase()).executeTakeFirst();
  if (!row) throw new HttpError(404, NAMESERVER_TEXTS.notFound);
  if (row.owner_id !== userOf(request).id) throw new HttpError(403, MESSAGES.forbidden);
  return row;
}

