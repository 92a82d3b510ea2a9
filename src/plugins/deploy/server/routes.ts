import { type AccessCondition, z } from '@core/shared';
import { randomBytes } from 'node:crypto';
import { readdir, realpath, lstat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostingOf, userOf } from '@server/access/guard';
import { nowIso } from '@server/db/database';
import { fieldError, HttpError, MESSAGES, parse } from '@server/http/errors';
import { defineServerPlugin, type ServerContext } from '@server/plugins/serverPlugin';
import { WEB_FOLDER } from '@server/hostingFiles/fileRoot';
import { AVAILABLE_PROVIDERS, connectSchema, createIntegrationSchema, logsQuerySchema, MESSAGES as CONTRACT_MESSAGES, PROVIDER_NAMES, providerSchema, removeIntegrationSchema, type AvailableProvider } from '../contract';
import { DEPLOY_JOB, registerDeployJob } from './deployJob';
import type { GitProvider, ProviderAccount } from './gitProvider';
import { sandboxAuthorizeRoutes } from './sandboxAuthorizePage';
import { SandboxGitProvider } from './sandboxProvider';
import { deployDb, migrations, presentIntegration, presentLog } from './store';
import { withContract } from '@server/http/contracts';

/** Where the git provider sends the browser back: a code and the state, or an error (as GitHub and GitLab do). */
const callbackQuery = z.object({
  code: z.string().optional().describe('O código de autorização do provedor.'),
  state: z.string().optional().describe('O estado aleatório que o Painel enviou ao provedor.'),
  error: z.string().optional().describe('"access_denied" quando o usuário negou.'),
});

const ACCESS: AccessCondition = { rule: 'hasWebsite', scope: 'hosting', hostingStatus: ['Active'] };
const config = { config: { access: ACCESS } };
/** An authorisation started in the panel must come back within this time. */
const STATE_LIFETIME_MS = 15 * 60_000;
/** Longer than any clone of a sandbox repository takes; git itself times out after a minute. */
const STALE_DEPLOY_MS = 10 * 60_000;

export const DEPLOY_MESSAGES = {
  noProvider: 'Nenhum provedor git (GitHub ou GitLab) está configurado neste servidor. Entre em contato com o suporte.',
  notConnected: (provider: AvailableProvider) => `Conecte sua conta do ${PROVIDER_NAMES[provider]} antes de escolher um repositório.`,
  unknownRepository: (provider: AvailableProvider) => `Repositório não encontrado na sua conta do ${PROVIDER_NAMES[provider]}.`,
  unknownBranch: 'Esta branch não existe no repositório.',
  dirNotEmpty: 'O diretório já existe e não está vazio. Escolha um diretório vazio ou um novo.',
  dirIsFile: 'Já existe um arquivo com este nome. Escolha outro diretório.',
  dirTaken: 'Já existe uma integração publicando neste diretório.',
  badState: 'A autorização não pôde ser confirmada: ela expirou ou não foi iniciada por este painel. Volte ao painel e conecte a conta novamente.',
  deploying: (repository: string, branch: string) => `Deploy em andamento: ${repository} (branch ${branch}).`,
  alreadyRunning: 'Já existe um deploy em andamento para este diretório. Aguarde ele terminar.',
} as const;

export const callbackPath = (provider: AvailableProvider) => `/api/deploy/oauth/${provider}/callback`;

type WithProvider = { Params: { resource: string; provider: string } };
type Callback = { Params: { provider: string }; Querystring: { code?: string; state?: string; error?: string } };

/** The git providers this server can talk to; only the sandbox ones exist today. */
function gitProviders({ db, dataDir, sandbox }: ServerContext) {
  const providers = new Map<AvailableProvider, SandboxGitProvider>();
  if (sandbox) for (const id of AVAILABLE_PROVIDERS) providers.set(id, new SandboxGitProvider(id, deployDb(db), dataDir));
  return providers;
}

