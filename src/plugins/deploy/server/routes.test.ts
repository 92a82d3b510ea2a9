import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { git, SANDBOX_IDENTITY } from './git';
import { call, DEMO, loginAs, withTestApp, type TestApp } from '../../../../tests/support/apiApp';

const HOSTING = 'lojadaana.com.br';
const BASE = `/api/hosting/${HOSTING}/deploy`;

const app = withTestApp();
let owner: string;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
});

const hostingId = async () => (await app.context.db.selectFrom('hostings').select('id').where('domain', '=', HOSTING).executeTakeFirstOrThrow()).id;
const fileRoot = async () => app.context.files.root(await hostingId());

/** The sandbox provider's screen answers "Autorizar" or "Negar" with a form post. */
const decide = (target: TestApp, authorizeUrl: string, decision: 'approve' | 'deny', override: Record<string, string> = {}) => {
  const url = new URL(authorizeUrl, 'http://localhost');
  const form = new URLSearchParams({ redirect_uri: url.searchParams.get('redirect_uri') ?? '', state: url.searchParams.get('state') ?? '', decision, ...override });
  return target.inject({ method: 'POST', url: url.pathname, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
};

/** Browser-side steps of the OAuth dance: connect, show the provider's page, decide, follow back to the panel. */
async function connect(provider: 'github' | 'gitlab', decision: 'approve' | 'deny' = 'approve') {
  const started = await call(app, owner, 'POST', `${BASE}/connect`, { provider });
  expect(started.statusCode).toBe(200);
  const redirect: string = started.json().data.redirect;
  const screen = await app.inject({ method: 'GET', url: redirect });
  expect(screen.statusCode).toBe(200);
  expect(screen.body).toContain('Autorizar');
  expect(screen.body).toContain('Negar');
  const decided = await decide(app, redirect, decision);
  expect(decided.statusCode).toBe(302);
  const callback = await app.inject({ method: 'GET', url: decided.headers.location as string });
  return { redirect, decided, callback };
}

const runJobs = () => app.context.jobs.tick();

describe('OAuth with the sandbox provider', () => {
  it('connects GitHub: the provider comes back with a code and the panel lands on ?provider=github', async () => {
    const { redirect, decided, callback } = await connect('github');
    expect(redirect).toMatch(/^\/api\/sandbox\/git\/github\/authorize\?/);
    expect(decided.headers.location).toMatch(/^\/api\/deploy\/oauth\/github\/callback\?code=[^&]+&state=/);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(`/hosting/${HOSTING}/deploy?provider=github`);
  });

  it('a denial comes back as ?error=access_denied', async () => {
    const { callback } = await connect('gitlab', 'deny');
    expect(callback.headers.location).toBe(`/hosting/${HOSTING}/deploy?error=access_denied`);
    const repositories = await call(app, owner, 'GET', `${BASE}/repositories/gitlab`);
    expect(repositories.statusCode).toBe(409);
    expect(repositories.json().message).toBe('Conecte sua conta do GitLab antes de escolher um repositório.');
  });

  it('refuses a forged, replayed or foreign state and an expired code', async () => {
    const forged = await app.inject({ method: 'GET', url: '/api/deploy/oauth/github/callback?code=x&state=forjado' });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers.location).toBeUndefined();

    const started = await call(app, owner, 'POST', `${BASE}/connect`, { provider: 'github' });
    const redirect: string = started.json().data.redirect;
    const decided = await decide(app, redirect, 'approve');
    const location = decided.headers.location as string;
    // The state was issued for GitHub: the GitLab callback does not know it.
    expect((await app.inject({ method: 'GET', url: location.replace('/github/', '/gitlab/') })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: location })).headers.location).toBe(`/hosting/${HOSTING}/deploy?provider=github`);
    const replay = await app.inject({ method: 'GET', url: location });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toContain('A autorização não pôde ser confirmada');

    const again = await call(app, owner, 'POST', `${BASE}/connect`, { provider: 'github' });
    const second: string = again.json().data.redirect;
    const approved = await decide(app, second, 'approve');
    await app.context.db.withTables<{ deploy_sandbox_codes: { expires_at: string } }>().updateTable('deploy_sandbox_codes').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    const expired = await app.inject({ method: 'GET', url: approved.headers.location as string });
    expect(expired.headers.location).toBe(`/hosting/${HOSTING}/deploy?error=invalid_grant`);
  });

  it('the provider page sends the browser only to the panel callback', async () => {
    const started = await call(app, owner, 'POST', `${BASE}/connect`, { provider: 'github' });
    const redirect: string = started.json().data.redirect;
    const evil = await decide(app, redirect, 'approve', { redirect_uri: 'https://evil.example/steal' });
    expect(evil.statusCode).toBe(400);
    const url = new URL(redirect, 'http://localhost');
    url.searchParams.set('redirect_uri', '//evil.example/x');
    expect((await app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(400);
  });

  it('refuses an unknown provider and Bitbucket', async () => {
    for (const provider of ['bitbucket', 'svn']) {
      const response = await call(app, owner, 'POST', `${BASE}/connect`, { provider });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.provider).toBe('Escolha o GitHub ou o GitLab.');
    }
  });
});

