import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Smaller answers gain little on the wire for the work: the hosting list, a form's answer. */
export const COMPRESS_FROM_BYTES = 8 * 1024;

/**
 * Compresses the API's large answers (a zone of thousands of records, a big folder, the OpenAPI document)
 * for clients that take it: brotli at a quick quality, else gzip. Types that are already compressed
 * (archives, images) are sent as they are.
 */
export async function installCompression(api: FastifyInstance): Promise<void> {
  await api.register(fastifyCompress, {
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
