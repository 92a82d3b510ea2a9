import { stat, writeFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostingOf, userOf } from '@server/access/guard';
import { HttpError, parse } from '@server/http/errors';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { sslRedirectSchema, type SslStatus } from '../contract';
import { SETTINGS_ACCESS } from './access';
import { withHttpsRedirect } from './htaccess';
import { certificateJob, reissueWhenNamesChange, SANDBOX_ISSUE_MS, SSL_JOB, type SslJobPayload } from './certificateJob';
import { sslStates } from './sslState';
import { readTextOrEmpty } from './textFile';
import { withContract } from '@server/http/contracts';

export const SSL_MESSAGES = {
  notRegistered: 'O domínio precisa estar registrado e configurado para esta hospedagem antes de ativar o SSL.',
  notActive: 'Ative o certificado SSL antes de redirecionar para HTTPS.',
} as const;

/**
 * Applications whose own site address (stored in their configuration) may loop or mix content
 * when every request is sent to HTTPS. Until the apps plugin answers which apps are installed,
 * the rule is: one of these files in `public_html/` means that application is installed.
 */
const APP_MARKERS: [file: string, app: string][] = [
  ['public_html/wp-config.php', 'WordPress'],
  ['public_html/configuration.php', 'Joomla'],
  ['public_html/sites/default/settings.php', 'Drupal'],
  ['public_html/app/etc/env.php', 'Magento'],
  ['public_html/config/parameters.php', 'PrestaShop'],
];

export function sslRoutes(app: FastifyInstance, context: ServerContext) {
  const { db, files, jobs, timeScale } = context;
  const states = sslStates(db);

  // Always HTTPS is served by the node's web server once the certificate is active.
  context.nodeSites.add(async (hosting) => {
    const state = await states.get(hosting.id);
    return { httpsOnly: state.status === 'active' && state.redirect === 1 };
  });

  certificateJob(context, app.log);
  reissueWhenNamesChange(context);

  const registered = async (domain: string) =>
    (await db.selectFrom('domains').select('id').where('domain', '=', domain).where('status', '=', 'registered').executeTakeFirst()) !== undefined;

  const installedApp = async (hostingId: number) => {
    for (const [file, name] of APP_MARKERS) {
      const found = await stat(await files.resolve(hostingId, file)).catch(() => null);
      if (found?.isFile()) return name;
    }
    return null;
  };

  const statusOf = async (request: FastifyRequest): Promise<SslStatus> => {
    const { row } = hostingOf(request);
    const state = await states.get(row.id);
    return {
      active: state.status === 'active',
      checking: state.status === 'checking',
      redirect: state.redirect === 1,
      registered: await registered(row.domain),
      appConflict: await installedApp(row.id),
      expiresAt: state.status === 'active' ? state.expires_at : null,
      failure: state.failure,
    };
  };

  app.get('/hosting/:resource/ssl', SETTINGS_ACCESS, async (request) => ({ data: await statusOf(request) }));

  app.post('/hosting/:resource/ssl/enable', SETTINGS_ACCESS, async (request, reply) => {
    const { row } = hostingOf(request);
    if (!(await registered(row.domain))) throw new HttpError(409, SSL_MESSAGES.notRegistered);
    const state = await states.get(row.id);
    if (state.status === 'inactive') {
      await states.save(row.id, { status: 'checking', failure: null });
      // The sandbox node issues at once; its certificate authority's minute stands for a real one's validation.
      const delay = context.nodeSites.node.kind === 'sandbox' ? SANDBOX_ISSUE_MS * timeScale : 0;
      await jobs.enqueue(userOf(request).id, SSL_JOB, { hostingId: row.id } satisfies SslJobPayload, delay);
    }
    return reply.status(202).send({ data: await statusOf(request) });
  });

  /** Always HTTPS: a marked block of rewrite rules in `public_html/.htaccess`, added or removed. */
  app.patch('/hosting/:resource/ssl/redirect', withContract(SETTINGS_ACCESS, { body: sslRedirectSchema }), async (request) => {
    const { value } = parse(sslRedirectSchema, request.body);
    const { row } = hostingOf(request);
    if ((await states.get(row.id)).status !== 'active') throw new HttpError(409, SSL_MESSAGES.notActive);
    const file = await files.resolve(row.id, 'public_html/.htaccess');
    await writeFile(file, withHttpsRedirect(await readTextOrEmpty(file), value));
    await states.save(row.id, { redirect: value ? 1 : 0 });
    void context.nodeSites.changed(row.id).catch(() => undefined);
    return { data: await statusOf(request) };
  });
}
