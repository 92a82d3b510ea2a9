import { constants } from 'node:os';
import type { FastifyRequest } from 'fastify';
import { DiskQuotaExceeded, diskQuotaMessage } from './diskQuota';
import type { HostingFiles } from './fileRoot';

/** Said when the plan's disk is not known (a hosting without a plan in the catalogue). */
const NO_ROOM = 'Não há espaço no disco do plano desta hospedagem para gravar isso. Exclua arquivos que não usa mais ou mude para um plano com mais disco.';

/**
 * EDQUOT: the node's file system refused a write because the hosting's home reached its limit (a
 * real node's quota counts every writer, the panel too). libuv has no name for it ("Unknown system
 * error -122"), so its number is read too.
 */
export function isQuotaExceeded(error: unknown): boolean {
  const { code, errno } = (error ?? {}) as { code?: unknown; errno?: unknown };
  return code === 'EDQUOT' || (constants.errno.EDQUOT !== undefined && errno === -constants.errno.EDQUOT);
}

/** The panel's own text for a write past the plan's disk, for a hosting whose home's file system refused one. */
export async function fileSystemQuotaMessage(files: HostingFiles, hostingId: number): Promise<string> {
  const limitBytes = await files.quota.limitBytes(hostingId).catch(() => null);
  files.quota.forget(hostingId);
  return limitBytes === null ? NO_ROOM : diskQuotaMessage(limitBytes);
}

/** A request's write refused by the file system past the home's limit, answered as the panel's accounting answers it: 507 with the plan's text, never a 500. Null for any other failure. */
export async function fileSystemQuotaRefusal(error: unknown, request: FastifyRequest, files: HostingFiles): Promise<DiskQuotaExceeded | null> {
  if (!isQuotaExceeded(error) || !request.hosting) return null;
  const limitBytes = await files.quota.limitBytes(request.hosting.row.id).catch(() => null);
  return new DiskQuotaExceeded(limitBytes ?? 0, undefined, await fileSystemQuotaMessage(files, request.hosting.row.id));
}
