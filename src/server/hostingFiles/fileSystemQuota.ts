import { constants } from 'node:os';
import type { FastifyRequest } from 'fastify';
import { DiskQuotaExceeded } from './diskQuota';
import type { HostingFiles } from './fileRoot';

/** Said when the plan's disk is not known (a hosting without a plan in the catalogue). */
const NO_ROOM = 'Não há espaço no disco do plano desta hospedagem para gravar isso. Exclua arquivos que não usa mais ou mude para um plano com mais disco.';

/** EDQUOT: libuv has no name for it ("Unknown system error -122"), so its number is read too. */
function isQuotaExceeded(error: unknown): boolean {
  const { code, errno } = (error ?? {}) as { code?: unknown; errno?: unknown };
  return code === 'EDQUOT' || (constants.errno.EDQUOT !== undefined && errno === -constants.errno.EDQUOT);
}

/**
 * A write the node's file system refused because the hosting's home reached its limit (EDQUOT: a
 * real node's quota, which counts every writer, the panel too), answered as the panel's own
 * accounting answers it: 507 with the plan's text, never a 500. Null for any other failure.
 */
export async function fileSystemQuotaRefusal(error: unknown, request: FastifyRequest, files: HostingFiles): Promise<DiskQuotaExceeded | null> {
  if (!isQuotaExceeded(error) || !request.hosting) return null;
  const limitBytes = await files.quota.limitBytes(request.hosting.row.id).catch(() => null);
  files.quota.forget(request.hosting.row.id);
  return limitBytes === null ? new DiskQuotaExceeded(0, undefined, NO_ROOM) : new DiskQuotaExceeded(limitBytes);
}
