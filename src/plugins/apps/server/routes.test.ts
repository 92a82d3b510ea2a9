import { lstat, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { FIXTURE_WORDPRESS_VERSION, withWordPressFixture } from '../../../../tests/support/wordpressSource';
import type { InstallResult, InstallStatusAnswer, InstalledApp } from '../contract';
import { INSTALL_STEP_MS } from './installer';
import { ALTERNATIVE_URL_MS } from './routes';

const wordpressSource = withWordPressFixture();

const RESOURCE = 'blogdaana.com.br';
const BASE = `/api/hosting/${RESOURCE}`;

const app = withTestApp({ perTest: true });
let owner: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hostingRow = (domain = RESOURCE) => app.context.db.selectFrom('hostings').select(['id', 'domain', 'username']).where('domain', '=', domain).executeTakeFirstOrThrow();
const fileRoot = async () => app.context.files.root((await hostingRow()).id);
const statusOf = async (token: string, key: string) => (await call(app, token, 'GET', `${BASE}/apps/status?key=${key}`)).json().data as InstallStatusAnswer;
const installed = async (token: string) => (await call(app, token, 'GET', `${BASE}/apps`)).json().data as InstalledApp[];

/** Runs the queue until the install leaves "installing", recording the progress it showed on the way. */
async function runInstall(token: string, key: string): Promise<{ answer: InstallStatusAnswer; seen: number[] }> {
  const seen: number[] = [];
  for (let i = 0; i < 50; i++) {
    await sleep(INSTALL_STEP_MS * app.context.timeScale + 20);
    await app.context.jobs.tick();
    const answer = await statusOf(token, key);
    seen.push(answer.progress);
    if (answer.status !== 'installing') return { answer, seen };
  }
  throw new Error('install never finished');
}

async function install(token: string, body: Record<string, unknown>) {
  const response = await call(app, token, 'POST', `${BASE}/apps`, { app: 'wordpress', title: 'Blog da Ana', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.key as string;
}

describe('install', () => {
  it('writes the files into the folder, creates the database, and the progress rises to completed', async () => {
    owner = await loginAs(app, DEMO.owner);
    const key = await install(owner, { hasDir: true, dir: 'blog', description: 'Meu blog' });
    const first = await statusOf(owner, key);
    expect(first).toMatchObject({ status: 'installing', progress: 0, app: null });
    expect(await statusOf(owner, 'chave-desconhecida')).toEqual({ status: 'error', progress: 0, app: null, message: 'Instalação não encontrada.' });
    expect((await installed(owner))[0]).toMatchObject({ app: 'wordpress', dir: 'public_html/blog', isInstalling: true, progress: 0, createdAt: null });

    const { answer, seen } = await runInstall(owner, key);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(100);
    expect(answer.status).toBe('completed');
    const result = answer.app as InstallResult;
    const hosting = await hostingRow();
    expect(result).toMatchObject({
      url: 'https://blogdaana.com.br/blog',
      urlAlt: expect.stringMatching(/^https:\/\/.+\.painel-temp\.com\.br\/blog$/),
      urlAltEnabled: false,
      adminUrl: 'https://blogdaana.com.br/blog/wp-admin/',
      adminUsername: 'admin',
      adminEmail: DEMO.owner,
      dbName: `${hosting.username}_wp1`,
      dbUser: `${hosting.username}_wp1`,
      dbHost: 'localhost',
      appDir: 'public_html/blog',
    });
    expect(result.adminPassword).toHaveLength(16);
    expect(result.dbPassword).toHaveLength(16);
    expect(result.signOnUrl).toMatch(/^https:\/\/blogdaana\.com\.br\/blog\/wp-admin\/\?painel_sso=/);

    // WordPress's own files, with the hosting's wp-config.php in place of Debian's loader and no link to /etc.
    const folder = path.join(await fileRoot(), 'public_html', 'blog');
    expect((await readdir(folder)).sort()).toEqual(['index.php', 'wp-admin', 'wp-blog-header.php', 'wp-config-sample.php', 'wp-config.php', 'wp-content', 'wp-includes']);
    for (const file of ['index.php', 'wp-admin/install.php', 'wp-content/themes/twentytwentythree/style.css', 'wp-includes/version.php']) {
      expect(await readFile(path.join(folder, file), 'utf8')).toBe(await readFile(path.join(wordpressSource, file), 'utf8'));
    }
    const linked = path.join(folder, 'wp-includes', 'js', 'underscore.min.js');
    expect((await lstat(linked)).isFile()).toBe(true);
    expect(await readFile(linked, 'utf8')).toBe('/* underscore */\n');
    const config = await readFile(path.join(folder, 'wp-config.php'), 'utf8');
    expect(config).toContain(`define( 'DB_NAME', '${result.dbName}' );`);
    expect(config).toContain(`define( 'DB_USER', '${result.dbUser}' );`);
    expect(config).toContain(`define( 'DB_PASSWORD', '${result.dbPassword}' );`);
    expect(config).toContain("define( 'DB_HOST', 'localhost' );");
    expect(config).toContain("require_once ABSPATH . 'wp-settings.php';");
    expect(config).not.toContain('/etc/wordpress');
    expect(config).not.toContain(result.adminPassword);
    const salts = [...config.matchAll(/define\( '(?:AUTH|SECURE_AUTH|LOGGED_IN|NONCE)_(?:KEY|SALT)', '([^']{64})' \);/g)].map((match) => match[1]);
    expect(salts).toHaveLength(8);
    expect(new Set(salts).size).toBe(8);

    expect(await app.context.databases.list(hosting)).toEqual([expect.objectContaining({ dbms: 'mysql', dbname: result.dbName, user: result.dbUser })]);
    const [listed] = await installed(owner);
    expect(listed).toMatchObject({ isInstalling: false, progress: 100, url: result.url, failed: false });
    expect(Date.parse(listed!.createdAt!)).not.toBeNaN();
  });

  it('installs into a subdomain folder with the advanced admin, each install with its own salts', async () => {
    owner = await loginAs(app, DEMO.owner);
    const key = await install(owner, { title: "Loja d'Ana <b>", hasSubdomain: true, subdomain: 'Loja', advancedMode: true, adminEmail: 'ana@exemplo.com.br', adminUsername: 'ana', adminPassword: 'segredo123' });
    const { answer } = await runInstall(owner, key);
    expect(answer.app).toMatchObject({ url: 'https://loja.blogdaana.com.br', adminUrl: 'https://loja.blogdaana.com.br/wp-admin/', adminUsername: 'ana', adminPassword: 'segredo123', adminEmail: 'ana@exemplo.com.br', appDir: 'public_html/loja' });
    const blog = await runInstall(owner, await install(owner, { hasDir: true, dir: 'blog' }));
    expect(blog.answer.status).toBe('completed');
    const saltsOf = async (dir: string) => [...(await readFile(path.join(await fileRoot(), 'public_html', dir, 'wp-config.php'), 'utf8')).matchAll(/_(?:KEY|SALT)', '([^']{64})'/g)].map((match) => match[1]);
    const [loja, blogSalts] = await Promise.all([saltsOf('loja'), saltsOf('blog')]);
    expect(loja.filter((salt) => blogSalts.includes(salt))).toEqual([]);
  });

  it('refuses an app whose code this server does not have, with its text under the app, and makes nothing', async () => {
    owner = await loginAs(app, DEMO.owner);
    for (const [name, label] of [['joomla', 'Joomla'], ['whmcs', 'WHMCS'], ['laravel', 'Laravel']]) {
      const response = await call(app, owner, 'POST', `${BASE}/apps`, { app: name, title: 'Site', license: 'Owned-abc123', hasDir: true, dir: name });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.app).toBe(`Não é possível instalar ${label}: o código do aplicativo não está disponível neste servidor.`);
    }
    expect(await installed(owner)).toEqual([]);
    expect(await readdir(path.join(await fileRoot(), 'public_html'))).toEqual([]);
    expect(await app.context.databases.list(await hostingRow())).toEqual([]);

    // Into a folder that is not empty, the missing code is still what is said: emptying the folder would not help.
    await writeFile(path.join(await fileRoot(), 'public_html', 'index.html'), 'olá');
    const intoRoot = await call(app, owner, 'POST', `${BASE}/apps`, { app: 'joomla', title: 'Site', hasDir: false });
    expect(intoRoot.json().errors).toEqual({ app: 'Não é possível instalar Joomla: o código do aplicativo não está disponível neste servidor.' });
    await rm(path.join(await fileRoot(), 'public_html', 'index.html'));
  });

  it('refuses WHMCS without a licence, a missing title, both subdomain and directory, and an unknown app', async () => {
    owner = await loginAs(app, DEMO.owner);
    const post = async (body: Record<string, unknown>) => {
      const response = await call(app, owner, 'POST', `${BASE}/apps`, body);
      expect(response.statusCode).toBe(422);
      return response.json().errors as Record<string, string>;
    };
    expect((await post({ app: 'whmcs', title: 'Clientes' })).license).toBe('Informe a licença do WHMCS.');
    expect((await post({ app: 'wordpress', title: '  ' })).title).toBe('Informe o título do site.');
    expect((await post({ app: 'wordpress', title: 'X', hasSubdomain: true, subdomain: 'a', hasDir: true, dir: 'b' })).dir).toBe('Escolha subdomínio ou diretório, não os dois.');
    expect((await post({ app: 'tetris', title: 'X' })).app).toBe('O aplicativo informado não está disponível.');
    expect((await post({ app: 'wordpress', title: 'X', hasDir: true, dir: '../fora' })).dir).toContain('sem ".."');
    expect(await installed(owner)).toEqual([]);
  });

  it('refuses a non-empty folder with a field error and an app already in that folder', async () => {
    owner = await loginAs(app, DEMO.owner);
    // WordPress, whose code the server has: an app without it is refused for that before any folder is looked at.
    const folder = path.join(await fileRoot(), 'public_html', 'site');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'index.html'), '<h1>meu site</h1>');
    const refused = await call(app, owner, 'POST', `${BASE}/apps`, { app: 'wordpress', title: 'Site', hasDir: true, dir: 'site' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.dir).toBe('O diretório de instalação não está vazio. Escolha outro diretório ou esvazie-o antes de instalar.');
    expect(await readFile(path.join(folder, 'index.html'), 'utf8')).toBe('<h1>meu site</h1>');

    await writeFile(path.join(await fileRoot(), 'public_html', 'arquivo'), 'x');
    const file = await call(app, owner, 'POST', `${BASE}/apps`, { app: 'wordpress', title: 'Site', hasDir: true, dir: 'arquivo' });
    expect(file.json().errors.dir).toBe('O diretório de instalação não está vazio. Escolha outro diretório ou esvazie-o antes de instalar.');
    const escape = await call(app, owner, 'POST', `${BASE}/apps`, { app: 'wordpress', title: 'Site', hasDir: true, dir: 'a/../../..' });
    expect(escape.statusCode).toBe(422);

    await install(owner, { hasSubdomain: true, subdomain: 'novo' });
    const again = await call(app, owner, 'POST', `${BASE}/apps`, { app: 'wordpress', title: 'Fórum', hasSubdomain: true, subdomain: 'novo' });
    expect(again.json().errors.subdomain).toBe('Já existe um aplicativo neste diretório.');
    const root = await call(app, owner, 'POST', `${BASE}/apps`, { app: 'wordpress', title: 'Fórum' });
    expect(root.json().errors.dir).toBe('O diretório de instalação não está vazio. Escolha outro diretório ou esvazie-o antes de instalar.');
  });

  it('stops with an error, undoing what it made, when the folder filled up before the install began', async () => {
    owner = await loginAs(app, DEMO.owner);
    const key = await install(owner, { hasDir: true, dir: 'corrida' });
    const folder = path.join(await fileRoot(), 'public_html', 'corrida');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'chegou-antes.txt'), 'x');
    const { answer } = await runInstall(owner, key);
    expect(answer).toMatchObject({ status: 'error', app: null, message: 'O diretório de instalação não está vazio. Escolha outro diretório ou esvazie-o antes de instalar.' });
    expect(await readdir(folder)).toEqual(['chegou-antes.txt']);
    expect(await app.context.databases.list(await hostingRow())).toEqual([]);
    expect((await installed(owner))[0]).toMatchObject({ failed: true, isInstalling: false });
  });
});

describe('delete', () => {
  it('removes the files and the database, sparing another app in a folder below', async () => {
    owner = await loginAs(app, DEMO.owner);
    const root = await runInstall(owner, await install(owner, {}));
    const nested = await runInstall(owner, await install(owner, { title: 'Wiki', hasDir: true, dir: 'wiki' }));
    const hosting = await hostingRow();
    expect((await app.context.databases.list(hosting)).map((d) => d.dbname).sort()).toEqual([root.answer.app!.dbName, nested.answer.app!.dbName].sort());
    const [rootApp] = await installed(owner);

    expect((await call(app, owner, 'DELETE', `${BASE}/apps/${rootApp!.id}`)).statusCode).toBe(204);
    const web = path.join(await fileRoot(), 'public_html');
    expect(await readdir(web)).toEqual(['wiki']);
    expect(await readdir(path.join(web, 'wiki'))).toContain('wp-config.php');
    expect((await app.context.databases.list(hosting)).map((d) => d.dbname)).toEqual([nested.answer.app!.dbName]);
    expect((await installed(owner)).map((a) => a.dir)).toEqual(['public_html/wiki']);
    expect((await call(app, owner, 'DELETE', `${BASE}/apps/${rootApp!.id}`)).statusCode).toBe(404);
  });

  it('comes back in the list from a restore point, with its files', async () => {
    owner = await loginAs(app, DEMO.owner);
    await runInstall(owner, await install(owner, {}));
    const hosting = await hostingRow();
    const point = await app.context.backups.take(hosting);
    const [row] = await installed(owner);
    expect((await call(app, owner, 'DELETE', `${BASE}/apps/${row!.id}`)).statusCode).toBe(204);
    expect(await readdir(path.join(await fileRoot(), 'public_html'))).toEqual([]);

    await app.context.backups.restore(hosting, point, ['files', 'databases', 'apps']);
    expect((await installed(owner)).map((a) => [a.app, a.dir, a.isInstalling])).toEqual([['wordpress', 'public_html', false]]);
    expect(await readdir(path.join(await fileRoot(), 'public_html'))).toContain('wp-config.php');
  });

  it('waits for an install to finish before deleting it', async () => {
    owner = await loginAs(app, DEMO.owner);
    await install(owner, {});
    const [row] = await installed(owner);
    const response = await call(app, owner, 'DELETE', `${BASE}/apps/${row!.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Aguarde o fim da instalação para excluir o aplicativo.');
  });
});

describe('catalogue, alternative URL and access', () => {
  it("lists every app of the catalogue with its version, WordPress's as its code says", async () => {
    owner = await loginAs(app, DEMO.owner);
    const list = (await call(app, owner, 'GET', `${BASE}/apps/list`)).json().data as { name: string; version: string }[];
    expect(list.map((a) => a.name)).toEqual(['wordpress', 'adminhost', 'joomla', 'drupal', 'magento', 'prestashop', 'opencart', 'whmcs', 'mautic', 'mediawiki', 'phpbb', 'moodle', 'laravel', 'codeigniter']);
    expect(list.every((a) => /^\d+\.\d+/.test(a.version))).toBe(true);
    expect(list[0]).toEqual({ name: 'wordpress', version: FIXTURE_WORDPRESS_VERSION });
  });

  it('answers 202 while the alternative URL is being set up, then enables it', async () => {
    owner = await loginAs(app, DEMO.owner);
    const enable = () => call(app, owner, 'POST', `${BASE}/enable-alternative`);
    expect((await enable()).statusCode).toBe(202);
    expect((await enable()).statusCode).toBe(202);
    await sleep(ALTERNATIVE_URL_MS * app.context.timeScale + 20);
    const done = await enable();
    expect(done.statusCode).toBe(200);
    expect(done.json().data.enabled).toBe(true);
    const key = await install(owner, {});
    expect((await runInstall(owner, key)).answer.app!.urlAltEnabled).toBe(true);
  });

  it('refuses the guest without hasWebsite, another customer, a paused hosting and no session', async () => {
    owner = await loginAs(app, DEMO.owner);
    const guest = await loginAs(app, DEMO.guest);
    const stranger = await loginAs(app, DEMO.affiliate);
    const loja = '/api/hosting/lojadaana.com.br';
    expect((await call(app, guest, 'GET', `${loja}/apps`)).statusCode).toBe(403);
    expect((await call(app, guest, 'POST', `${loja}/apps`, { app: 'wordpress', title: 'X' })).statusCode).toBe(403);
    expect((await call(app, stranger, 'GET', `${BASE}/apps`)).statusCode).toBe(403);
    expect((await call(app, stranger, 'DELETE', `${BASE}/apps/1`)).statusCode).toBe(403);
    expect((await call(app, owner, 'GET', '/api/hosting/antigo.com.br/apps')).statusCode).toBe(403);
    expect((await call(app, null, 'GET', `${BASE}/apps/list`)).statusCode).toBe(401);
  });
});

describe('without the sandbox', () => {
  const production = withTestApp({ sandbox: false });

  it('installs WordPress from its code, each step as soon as the one before ends', async () => {
    const token = await loginAs(production, DEMO.owner);
    const response = await call(production, token, 'POST', `${BASE}/apps`, { app: 'wordpress', title: 'Blog', hasDir: true, dir: 'blog' });
    expect(response.statusCode, response.body).toBe(201);
    const key = response.json().data.key as string;
    let answer: InstallStatusAnswer | null = null;
    for (let i = 0; i < 10 && answer?.status !== 'completed'; i++) {
      await production.context.jobs.tick();
      answer = (await call(production, token, 'GET', `${BASE}/apps/status?key=${key}`)).json().data as InstallStatusAnswer;
    }
    expect(answer?.status).toBe('completed');
    const hosting = await production.context.db.selectFrom('hostings').select('id').where('domain', '=', RESOURCE).executeTakeFirstOrThrow();
    expect(await readdir(path.join(await production.context.files.root(hosting.id), 'public_html', 'blog'))).toContain('wp-config.php');
  });

});

describe("where WordPress's code is not on the server", () => {
  // Before the app below is built: WORDPRESS_SOURCE_DIR names a folder without WordPress in it.
  beforeAll(() => vi.stubEnv('WORDPRESS_SOURCE_DIR', path.join(wordpressSource, 'wp-admin')));
  afterAll(() => vi.stubEnv('WORDPRESS_SOURCE_DIR', wordpressSource));
  const withoutCode = withTestApp({ sandbox: false });

  it('refuses to install it, with the text under the app, and makes nothing', async () => {
    const token = await loginAs(withoutCode, DEMO.owner);
    const response = await call(withoutCode, token, 'POST', `${BASE}/apps`, { app: 'wordpress', title: 'Blog' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.app).toBe('Não é possível instalar WordPress: o código do aplicativo não está disponível neste servidor.');
    expect((await call(withoutCode, token, 'GET', `${BASE}/apps`)).json().data).toEqual([]);
  });
});
