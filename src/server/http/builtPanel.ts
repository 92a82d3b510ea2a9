import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';

/**
 * Serves the built panel: files under assets/ carry a hash of their content in their names, so a
 * browser keeps them for a year without asking again; index.html and the other files are checked on
 * every visit, so a new release is seen at once. @fastify/send's own header ("max-age=0") is turned
 * off, or it would replace these and every visit would revalidate the shell's hundred scripts. The
 * build writes brotli and gzip copies beside each file (vite.config.ts): a browser that takes them gets
 * a third to a quarter of the bytes, with no compression work per request.
 */
export async function serveBuiltPanel(app: FastifyInstance, dir: string) {
  await app.register(fastifyStatic, {
    root: path.resolve(dir),
    wildcard: false,
    // "/" is the page fallback's (app.ts), which names a signed-in page's code in it.
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, file) => {
      res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      // A cache between may keep one copy per encoding, never hand brotli to a browser that did not ask for it.
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
