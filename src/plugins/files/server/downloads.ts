import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { realpath, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '@server/http/errors';
import type { SharedState } from '@server/state/sharedState';

/** A download link works this long: the browser follows it at once. */
export const DOWNLOAD_LINK_MS = 5 * 60_000;
export const DOWNLOAD_EXPIRED = 'Este link de download expirou. Baixe o arquivo novamente pelo gerenciador.';

interface Ticket {
  /** Absolute path on disk, already through the path guard. */
  file: string;
  /** The folder the file must still be in when it is sent: a link swapped in since is refused. */
  within: string;
  name: string;
  /** A temporary archive made for this download: removed once sent or expired. */
  temporary: boolean;
}

/**
 * Short-lived links for downloads: the browser navigates to them, so they carry no bearer header;
 * the link's random id (144 bits, kept in the shared state so any API process serves it) is the
 * permission.
 */
export class DownloadLinks {
  constructor(private readonly state: SharedState) {}

  async issue(file: string, within: string, name: string, temporary = false): Promise<string> {
    const id = randomBytes(18).toString('base64url');
    await this.state.put(`download:${id}`, { file, within, name, temporary } satisfies Ticket, DOWNLOAD_LINK_MS);
    if (temporary) setTimeout(() => void rm(file, { force: true }), DOWNLOAD_LINK_MS).unref();
    return `/api/files/download/${id}`;
  }

  /** The ticket a link names while it has not expired. */
  async take(token: string): Promise<Ticket | null> {
    if (!/^[\w-]{24}$/.test(token)) return null;
    return this.state.get<Ticket>(`download:${token}`);
  }

  routes(app: FastifyInstance) {
    app.get<{ Params: { token: string } }>('/files/download/:token', { config: { access: { rule: 'anonymous' } } }, async (request, reply) => {
      const ticket = await this.take(request.params.token);
      if (!ticket) throw new HttpError(410, DOWNLOAD_EXPIRED);
      const real = await realpath(ticket.file).catch(() => null);
      const within = await realpath(ticket.within).catch(() => null);
      if (!real || !within || !real.startsWith(within + path.sep)) throw new HttpError(410, DOWNLOAD_EXPIRED);
      const stats = await stat(real).catch(() => null);
      if (!stats?.isFile()) throw new HttpError(410, DOWNLOAD_EXPIRED);
      const stream = createReadStream(real);
      if (ticket.temporary) stream.on('close', () => void rm(ticket.file, { force: true }));
      const ascii = ticket.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-length', stats.size)
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(ticket.name)}`)
        .send(stream);
    });
  }
}
