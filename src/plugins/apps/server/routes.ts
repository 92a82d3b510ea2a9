import { type AccessCondition, generatePassword, z } from '@core/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostingOf, userOf } from '@server/access/guard';
import { nowIso } from '@server/db/database';
import { fieldError, HttpError, MESSAGES, parse } from '@server/http/errors';
import { defineServerPlugin, type ServerContext } from '@server/plugins/serverPlugin';
import { APP_CATALOGUE, APP_TEXTS, appLabel, appUnavailable, installSchema, WEB_ROOT, type InstallBody, type InstallResult, type InstallStatusAnswer } from '../contract';
import { hasEntries } from './appFiles';
import { appsHolder } from './holder';
import { registerInstaller, uninstall, type InstallDetails } from './installer';
import { APP_PROFILES } from './appProfiles';
import { appSourceDirs, findAppSource } from './appSources';
import { alternativeEnabled, appsDb, migrations, presentInstalled, type AppRow } from './store';
import { withContract } from '@server/http/contracts';

/** GET …/apps/status: the key POST …/apps answered (the route reads it as is; an unknown key answers the "error" status). */
const statusQuery = z.object({ key: z.string().optional().describe('A chave da instalação devolvida por POST /apps.') });

const ACCESS: AccessCondition = { rule: 'hasWebsite', scope: 'hosting', hostingStatus: ['Active'] };
const config = { config: { access: ACCESS } };

/** The alternative URL's web-server set-up takes this long (scaled); until then the enable call answers 202. */
export const ALTERNATIVE_URL_MS = 8_000;
/** Apps connect to the hosting's database server on the same machine. */
const DB_HOST = 'localhost';
/** MySQL user names stop at 32 characters. */
const DB_PREFIX_LENGTH = 20;

interface Target {
  appDir: string;
  field: 'dir' | 'subdomain';
  host: (domain: string) => string;
  path: string;
}

function targetOf(body: InstallBody): Target {
  if (body.hasSubdomain) return { appDir: `${WEB_ROOT}/${body.subdomain}`, field: 'subdomain', host: (domain) => `${body.subdomain}.${domain}`, path: '' };
  if (body.hasDir) return { appDir: `${WEB_ROOT}/${body.dir}`, field: 'dir', host: (domain) => domain, path: `/${body.dir}` };
  return { appDir: WEB_ROOT, field: 'dir', host: (domain) => domain, path: '' };
}

