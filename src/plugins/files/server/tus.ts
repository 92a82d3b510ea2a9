import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostingOf } from '@server/access/guard';
import { HttpError } from '@server/http/errors';
import type { HostingFiles } from '@server/hostingFiles/fileRoot';
import { joinPath, MESSAGES, nameField, pathField, UPLOAD_MAX_BYTES } from '../contract';
import { ACCESS } from './access';
import { moveInto } from './moveInto';

const NOT_A_FOLDER = 'A pasta de destino não existe.';
/** The plan's disk is checked against the declared length, so an upload must declare it (no Upload-Defer-Length). */
const LENGTH_REQUIRED = 'Informe o tamanho do arquivo ao iniciar o envio (Upload-Length).';
/** Unfinished uploads are kept this long for a resume, then may be discarded. */
const KEEP_UNFINISHED_MS = 24 * 60 * 60_000;

type Params = { Params: { resource: string; id: string } };

const refusal = (status: number, message: string) => ({ status_code: status, body: JSON.stringify({ message }) });

/**
 * Resumable uploads (tus 1.0): the body streams to `<dataDir>/uploads/` in the chunks the client
 * sends; an interrupted upload asks its offset (HEAD) and continues (PATCH). When the last byte
 * arrives the file moves into the hosting's folder through the path guard.
 */
export function registerTus(app: FastifyInstance, files: HostingFiles, dataDir: string) {
  const hostingOfRaw = new WeakMap<IncomingMessage, number>();
  const hostingFromWeb = (req: Request) => {
    const raw = (req as unknown as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;
    const id = raw ? hostingOfRaw.get(raw) : undefined;
    if (id === undefined) throw refusal(403, 'Acesso negado.');
    return id;
  };
  const targetOf = async (hostingId: number, metadata: Upload['metadata']) => {
    const name = nameField.safeParse(metadata?.filename ?? '');
    const dir = pathField.safeParse(metadata?.dir ?? '/');
    if (!name.success || !dir.success) throw refusal(422, MESSAGES.name);
    try {
      const folder = await files.resolve(hostingId, dir.data, 'dir');
      if (!(await stat(folder).catch(() => null))?.isDirectory()) throw refusal(422, NOT_A_FOLDER);
      return await files.resolve(hostingId, joinPath(dir.data, name.data), 'dir');
    } catch (error) {
      if (error instanceof HttpError) throw refusal(error.statusCode, error.message);
      throw error;
    }
  };

  const withinDisk = async (hostingId: number, bytes: number) => {
    try {
      await files.quota.assertRoomFor(hostingId, bytes);
    } catch (error) {
      if (error instanceof HttpError) throw refusal(error.statusCode, error.message);
      throw error;
    }
  };

  const directory = path.join(dataDir, 'uploads');
  const tus = new Server({
    path: '/api/files/tus',
    datastore: new FileStore({ directory, expirationPeriodInMilliseconds: KEEP_UNFINISHED_MS }),
    maxSize: UPLOAD_MAX_BYTES,
    respectForwardedHeaders: false,
    namingFunction: (req) => `${hostingFromWeb(req)}-${randomUUID()}`,
    generateUrl: (req, { id }) => `${new URL(req.url).pathname.replace(/\/+$/, '')}/${id}`,
    getFileIdFromRequest: (req) => /\/tus\/([^/?]+)/.exec(new URL(req.url).pathname)?.[1],
    onUploadCreate: async (req, upload) => {
      const hostingId = hostingFromWeb(req);
      await targetOf(hostingId, upload.metadata);
      // The declared length is taken from the plan's disk now: an upload that cannot fit never starts.
      if (upload.size === undefined) throw refusal(422, LENGTH_REQUIRED);
      await withinDisk(hostingId, upload.size);
      return {};
    },
    onUploadFinish: async (req, upload) => {
      const hostingId = hostingFromWeb(req);
      const target = await targetOf(hostingId, upload.metadata);
      const stored = path.join(directory, upload.id);
      await moveInto(stored, target);
      await files.handedOver(hostingId, target);
      await rm(`${stored}.json`, { force: true });
      return {};
    },
  });

  // Unfinished uploads older than a day are discarded once an hour.
  const sweep = setInterval(() => void tus.cleanUpExpiredUploads().catch(() => undefined), 60 * 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  const hand = async (request: FastifyRequest<Params> | FastifyRequest, reply: import('fastify').FastifyReply) => {
    const hostingId = hostingOf(request).row.id;
    const id = (request.params as { id?: string }).id;
    if (id !== undefined && !new RegExp(`^${hostingId}-[0-9a-f-]{36}$`).test(id)) throw new HttpError(404, 'Envio não encontrado.');
    hostingOfRaw.set(request.raw, hostingId);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };

  return app.register(async (scope) => {
    // The body of a PATCH is the file itself: left unread here, tus streams it to disk.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null, undefined));
    const config = { config: { access: ACCESS, upload: true } };
    scope.post('/hosting/:resource/files/tus', config, hand);
    scope.route<Params>({ method: ['HEAD', 'PATCH', 'DELETE'], url: '/hosting/:resource/files/tus/:id', ...config, handler: hand });
  });
}