export default defineServerPlugin({
  migrations,

  async routes(app: FastifyInstance, context) {
    const deploy = deployDb(context.db);
    const providers = gitProviders(context);
    const providerFor = (id: AvailableProvider): GitProvider => {
      const provider = providers.get(id);
      if (!provider) throw new HttpError(503, DEPLOY_MESSAGES.noProvider);
      return provider;
    };
    const accountOf = async (userId: number, provider: AvailableProvider): Promise<ProviderAccount | undefined> =>
      deploy.selectFrom('deploy_accounts').select(['login', 'token']).where('user_id', '=', userId).where('provider', '=', provider).executeTakeFirst();
    const hostingFrom = (request: FastifyRequest) => hostingOf(request).row;
    /** Opens the deploy's log entry as "unknown" and queues the job that settles it. */
    const startDeploy = async (userId: number, integration: { id: number; repository: string; branch: string }) => {
      const log = await deploy
        .insertInto('deploy_logs')
        .values({ integration_id: integration.id, succeeded: null, message: DEPLOY_MESSAGES.deploying(integration.repository, integration.branch), date: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return context.jobs.enqueue(userId, DEPLOY_JOB, { logId: log.id });
    };
    registerDeployJob(context, deploy, (userId, provider) => accountOf(userId, provider), (id) => providers.get(id) ?? null);
    if (context.sandbox) await sandboxAuthorizeRoutes(app, providers, callbackPath);

    app.post('/hosting/:resource/deploy/connect', withContract(config, { body: connectSchema }), async (request) => {
      const { provider: id } = parse(connectSchema, request.body);
      const provider = providerFor(id);
      const state = randomBytes(32).toString('base64url');
      await deploy.deleteFrom('deploy_oauth_states').where('expires_at', '<', nowIso()).execute();
      await deploy
        .insertInto('deploy_oauth_states')
        .values({ state, user_id: userOf(request).id, hosting_id: hostingFrom(request).id, provider: id, expires_at: new Date(Date.now() + STATE_LIFETIME_MS).toISOString() })
        .execute();
      return { data: { redirect: provider.authorizeUrl(state, callbackPath(id)) } };
    });

    // The provider sends the browser here: a navigation with no bearer token, so the state alone
    // says whose authorisation this is. It is random, kept only on this server, bound to the user,
    // the hosting and the provider, and good once.
    app.get<Callback>('/deploy/oauth/:provider/callback', withContract({ config: { access: { rule: 'anonymous' } } }, { query: callbackQuery }), async (request, reply) => {
      const id = request.params.provider as AvailableProvider;
      const { code, state, error } = request.query;
      const started = typeof state === 'string' && state.length <= 512
        ? await deploy.deleteFrom('deploy_oauth_states').where('state', '=', state).where('provider', '=', id).returningAll().executeTakeFirst()
        : undefined;
      if (!started || Date.parse(started.expires_at) <= Date.now()) throw new HttpError(400, DEPLOY_MESSAGES.badState);
      const hosting = await context.db.selectFrom('hostings').select('domain').where('id', '=', started.hosting_id).executeTakeFirst();
      if (!hosting) throw new HttpError(400, DEPLOY_MESSAGES.badState);
      const back = (query: Record<string, string>) => reply.redirect(`/hosting/${encodeURIComponent(hosting.domain)}/deploy?${new URLSearchParams(query)}`);
      if (error !== undefined) return back({ error: /^[a-z_]{1,40}$/.test(error) ? error : 'server_error' });
      const provider = providers.get(id);
      const account = provider && typeof code === 'string' && code.length <= 512 ? await provider.exchange(code, started.state) : null;
      if (!account) return back({ error: 'invalid_grant' });
      await deploy
        .insertInto('deploy_accounts')
        .values({ user_id: started.user_id, provider: id, login: account.login, token: account.token, created_at: nowIso() })
        .onConflict((c) => c.columns(['user_id', 'provider']).doUpdateSet({ login: account.login, token: account.token }))
        .execute();
      return back({ provider: id });
    });

    app.get<WithProvider>('/hosting/:resource/deploy/repositories/:provider', config, async (request) => {
      const id = parse(providerSchema, request.params.provider);
      const provider = providerFor(id);
      const account = await accountOf(userOf(request).id, id);
      if (!account) throw new HttpError(409, DEPLOY_MESSAGES.notConnected(id));
      return { data: await provider.repositories(account) };
    });

    app.get('/hosting/:resource/deploy', config, async (request) => {
      const rows = await deploy.selectFrom('deploy_integrations').selectAll().where('hosting_id', '=', hostingFrom(request).id).orderBy('id').execute();
      return { data: rows.map(presentIntegration) };
    });

    /** The publish directory on disk: inside public_html, and empty if it already exists. */
    const publishTarget = async (hostingId: number, dir: string) => {
      const target = await context.files.resolve(hostingId, dir, 'dir');
      const webRoot = await realpath(await context.files.resolve(hostingId, WEB_FOLDER, 'dir'));
      if (!target.startsWith(webRoot + path.sep) && target !== webRoot) throw fieldError('dir', CONTRACT_MESSAGES.dir);
      const existing = await lstat(target).catch(() => null);
      if (existing && !existing.isDirectory()) throw fieldError('dir', DEPLOY_MESSAGES.dirIsFile);
      if (existing && (await readdir(target)).length > 0) throw fieldError('dir', DEPLOY_MESSAGES.dirNotEmpty);
      return target;
    };

    const uniqueDir = { 'deploy_integrations.hosting_id, deploy_integrations.dir': { field: 'dir', message: DEPLOY_MESSAGES.dirTaken } };
    app.post('/hosting/:resource/deploy', withContract({ config: { access: ACCESS, unique: uniqueDir } }, { body: createIntegrationSchema }), async (request, reply) => {
      const user = userOf(request);
      const hosting = hostingFrom(request);
      const body = parse(createIntegrationSchema, request.body);
      const provider = providerFor(body.provider);
      const account = await accountOf(user.id, body.provider);
      if (!account) throw new HttpError(409, DEPLOY_MESSAGES.notConnected(body.provider));
      const repository = (await provider.repositories(account)).find((r) => r.fullPath === body.repository);
      if (!repository) throw fieldError('repository', DEPLOY_MESSAGES.unknownRepository(body.provider));
      if (!(await provider.branches(account, repository.fullPath)).includes(body.branch)) throw fieldError('branch', DEPLOY_MESSAGES.unknownBranch);
      const taken = await deploy.selectFrom('deploy_integrations').select('id').where('hosting_id', '=', hosting.id).where('dir', '=', body.dir).executeTakeFirst();
      if (taken) throw fieldError('dir', DEPLOY_MESSAGES.dirTaken);
      await publishTarget(hosting.id, body.dir);
      const row = { hosting_id: hosting.id, user_id: user.id, provider: body.provider, repository: repository.fullPath, url: repository.url, branch: body.branch, dir: body.dir, created_at: nowIso() };
      const { id } = await deploy.insertInto('deploy_integrations').values(row).returning('id').executeTakeFirstOrThrow();
      const job = await startDeploy(user.id, { id, ...row });
      return reply.status(201).send({ data: { ...presentIntegration(row), job } });
    });

    /** Deploys the integration's branch again, over the files of the last deploy. */
    app.post('/hosting/:resource/deploy/redeploy', withContract(config, { body: removeIntegrationSchema }), async (request, reply) => {
      const { dir } = parse(removeIntegrationSchema, request.body);
      const integration = await deploy.selectFrom('deploy_integrations').selectAll().where('hosting_id', '=', hostingFrom(request).id).where('dir', '=', dir).executeTakeFirst();
      if (!integration) throw new HttpError(404, MESSAGES.notFound);
      // A deploy left unsettled by a server stop must not block the next one for ever.
      const staleBefore = new Date(Date.now() - STALE_DEPLOY_MS).toISOString();
      const running = await deploy.selectFrom('deploy_logs').select('id').where('integration_id', '=', integration.id).where('succeeded', 'is', null).where('date', '>', staleBefore).executeTakeFirst();
      if (running) throw new HttpError(409, DEPLOY_MESSAGES.alreadyRunning);
      return reply.status(202).send({ data: { job: await startDeploy(userOf(request).id, integration) } });
    });

    // Without a dir, every deploy of the hosting; an unknown dir has no deploys.
    app.get<{ Params: { resource: string }; Querystring: { dir?: string } }>('/hosting/:resource/deploy/logs', withContract(config, { query: logsQuerySchema }), async (request) => {
      const { dir } = parse(logsQuerySchema, request.query);
      let query = deploy
        .selectFrom('deploy_logs')
        .innerJoin('deploy_integrations', 'deploy_integrations.id', 'deploy_logs.integration_id')
        .select(['deploy_logs.succeeded', 'deploy_logs.message', 'deploy_logs.date'])
        .where('deploy_integrations.hosting_id', '=', hostingFrom(request).id);
      if (dir !== undefined) query = query.where('deploy_integrations.dir', '=', dir);
      const rows = await query.orderBy('deploy_logs.id', 'desc').execute();
      return { data: rows.map(presentLog) };
    });

    app.post('/hosting/:resource/deploy/remove', withContract(config, { body: removeIntegrationSchema }), async (request) => {
      const { dir } = parse(removeIntegrationSchema, request.body);
      const deleted = await deploy.deleteFrom('deploy_integrations').where('hosting_id', '=', hostingFrom(request).id).where('dir', '=', dir).executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw new HttpError(404, MESSAGES.notFound);
      return { data: { dir } };
    });
  },
});
