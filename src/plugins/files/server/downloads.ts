import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { realpath, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '@server/http/errors';

/** A download link works this long: the browser follows it at once. */
export const DOWNLOAD_LINK_MS = 5 * 60_000;
export const DOWNLOAD_EXPIRED = 'Este link de download expirou. Baixe o arquivo novamente pelo gerenciador.';

interface Ticket {
  /** Absolute path on disk, already through the path guard. */
  file: string;
  /** The folder the file must still be in when it is sent: a link swapped in since is refused. */
  within: string;
  name: string;
  expires: number;
  /** A temporary archive made for this download: removed once sent or expired. */
  temporary: boolean;
}

/**
 * Short-lived signed links for downloads: the browser navigates to them, so they carry no
 * bearer header; the link itself (HMAC over a random id, kept in memory) is the permission.
 */
export class DownloadLinks {
  private readonly secret = randomBytes(32);
  private readonly tickets = new Map<string, Ticket>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(file: string, within: string, name: string, temporary = false): string {
    const id = randomBytes(18).toString('base64url');
    this.tickets.set(id, { file, within, name, expires: this.now() + DOWNLOAD_LINK_MS, temporary });
    const timer = setTimeout(() => void this.expire(id), DOWNLOAD_LINK_MS);
    timer.unref();
    return `/api/files/download/${id}.${this.sign(id)}`;
  }

  private sign(id: string) {
    return createHmac('sha256', this.secret).update(id).digest('base64url');
  }

  /** The ticket a token names, if it is signed by us and not expired. */
  take(token: string): Ticket | null {
    const [id = '', signature = ''] = token.split('.');
    const expected = Buffer.from(this.sign(id));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const ticket = this.tickets.get(id);
    if (!ticket || ticket.expires < this.now()) return null;
    return ticket;
  }

  private async expire(id: string) {
    const ticket = this.tickets.get(id);
    this.tickets.delete(id);
    if (ticket?.temporary) await rm(ticket.file, { force: true });
  }

  routes(app: FastifyInstance) {
    app.get<{ Params: { token: string } }>('/files/download/:token', { config: { access: { rule: 'anonymous' } } }, async (request, reply) => {
      const ticket = this.take(request.params.token);
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