describe('repositories and deploys', () => {
  beforeAll(async () => {
    await connect('github');
  });

  it('lists the real bare repositories of the sandbox account', async () => {
    const list = (await call(app, owner, 'GET', `${BASE}/repositories/github`)).json().data;
    expect(list.map((r: { fullPath: string }) => r.fullPath)).toEqual(['painel-demo/landing-page', 'painel-demo/portfolio', 'painel-demo/site-institucional']);
    expect(list[1]).toMatchObject({ branch: 'gh-pages', path: 'portfolio' });
    const bare = path.join(app.context.dataDir, 'sandbox-git', 'github', 'painel-demo', 'site-institucional.git');
    expect(existsSync(path.join(bare, 'HEAD'))).toBe(true);
    // Shown to the customer: the provider's address, never the server's path to the bare repository.
    expect(list[2].url).toBe('https://github.com/painel-demo/site-institucional');
    expect(JSON.stringify(list)).not.toContain(app.context.dataDir);
  });

  it('creating an integration clones the branch and publishes its files, and logs it', async () => {
    const created = await call(app, owner, 'POST', BASE, { provider: 'github', repository: 'painel-demo/site-institucional', branch: 'main', dir: 'public_html/site-institucional/' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ service: 'github', repository: 'painel-demo/site-institucional', branch: 'main', dir: 'public_html/site-institucional' });
    const logsUrl = `${BASE}/logs?dir=${encodeURIComponent('public_html/site-institucional')}`;
    expect((await call(app, owner, 'GET', logsUrl)).json().data[0]).toMatchObject({ succeeded: null });

    await runJobs();
    const published = path.join(await fileRoot(), 'public_html', 'site-institucional');
    expect(readFileSync(path.join(published, 'index.html'), 'utf8')).toContain('<h1>Bem-vindo</h1>');
    expect(readFileSync(path.join(published, 'assets', 'style.css'), 'utf8')).toContain('font-family');
    expect(existsSync(path.join(published, 'contato.html'))).toBe(true);
    expect(existsSync(path.join(published, '.git'))).toBe(false);
    const [log] = (await call(app, owner, 'GET', logsUrl)).json().data;
    expect(log.succeeded).toBe(true);
    expect(log.message).toMatch(/^Deploy concluído: commit [0-9a-f]{7} "Página de contato" da branch main, 4 arquivos publicados em public_html\/site-institucional\.$/);

    expect((await call(app, owner, 'GET', BASE)).json().data).toEqual([
      expect.objectContaining({ service: 'github', repository: 'painel-demo/site-institucional', branch: 'main', dir: 'public_html/site-institucional' }),
    ]);
  });

  it('deploys again on demand, bringing a commit pushed to the provider since', async () => {
    const dir = 'public_html/site-institucional';
    const bare = path.join(app.context.dataDir, 'sandbox-git', 'github', 'painel-demo', 'site-institucional.git');
    const work = mkdtempSync(path.join(app.context.dataDir, 'push-'));
    await git(['clone', '--quiet', bare, work]);
    writeFileSync(path.join(work, 'novidade.html'), '<h1>Novidade</h1>');
    await git(['add', '-A'], { cwd: work });
    await git([...SANDBOX_IDENTITY, 'commit', '--quiet', '-m', 'Página de novidades'], { cwd: work });
    await git(['push', '--quiet', 'origin', 'main'], { cwd: work });

    const started = await call(app, owner, 'POST', `${BASE}/redeploy`, { dir });
    expect(started.statusCode).toBe(202);
    const running = await call(app, owner, 'POST', `${BASE}/redeploy`, { dir });
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe('Já existe um deploy em andamento para este diretório. Aguarde ele terminar.');
    await runJobs();
    expect(readFileSync(path.join(await fileRoot(), dir, 'novidade.html'), 'utf8')).toBe('<h1>Novidade</h1>');
    const logs = (await call(app, owner, 'GET', `${BASE}/logs?dir=${encodeURIComponent(dir)}`)).json().data;
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatchObject({ succeeded: true, message: expect.stringContaining('"Página de novidades"') });
    expect((await call(app, owner, 'POST', `${BASE}/redeploy`, { dir: 'public_html/nada' })).statusCode).toBe(404);
  });

  it('logs a failed deploy when the branch is gone from the provider', async () => {
    const bare = path.join(app.context.dataDir, 'sandbox-git', 'github', 'painel-demo', 'site-institucional.git');
    const created = await call(app, owner, 'POST', BASE, { provider: 'github', repository: 'painel-demo/site-institucional', branch: 'desenvolvimento', dir: 'public_html/apagada' });
    expect(created.statusCode).toBe(201);
    const tip = (await git(['--git-dir', bare, 'rev-parse', 'desenvolvimento'])).trim();
    await git(['--git-dir', bare, 'branch', '-D', 'desenvolvimento']);
    await runJobs();
    const [log] = (await call(app, owner, 'GET', `${BASE}/logs?dir=public_html/apagada`)).json().data;
    expect(log.succeeded).toBe(false);
    expect(log.message).toMatch(/^Não foi possível fazer o deploy: o git respondeu ".*desenvolvimento.*"\.$/);
    const jobs = app.context.db.withTables<{ jobs: { kind: string; status: string; created_at: string } }>();
    expect((await jobs.selectFrom('jobs').select('status').where('kind', '=', 'deploy.run').orderBy('created_at', 'desc').executeTakeFirstOrThrow()).status).toBe('completed');
    await git(['--git-dir', bare, 'branch', 'desenvolvimento', tip]);
  });

  it('deploys another branch of the same repository', async () => {
    const created = await call(app, owner, 'POST', BASE, { provider: 'github', repository: 'painel-demo/site-institucional', branch: 'desenvolvimento', dir: 'public_html/novo' });
    expect(created.statusCode).toBe(201);
    await runJobs();
    expect(readFileSync(path.join(await fileRoot(), 'public_html', 'novo', 'index.html'), 'utf8')).toContain('Nova home');
  });

  it('does not publish again when its process died after the deploy was logged', async () => {
    const index = path.join(await fileRoot(), 'public_html', 'novo', 'index.html');
    writeFileSync(index, 'editado pelo cliente');
    const jobs = app.context.db.withTables<{ jobs: { id: string; kind: string; status: string; created_at: string } }>();
    const last = await jobs.selectFrom('jobs').select('id').where('kind', '=', 'deploy.run').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    // Killed after the log entry got its outcome, before the job was marked completed: another worker takes it over.
    await jobs.updateTable('jobs').set({ status: 'executing' }).where('id', '=', last.id).execute();
    await runJobs();
    expect((await jobs.selectFrom('jobs').select('status').where('id', '=', last.id).executeTakeFirstOrThrow()).status).toBe('completed');
    expect(readFileSync(index, 'utf8')).toBe('editado pelo cliente');
    expect((await call(app, owner, 'GET', `${BASE}/logs?dir=public_html/novo`)).json().data).toHaveLength(1);
  });

  it('refuses a directory that exists and is not empty, under dir, and touches nothing', async () => {
    const busy = path.join(await fileRoot(), 'public_html', 'ocupado');
    mkdirSync(busy, { recursive: true });
    writeFileSync(path.join(busy, 'meu.html'), 'meu');
    const response = await call(app, owner, 'POST', BASE, { provider: 'github', repository: 'painel-demo/portfolio', branch: 'gh-pages', dir: 'public_html/ocupado' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ dir: 'O diretório já existe e não está vazio. Escolha um diretório vazio ou um novo.' });
    expect(readFileSync(path.join(busy, 'meu.html'), 'utf8')).toBe('meu');
    expect((await call(app, owner, 'GET', BASE)).json().data.map((i: { dir: string }) => i.dir)).not.toContain('public_html/ocupado');
  });

  it('takes an existing empty directory', async () => {
    mkdirSync(path.join(await fileRoot(), 'public_html', 'vazio'), { recursive: true });
    const response = await call(app, owner, 'POST', BASE, { provider: 'github', repository: 'painel-demo/landing-page', branch: 'main', dir: 'public_html/vazio' });
    expect(response.statusCode).toBe(201);
    await runJobs();
    expect(existsSync(path.join(await fileRoot(), 'public_html', 'vazio', 'public', 'index.html'))).toBe(true);
  });

  it.each([
    ['public_html/../../fora', 'Informe um diretório válido dentro de public_html/: letras, números, pontos, hífens, sublinhados e barras, sem "..".'],
    ['../etc', 'Informe um diretório válido dentro de public_html/: letras, números, pontos, hífens, sublinhados e barras, sem "..".'],
    ['/etc/passwd', 'Informe um diretório válido dentro de public_html/: letras, números, pontos, hífens, sublinhados e barras, sem "..".'],
    ['', 'Campo obrigatório.'],
  ])('refuses the directory %j under dir', async (dir, message) => {
    const response = await call(app, owner, 'POST', BASE, { provider: 'github', repository: 'painel-demo/portfolio', branch: 'gh-pages', dir });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.dir).toBe(message);
  });

  it('refuses a directory behind a symbolic link that leaves the file root', async () => {
    symlinkSync('/tmp', path.join(await fileRoot(), 'public_html', 'atalho'));
    const response = await call(app, owner, 'POST', BASE, { provider: 'github', repository: 'painel-demo/portfolio', branch: 'gh-pages', dir: 'public_html/atalho/site' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.dir).toBe('Caminho inválido: ele sai da pasta da hospedagem.');
  });

  it.each([
    [{ repository: 'outra-conta/site' }, 'repository', 'Repositório não encontrado na sua conta do GitHub.'],
    [{ repository: 'painel-demo/../../etc' }, 'repository', 'Repositório não encontrado na sua conta do GitHub.'],
    [{ branch: 'nao-existe' }, 'branch', 'Esta branch não existe no repositório.'],
    [{ branch: '--upload-pack=touch /tmp/x' }, 'branch', 'Informe uma branch válida: letras, números, pontos, hífens, sublinhados e barras.'],
    [{ repository: '', branch: '' }, 'repository', 'Campo obrigatório.'],
    [{ dir: 'public_html/site-institucional' }, 'dir', 'Já existe uma integração publicando neste diretório.'],
  ])('refuses %j', async (change, field, message) => {
    const body = { provider: 'github', repository: 'painel-demo/portfolio', branch: 'gh-pages', dir: 'public_html/outro', ...change };
    const response = await call(app, owner, 'POST', BASE, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(message);
  });

  it('refuses a deploy from a provider the user has not connected', async () => {
    const response = await call(app, owner, 'POST', BASE, { provider: 'gitlab', repository: 'painel-demo/portfolio', branch: 'gh-pages', dir: 'public_html/gl' });
    expect(response.statusCode).toBe(409);
  });

  it('removes an integration and its logs, leaving the published files', async () => {
    const dir = 'public_html/novo';
    expect((await call(app, owner, 'POST', `${BASE}/remove`, { dir })).statusCode).toBe(200);
    expect((await call(app, owner, 'GET', BASE)).json().data.map((i: { dir: string }) => i.dir)).not.toContain(dir);
    expect((await call(app, owner, 'GET', `${BASE}/logs?dir=${encodeURIComponent(dir)}`)).json().data).toEqual([]);
    expect((await call(app, owner, 'POST', `${BASE}/remove`, { dir })).statusCode).toBe(404);
    expect(existsSync(path.join(await fileRoot(), dir, 'index.html'))).toBe(true);
  });
});

describe('access', () => {
  it('refuses the guest without hasWebsite, another customer and no session', async () => {
    const guest = await loginAs(app, DEMO.guest);
    for (const [method, url, body] of [['GET', BASE], ['POST', `${BASE}/connect`, { provider: 'github' }], ['GET', `${BASE}/repositories/github`], ['POST', `${BASE}/remove`, { dir: 'public_html/x' }]] as const) {
      expect((await call(app, guest, method, url, body)).statusCode).toBe(403);
    }
    const affiliate = await loginAs(app, DEMO.affiliate);
    expect((await call(app, affiliate, 'GET', BASE)).statusCode).toBe(403);
    expect((await call(app, null, 'GET', BASE)).statusCode).toBe(401);
  });

  it('a paused hosting has no deploy', async () => {
    expect((await call(app, owner, 'GET', '/api/hosting/antigo.com.br/deploy')).statusCode).toBe(403);
  });
});

describe('without the sandbox', () => {
  const production = withTestApp({ sandbox: false });

  it('connect says no git provider is configured, and there is no provider page', async () => {
    const token = await loginAs(production, DEMO.owner);
    const response = await call(production, token, 'POST', `${BASE}/connect`, { provider: 'github' });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('Nenhum provedor git (GitHub ou GitLab) está configurado neste servidor. Entre em contato com o suporte.');
    expect((await production.inject({ method: 'GET', url: '/api/sandbox/git/github/authorize?state=x&redirect_uri=/api/deploy/oauth/github/callback' })).statusCode).toBe(404);
  });
});
