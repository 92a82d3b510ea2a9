import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

const ONE_YEAR = 31_536_000;

/** A third party's hosts the policy lets in: the configured captcha provider's. */
export interface ThirdPartySources {
  script: string[];
  frame: string[];
  connect: string[];
}

/**
 * One policy for the panel and the API. Scripts come only from the panel's own bundle; styles
 * allow inline because MUI (Emotion) writes its style tags at run time; images allow data: and
 * blob: for QR codes, logos and previews; workers allow blob: for the code editor's workers.
 */
export async function installSecurityHeaders(app: FastifyInstance, captcha: ThirdPartySources = { script: [], frame: [], connect: [] }): Promise<void> {
  const headers = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...captcha.script],
        // The captcha provider's frames (CAPTCHA_SECRET), when one is configured; none otherwise.
        ...(captcha.frame.length ? { frameSrc: captcha.frame } : {}),
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...captcha.connect],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below, and only over https: over plain http a browser ignores it, and a development
    // machine on http://localhost must not be pinned to https.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  // The policy holds no nonce, so its headers are the same for every answer: computed once, not per request.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${ONE_YEAR}; includeSubDomains`);
  });
}

/** The headers helmet sets for these options, read once from a stand-in response. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}
