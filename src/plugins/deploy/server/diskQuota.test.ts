import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';

const HOSTING = 'lojadaana.com.br';
const BASE = `/api/hosting/${HOSTING}/deploy`;

const app = withTestApp();
let owner: string;
let hostingId: number;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
  hostingId = (await app.context.db.selectFrom('hostings').select('id').where('domain', '=', HOSTING).executeTakeFirstOrThrow()).id;
  // Connected to the sandbox GitHub: connect, approve on the provider's page, come back.
  const redirect: string = (await call(app, owner, 'POST', `${BASE}/connect`, { provider: 'github' })).json().data.redirect;
  const url = new URL(redirect, 'http://localhost');
  const form = new URLSearchParams({ redirect_uri: url.searchParams.get('redirect_uri') ?? '', state: url.searchParams.get('state') ?? '', decision: 'approve' });
  const decided = await app.inject({ method: 'POST', url: url.pathname, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  await app.inject({ method: 'GET', url: decided.headers.location as string });
});

describe("a deploy and the plan's disk", () => {
  it("is logged as failed with the reason, copying nothing, when the repository's files would pass the plan's disk", async () => {
    const quota = app.context.files.quota;
    quota.forget(hostingId);
    const used = await quota.usedBytes(hostingId);
    // Room for 100 bytes: the demo site's four files take more.
    quota.limitBy(async () => used + 100);
    const created = await call(app, owner, 'POST', BASE, { provider: 'github', repository: 'painel-demo/site-institucional', branch: 'main', dir: 'public_html/sem-espaco' });
    expect(created.statusCode).toBe(201);
    await app.context.jobs.tick();
    const [log] = (await call(app, owner, 'GET', `${BASE}/logs?dir=public_html/sem-espaco`)).json().data;
    expect(log.succeeded).toBe(false);
    expect(log.message).toBe('Não foi possível fazer o deploy: os arquivos do repositório passariam do espaço em disco do plano desta hospedagem; libere espaço ou mude para um plano com mais disco.');
    expect(existsSync(path.join(await app.context.files.root(hostingId), 'public_html', 'sem-espaco', 'index.html'))).toBe(false);
  });
});