const withQuery = (url: string, key: string, value: string) => `${url}${url.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;

export default defineServerPlugin({
  migrations,
  routes(app: FastifyInstance, context: ServerContext) {
    const { db, files } = context;
    const apps = appsDb(db);
    const sourceDirs = appSourceDirs();
    const installer = registerInstaller(context, sourceDirs);
    context.hostingData.add(appsHolder(db));
    const hostingFrom = async (request: FastifyRequest) => {
      const { row } = hostingOf(request);
      const more = await db.selectFrom('hostings').select(['domain_alt', 'username']).where('id', '=', row.id).executeTakeFirstOrThrow();
      return { id: row.id, domain: row.domain, domainAlt: more.domain_alt, username: more.username };
    };
    type AppsHosting = Awaited<ReturnType<typeof hostingFrom>>;
    const findRow = (hostingId: number, column: 'id' | 'install_key', value: number | string) =>
      apps.selectFrom('hosting_apps').selectAll().where('hosting_id', '=', hostingId).where(column, '=', value).executeTakeFirst() as Promise<AppRow | undefined>;

    /** "<user>_<short><n>": the first number no database of the hosting or pending install uses. */
    const nextDatabaseName = async (hosting: AppsHosting, short: string) => {
      const prefix = `${hosting.username.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, DB_PREFIX_LENGTH)}_${short}`;
      const used = new Set((await context.databases.list(hosting)).map((d) => d.dbname));
      const pending = await apps.selectFrom('hosting_apps').select('result').where('hosting_id', '=', hosting.id).execute();
      for (const row of pending) used.add((JSON.parse(row.result) as InstallResult).dbName);
      let n = 1;
      while (used.has(`${prefix}${n}`)) n += 1;
      return `${prefix}${n}`;
    };

    app.get('/hosting/:resource/apps/list', config, async () => ({
      data: await Promise.all(
        APP_CATALOGUE.map(async (entry) => ({ name: entry.name, version: (await findAppSource(entry.name, sourceDirs))?.version ?? APP_PROFILES[entry.name]!.version })),
      ),
    }));

    app.get('/hosting/:resource/apps', config, async (request) => {
      const rows = (await apps.selectFrom('hosting_apps').selectAll().where('hosting_id', '=', (await hostingFrom(request)).id).orderBy('id').execute()) as AppRow[];
      return { data: rows.map(presentInstalled) };
    });

    app.post('/hosting/:resource/apps', withContract(config, { body: installSchema }), async (request, reply) => {
      const body = parse(installSchema, request.body);
      const hosting = await hostingFrom(request);
      const user = userOf(request);
      const profile = APP_PROFILES[body.app]!;
      const target = targetOf(body);
      const folder = await files.resolve(hosting.id, target.appDir, target.field);
      // An app this server cannot install anywhere says so first, not that a folder should be emptied.
      if (!(await findAppSource(body.app, sourceDirs))) throw fieldError('app', appUnavailable(appLabel(body.app)));
      const live = await apps.selectFrom('hosting_apps').select('app_dir').where('hosting_id', '=', hosting.id).where('status', '!=', 'error').execute();
      if (live.some((row) => row.app_dir === target.appDir)) throw fieldError(target.field, APP_TEXTS.targetTaken);
      if ((await hasEntries(folder)) || live.some((row) => row.app_dir.startsWith(`${target.appDir}/`))) throw fieldError(target.field, APP_TEXTS.notEmpty);

      const owner = await db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
      const admin = body.advancedMode
        ? { email: body.adminEmail, username: body.adminUsername, password: body.adminPassword }
        : { email: owner.email, username: 'admin', password: generatePassword() };
      const dbName = await nextDatabaseName(hosting, profile.short);
      const url = `https://${target.host(hosting.domain)}${target.path}`;
      const adminUrl = `${url}/${profile.adminPath}`;
      const result: InstallResult = {
        url,
        urlAlt: `https://${target.host(hosting.domainAlt)}${target.path}`,
        urlAltEnabled: false,
        adminUrl,
        adminUsername: admin.username,
        adminPassword: admin.password,
        adminEmail: admin.email,
        dbName,
        dbUser: dbName,
        dbPassword: generatePassword(),
        dbHost: DB_HOST,
        signOnUrl: withQuery(adminUrl, 'painel_sso', crypto.randomUUID()),
        appDir: target.appDir,
      };
      const details: InstallDetails = { description: body.description, license: body.license };
      const key = crypto.randomUUID();
      const { id } = await apps
        .insertInto('hosting_apps')
        .values({
          hosting_id: hosting.id,
          install_key: key,
          app: body.app,
          title: body.title,
          status: 'installing',
          progress: 0,
          app_dir: target.appDir,
          subdomain: body.hasSubdomain ? body.subdomain : null,
          result: JSON.stringify(result),
          error: null,
          details: JSON.stringify(details),
          created_at: null,
          requested_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await installer.start(id, user.id);
      return reply.status(201).send({ data: { key } });
    });

    app.get<{ Querystring: { key?: string } }>('/hosting/:resource/apps/status', withContract(config, { query: statusQuery }), async (request): Promise<{ data: InstallStatusAnswer }> => {
      const hosting = await hostingFrom(request);
      const key = typeof request.query.key === 'string' ? request.query.key : '';
      const row = key ? await findRow(hosting.id, 'install_key', key) : undefined;
      // For the polling client an install it cannot find has stopped: the "error" status says so.
      if (!row) return { data: { status: 'error', progress: 0, app: null, message: APP_TEXTS.unknownInstall } };
      const result = JSON.parse(row.result) as InstallResult;
      const app = row.status === 'completed' ? { ...result, urlAltEnabled: await alternativeEnabled(apps, hosting.id) } : null;
      return { data: { status: row.status, progress: row.progress, app, message: row.error } };
    });

    app.delete<{ Params: { resource: string; id: string } }>('/hosting/:resource/apps/:id', config, async (request, reply) => {
      const hosting = await hostingFrom(request);
      const id = Number(request.params.id);
      const row = Number.isSafeInteger(id) ? await findRow(hosting.id, 'id', id) : undefined;
      if (!row) throw new HttpError(404, MESSAGES.notFound);
      if (row.status === 'installing') throw new HttpError(409, APP_TEXTS.stillInstalling);
      // A failed install already took back what it made; its folder may now be another app's.
      if (row.status === 'completed') await uninstall(context, hosting, row);
      await apps.deleteFrom('hosting_apps').where('id', '=', row.id).execute();
      return reply.status(204).send();
    });

    /** 202 while the web server is being set up for the alternative URL; the client repeats every 5 s. */
    app.post('/hosting/:resource/enable-alternative', config, async (request, reply) => {
      const hosting = await hostingFrom(request);
      const row = await apps.selectFrom('apps_alternative_urls').selectAll().where('hosting_id', '=', hosting.id).executeTakeFirst();
      const answer = { data: { urlAlt: `https://${hosting.domainAlt}`, enabled: true } };
      if (row?.enabled_at) return answer;
      if (!row) {
        await apps.insertInto('apps_alternative_urls').values({ hosting_id: hosting.id, requested_at: nowIso(), enabled_at: null }).execute();
        return reply.status(202).send({ data: { enabled: false } });
      }
      if (Date.now() - Date.parse(row.requested_at) < ALTERNATIVE_URL_MS * context.timeScale) return reply.status(202).send({ data: { enabled: false } });
      await apps.updateTable('apps_alternative_urls').set({ enabled_at: nowIso() }).where('hosting_id', '=', hosting.id).execute();
      return answer;
    });

  },
});
