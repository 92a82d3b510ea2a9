import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';

const BASE = '/api/domain/lojadaana.com.br';
const EMPTY = '/api/domain/blogdaana.com.br';

const app = withTestApp();
let owner: string;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
});

const get = async (url: string) => (await call(app, owner, 'GET', url)).json().data;

describe('access', () => {
  it('refuses the guest without hasDomain, a paused hosting and a missing session', async () => {
    const guest = await loginAs(app, DEMO.guest);
    expect((await call(app, guest, 'GET', `${BASE}/alias`)).statusCode).toBe(403);
    expect((await call(app, owner, 'GET', '/api/domain/antigo.com.br/subdomain')).statusCode).toBe(403);
    expect((await call(app, null, 'GET', `${BASE}/redirect`)).statusCode).toBe(401);
  });
});

describe('aliases', () => {
  it('lists domain strings, adds one lower-cased and deletes it with its redirects', async () => {
    expect(await get(`${EMPTY}/alias`)).toEqual([]);
    expect((await call(app, owner, 'POST', `${EMPTY}/alias`, { domain: ' MeuBlog.com.br ' })).statusCode).toBe(201);
    expect(await get(`${EMPTY}/alias`)).toEqual(['meublog.com.br']);
    await call(app, owner, 'POST', `${EMPTY}/redirect`, { source: 'www.meublog.com.br', target: 'https://meublog.com.br' });
    expect((await call(app, owner, 'DELETE', `${EMPTY}/alias/meublog.com.br`)).statusCode).toBe(204);
    expect(await get(`${EMPTY}/alias`)).toEqual([]);
    expect(await get(`${EMPTY}/redirect`)).toEqual([]);
    expect((await call(app, owner, 'DELETE', `${EMPTY}/alias/meublog.com.br`)).statusCode).toBe(404);
  });

  it.each([
    ['não é domínio', 'Informe um domínio válido, como meusite.com.br.'],
    ['lojadaana.com.br', 'Este domínio já está em uso em uma hospedagem.'],
    ['lojadaana.net.br', 'Este domínio já está em uso em uma hospedagem.'],
    ['loja.blogdaana.com.br', 'Este é um subdomínio da hospedagem: crie-o na aba Subdomínios.'],
  ])('refuses %s', async (domain, message) => {
    const response = await call(app, owner, 'POST', `${EMPTY}/alias`, { domain });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.domain).toBe(message);
  });
});

describe('no squatting', () => {
  const IN_USE = 'O domínio já está sendo utilizado por outro usuário.';

  it.each(['novodominio.com.br', 'loja.novodominio.com.br', 'lojadaana.com.br', 'lojadaana.net.br', 'blog.lojadaana.com.br', 'x.lojadaana.com.br'])(
    "refuses another customer's name %s as an alias",
    async (domain) => {
      const affiliate = await loginAs(app, DEMO.affiliate);
      const response = await call(app, affiliate, 'POST', '/api/domain/parceirodigital.com.br/alias', { domain });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ domain: IN_USE });
    },
  );

  it('takes the customer\'s own registered domain as an alias', async () => {
    expect((await call(app, owner, 'POST', `${EMPTY}/alias`, { domain: 'novodominio.com.br' })).statusCode).toBe(201);
    expect((await call(app, owner, 'DELETE', `${EMPTY}/alias/novodominio.com.br`)).statusCode).toBe(204);
  });

  it('refuses a subdomain whose full name another customer already serves', async () => {
    const affiliate = await app.context.db.selectFrom('users').select('id').where('email', '=', DEMO.affiliate).executeTakeFirstOrThrow();
    const template = await app.context.db.selectFrom('hostings').selectAll().where('domain', '=', 'parceirodigital.com.br').executeTakeFirstOrThrow();
    const { id: _id, ...row } = template;
    await app.context.db.insertInto('hostings').values({ ...row, owner_id: affiliate.id, domain: 'antes.blogdaana.com.br', username: 'antesdafix' }).execute();
    const response = await call(app, owner, 'POST', `${EMPTY}/subdomain`, { domain: 'antes', dir: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ domain: IN_USE });
    await app.context.db.deleteFrom('hostings').where('domain', '=', 'antes.blogdaana.com.br').execute();
  });
});

