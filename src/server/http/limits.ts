import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Every body but a file upload: far above any form, far below what ties up memory. */
export const BODY_LIMIT = 1024 * 1024;
/** The upload limit of part 2 (100 MB files) plus room for the multipart envelope. */
export const UPLOAD_BODY_LIMIT = 110 * 1024 * 1024;
export const UPLOAD_FILE_LIMIT = 100 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes files (multipart) up to UPLOAD_BODY_LIMIT; every other route takes BODY_LIMIT. */
    upload?: boolean;
  }
}

export function bodyLimitOf(config: { upload?: boolean }): number {
  return config.upload ? UPLOAD_BODY_LIMIT : BODY_LIMIT;
}

export const TOO_LARGE = 'O conteúdo enviado é grande demais.';
export const NO_FILES_HERE = 'Este endereço não recebe arquivos.';

/**
 * Fastify's bodyLimit (set per route here) refuses a parsed body by its declared length before
 * reading it. Multipart is streamed by @fastify/multipart and escapes that check, so files are
 * measured here by their declared length and refused on every route that does not declare an
 * upload, before a byte of them is read.
 */
export function installBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= bodyLimitOf(route.config ?? {});
  });
  app.addHook('onRequest', async (request) => {
    if (!/^multipart\//i.test(request.headers['content-type'] ?? '')) return;
    const config = request.routeOptions.config ?? {};
    if (Number(request.headers['content-length'] ?? 0) > bodyLimitOf(config)) throw new HttpError(413, TOO_LARGE);
    if (!config.upload) throw new HttpError(415, NO_FILES_HERE);
  });
}