describe('subdomains', () => {
  it('adds with the directory defaulting to the label, changes the directory, deletes', async () => {
    const created = await call(app, owner, 'POST', `${EMPTY}/subdomain`, { domain: 'Loja', dir: '' });
    expect(created.json().data).toEqual({ domain: 'loja', fullDomain: 'loja.blogdaana.com.br', dir: 'loja', fullDir: 'public_html/loja' });
    const changed = await call(app, owner, 'PUT', `${EMPTY}/subdomain/loja`, { domain: 'outro', dir: '/sites/loja/' });
    expect(changed.json().data).toMatchObject({ domain: 'loja', dir: 'sites/loja', fullDir: 'public_html/sites/loja' });
    expect(await get(`${EMPTY}/subdomain`)).toHaveLength(1);
    expect((await call(app, owner, 'DELETE', `${EMPTY}/subdomain/loja`)).statusCode).toBe(204);
    expect(await get(`${EMPTY}/subdomain`)).toEqual([]);
  });

  it.each([
    [{ domain: 'a'.repeat(101), dir: '' }, 'domain', 'O subdomínio pode ter no máximo 100 caracteres.'],
    [{ domain: '-x', dir: '' }, 'domain', 'Use letras minúsculas, números e hífens, separados por pontos.'],
    [{ domain: 'ok', dir: '../fora' }, 'dir', 'Informe um diretório válido: letras, números, pontos, hífens, sublinhados e barras, sem "..".'],
    [{ domain: 'blog', dir: '' }, 'domain', 'Este subdomínio já existe.'],
  ])('refuses %j', async (body, field, message) => {
    const response = await call(app, owner, 'POST', `${BASE}/subdomain`, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(message);
  });
});

describe('redirects', () => {
  it('lists the hosting names as sources', async () => {
    expect(await get(`${BASE}/redirect/list-domains`)).toEqual([
      'lojadaana.com.br', 'www.lojadaana.com.br', 'lojadaana.net.br', 'www.lojadaana.net.br', 'blog.lojadaana.com.br',
    ]);
  });

  it('adds a 302 by default and deletes it', async () => {
    const created = await call(app, owner, 'POST', `${BASE}/redirect`, { source: 'blog.lojadaana.com.br', target: 'https://blog.exemplo.com.br/' });
    expect(created.json().data).toEqual({ type: '302', source: 'blog.lojadaana.com.br', target: 'https://blog.exemplo.com.br/' });
    expect(await get(`${BASE}/redirect`)).toContainEqual({ type: '302', source: 'blog.lojadaana.com.br', target: 'https://blog.exemplo.com.br/' });
    expect((await call(app, owner, 'DELETE', `${BASE}/redirect/blog.lojadaana.com.br`)).statusCode).toBe(204);
  });

  it.each([
    ['https://x.com.br/a"b<c>d', 'https://x.com.br/a%22b%3Cc%3Ed'],
    ["https://x.com.br/it's?q=\"<script>\"#'x'", 'https://x.com.br/it%27s?q=%22%3Cscript%3E%22#%27x%27'],
    ['HTTPS://X.COM.BR', 'https://x.com.br/'],
    ['  http://x.com.br:80/a/../b  ', 'http://x.com.br/b'],
  ])('stores the target %j as the normalised URL %s', async (target, stored) => {
    const created = await call(app, owner, 'POST', `${BASE}/redirect`, { source: 'lojadaana.com.br', target });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.target).toBe(stored);
    expect(await get(`${BASE}/redirect`)).toContainEqual({ type: '302', source: 'lojadaana.com.br', target: stored });
    expect((await call(app, owner, 'DELETE', `${BASE}/redirect/lojadaana.com.br`)).statusCode).toBe(204);
  });

  it.each(['javascript:alert(1)', 'https://x"y.com.br/', "https://x'y.com.br/", 'https://x%22y.com.br/', 'https://<x>.com.br', 'data:text/html,<b>', 'x.com.br'])('refuses the target %j in pt-BR', async (target) => {
    const response = await call(app, owner, 'POST', `${BASE}/redirect`, { source: 'lojadaana.com.br', target });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ target: 'Informe um endereço completo, começando com http:// ou https://.' });
  });

  it.each([
    [{ source: 'outro.com.br', target: 'https://x.com.br' }, 'source', 'Escolha um dos domínios da hospedagem.'],
    [{ source: 'www.lojadaana.net.br', target: 'https://x.com.br' }, 'source', 'Já existe um redirecionamento para esta origem.'],
    [{ source: 'lojadaana.com.br', target: 'ftp://x.com.br' }, 'target', 'Informe um endereço completo, começando com http:// ou https://.'],
    [{ source: 'lojadaana.com.br', target: 'https://lojadaana.com.br/x' }, 'target', 'O destino não pode ser a própria origem.'],
    [{ source: 'lojadaana.com.br', target: 'https://x.com.br', type: '307' }, 'type', 'Escolha 301 (permanente) ou 302 (temporário).'],
  ])('refuses %j', async (body, field, message) => {
    const response = await call(app, owner, 'POST', `${BASE}/redirect`, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(message);
  });
});
