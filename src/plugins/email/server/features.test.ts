import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { zoneFileText } from '../../dns/server/publicZone';
import { toBase64 } from '../contract';
import { isValidDmarc, isValidSpf, type Deliverability } from '../deliverability';

const HOSTING = 'lojadaana.com.br';
const API = `/api/hosting/${HOSTING}`;
const BASE = `${API}/email`;
const CONTATO = `contato@${HOSTING}`;

const app = withTestApp();
let owner: string;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
});

const as = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) => call(app, owner, method, url, body);
const expectField = async (answer: Promise<{ statusCode: number; json: () => { errors: Record<string, string> } }>, field: string, message: string) => {
  const response = await answer;
  expect(response.statusCode).toBe(422);
  expect(response.json().errors[field]).toBe(message);
};

describe('access to the new calls', () => {
  const calls: [string, string][] = [
    ['GET', `${BASE}/lists`],
    ['GET', `${API}/spam`],
    ['GET', `${BASE}/autoresponder?email=${CONTATO}`],
    ['POST', `${API}/webmail/customize`],
    ['GET', `${BASE}/deliverability`],
  ];
  it('needs hasEmail: a guest without it and another customer get 403, no session 401', async () => {
    const guest = await loginAs(app, DEMO.guest);
    const stranger = await loginAs(app, DEMO.affiliate);
    expect((await call(app, guest, 'GET', `${BASE}/lists`)).statusCode).toBe(200);
    await app.context.db.updateTable('hosting_shares').set({ has_email: 0 }).execute();
    try {
      for (const [method, url] of calls) {
        expect((await call(app, guest, method as 'GET', url, method === 'POST' ? { color: 'red' } : undefined)).statusCode, url).toBe(403);
        expect((await call(app, stranger, method as 'GET', url, method === 'POST' ? { color: 'red' } : undefined)).statusCode, url).toBe(403);
        expect((await call(app, null, method as 'GET', url)).statusCode, url).toBe(401);
      }
    } finally {
      await app.context.db.updateTable('hosting_shares').set({ has_email: 1 }).execute();
    }
  });
});

describe('account page', () => {
  it('adds and removes an alias and a redirect, shown on the account', async () => {
    expect((await as('POST', `${BASE}/alias`, { email: CONTATO, username: 'Atendimento' })).statusCode).toBe(201);
    await expectField(as('POST', `${BASE}/alias`, { email: CONTATO, username: 'financeiro' }), 'username', 'Este nome já está em uso neste domínio.');
    await expectField(as('POST', `${BASE}/alias`, { email: CONTATO, username: 'atendimento' }), 'username', 'Este nome já está em uso neste domínio.');
    expect((await as('POST', `${BASE}/forward`, { email: CONTATO, forward: 'Ana@Exemplo.com.br' })).statusCode).toBe(201);
    await expectField(as('POST', `${BASE}/forward`, { email: CONTATO, forward: 'ana@exemplo.com.br' }), 'forward', 'Este encaminhamento já existe.');
    await expectField(as('POST', `${BASE}/forward`, { email: CONTATO, forward: CONTATO }), 'forward', 'O destino não pode ser o próprio endereço.');
    await expectField(as('POST', `${BASE}/forward`, { email: CONTATO, forward: 'nada' }), 'forward', 'Informe um e-mail válido.');
    const account = (await as('GET', `${BASE}/${CONTATO}`)).json().data;
    expect(account.alias).toEqual([`atendimento@${HOSTING}`]);
    expect(account.forwards).toEqual(['ana@exemplo.com.br']);
    await expectField(as('POST', BASE, { username: 'atendimento', password: 'segredo123' }), 'username', 'Este nome já está em uso neste domínio.');
    expect((await as('POST', `${BASE}/remove-alias`, { email: CONTATO, alias: `atendimento@${HOSTING}` })).statusCode).toBe(204);
    expect((await as('POST', `${BASE}/remove-alias`, { email: CONTATO, alias: `atendimento@${HOSTING}` })).statusCode).toBe(404);
    expect((await as('POST', `${BASE}/remove-forward`, { email: CONTATO, forward: 'ana@exemplo.com.br' })).statusCode).toBe(204);
    expect((await as('GET', `${BASE}/${CONTATO}`)).json().data).toMatchObject({ alias: [], forwards: [] });
  });

  it('saves, reads and deletes an autoresponder with an optional range', async () => {
    expect((await as('GET', `${BASE}/autoresponder?email=${CONTATO}`)).json().data).toBeNull();
    const saved = await as('POST', `${BASE}/autoresponder`, { email: CONTATO, subject: 'Férias', body: 'Volto dia 15.\n<b>Obrigada</b>', hasStart: true, startDate: '2026-12-01', startTime: '08:00', hasStop: true, stopDate: '2026-12-15', stopTime: '18:30' });
    expect(saved.statusCode).toBe(200);
    expect((await as('GET', `${BASE}/autoresponder`)).json().data.map((a: { email: string }) => a.email)).toEqual([CONTATO]);
    expect((await as('GET', `${BASE}/autoresponder?email=${CONTATO}`)).json().data).toEqual({
      email: CONTATO, subject: 'Férias', body: 'Volto dia 15.\n<b>Obrigada</b>', bodyHtml: 'Volto dia 15.<br>&#60;b&#62;Obrigada&#60;/b&#62;',
      startDate: '2026-12-01', startTime: '08:00', stopDate: '2026-12-15', stopTime: '18:30',
    });
    await as('POST', `${BASE}/autoresponder`, { email: CONTATO, subject: 'Ausente', body: 'Sem datas', hasStart: false, startDate: '2026-12-01', hasStop: false });
    expect((await as('GET', `${BASE}/autoresponder?email=${CONTATO}`)).json().data).toMatchObject({ subject: 'Ausente', startDate: null, startTime: null, stopDate: null, stopTime: null });
    expect((await as('DELETE', `${BASE}/autoresponder/${CONTATO}`)).statusCode).toBe(204);
    expect((await as('DELETE', `${BASE}/autoresponder/${CONTATO}`)).statusCode).toBe(404);
  });

  it.each([
    [{ subject: '', body: 'x' }, 'subject', 'Campo obrigatório.'],
    [{ subject: 'x'.repeat(201), body: 'x' }, 'subject', 'O assunto pode ter no máximo 200 caracteres.'],
    [{ subject: 'x', body: '' }, 'body', 'Campo obrigatório.'],
    [{ subject: 'x', body: 'x', startDate: '2026-02-30' }, 'startDate', 'Informe uma data válida.'],
    [{ subject: 'x', body: 'x', startDate: '2026-02-01', startTime: '25:00' }, 'startTime', 'Informe um horário válido.'],
    [{ subject: 'x', body: 'x', startDate: '2026-02-10', startTime: '10:00', stopDate: '2026-02-10', stopTime: '09:00' }, 'stopDate', 'O fim deve ser depois do início.'],
  ])('refuses the autoresponder %j', async (body, field, message) => {
    await expectField(as('POST', `${BASE}/autoresponder`, { email: CONTATO, ...body }), field, message);
  });

  it('turns per-account antispam on only while the global one is on', async () => {
    expect((await as('POST', `${API}/spam/${CONTATO}`, { status: true })).json().data).toEqual({ status: true, global: true });
    await as('POST', `${API}/spam`, { status: false });
    expect((await as('GET', `${API}/spam/${CONTATO}`)).json().data).toEqual({ status: false, global: false });
    await expectField(as('POST', `${API}/spam/${CONTATO}`, { status: true }), 'status', 'Ative o antispam da hospedagem antes de ativá-lo em uma conta.');
    await as('POST', `${API}/spam`, { status: true });
    expect((await as('GET', `${API}/spam/${CONTATO}`)).json().data).toEqual({ status: true, global: true });
  });
});

describe('lists', () => {
  it('creates a list, adds and removes members, deletes it', async () => {
    expect((await as('GET', `${BASE}/lists`)).json().data).toEqual([{ name: `clientes@${HOSTING}`, size: 15_728_640, members: ['ana@exemplo.com.br', 'bruno@exemplo.com.br'] }]);
    expect((await as('POST', `${BASE}/lists`, { name: 'Equipe' })).statusCode).toBe(201);
    const list = `${BASE}/lists/equipe@${HOSTING}`;
    expect((await as('POST', `${list}/member`, { email: ' Carla@Exemplo.com.br ' })).json().data.members).toEqual(['carla@exemplo.com.br']);
    expect((await as('GET', `${BASE}/lists/equipe`)).json().data).toEqual({ name: `equipe@${HOSTING}`, size: 0, members: ['carla@exemplo.com.br'] });
    expect((await as('POST', `${list}/remove-member`, { email: 'carla@exemplo.com.br' })).statusCode).toBe(204);
    expect((await as('POST', `${list}/remove-member`, { email: 'carla@exemplo.com.br' })).statusCode).toBe(404);
    expect((await as('DELETE', list)).statusCode).toBe(204);
    expect((await as('GET', list)).statusCode).toBe(404);
  });

  it('validates list names and each member address', async () => {
    await expectField(as('POST', `${BASE}/lists`, { name: 'clientes' }), 'name', 'Já existe uma lista com este nome.');
    await expectField(as('POST', `${BASE}/lists`, { name: 'contato' }), 'name', 'Este nome já está em uso neste domínio.');
    await expectField(as('POST', `${BASE}/lists`, { name: 'x'.repeat(41) }), 'name', 'O nome pode ter no máximo 40 caracteres.');
    await expectField(as('POST', `${BASE}/lists`, { name: 'a b' }), 'name', 'Use letras minúsculas, números, pontos, hífens e sublinhados.');
    const member = `${BASE}/lists/clientes/member`;
    await expectField(as('POST', member, { email: 'ana@exemplo.com.br' }), 'email', 'Este e-mail já faz parte da lista.');
    await expectField(as('POST', member, { email: 'sem-arroba' }), 'email', 'Informe um e-mail válido.');
    await expectField(as('POST', member, { email: '' }), 'email', 'Campo obrigatório.');
    await expectField(as('POST', member, { email: `clientes@${HOSTING}` }), 'email', 'O destino não pode ser o próprio endereço.');
  });
});

describe('antispam lists', () => {
  it('adds an address and a *@domain pattern, refuses bad and repeated entries, deletes by base64', async () => {
    const white = `${API}/spam/whitelist`;
    expect((await as('POST', white, { email: 'Chefe@Parceiro.com.br' })).json().data.whitelist).toEqual(['chefe@parceiro.com.br']);
    expect((await as('POST', white, { email: '*@parceiro.com.br' })).json().data.whitelist).toEqual(['*@parceiro.com.br', 'chefe@parceiro.com.br']);
    await expectField(as('POST', white, { email: '*@parceiro.com.br' }), 'email', 'Este endereço já está na lista.');
    for (const bad of ['*@', '*@*.com', '*@b', 'nada', '*parceiro.com.br']) {
      await expectField(as('POST', `${API}/spam/blacklist`, { email: bad }), 'email', 'Informe um e-mail ou um domínio no formato *@dominio.com.br.');
    }
    expect((await as('DELETE', `${API}/spam/whitelist/${encodeURIComponent(toBase64('*@parceiro.com.br'))}`)).statusCode).toBe(204);
    expect((await as('DELETE', `${API}/spam/whitelist/${encodeURIComponent(toBase64('*@parceiro.com.br'))}`)).statusCode).toBe(404);
    expect((await as('GET', `${API}/spam`)).json().data).toEqual({ status: true, global: true, blacklist: ['*@spam.example.com'], whitelist: ['chefe@parceiro.com.br'] });
  });
});

describe('webmail', () => {
  const upload = (name: string, content: Buffer) => {
    const boundary = 'logo-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`);
    return app.inject({
      method: 'POST',
      url: `${API}/webmail/logo`,
      payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${owner}` },
    });
  };
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  it('keeps a small PNG, refuses a 150 KB PNG and a GIF renamed .png, and removes the logo', async () => {
    const small = Buffer.concat([PNG, Buffer.alloc(1000)]);
    const kept = await upload('logo.png', small);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.logo).toBe(`data:image/png;base64,${small.toString('base64')}`);
    const big = await upload('grande.png', Buffer.concat([PNG, Buffer.alloc(150 * 1024)]));
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.logo).toBe('A imagem pode ter no máximo 100 KB.');
    const gif = await upload('animado.png', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100)]));
    expect(gif.statusCode).toBe(422);
    expect(gif.json().errors.logo).toBe('Escolha uma imagem no formato jpg ou png.');
    expect((await as('GET', `${BASE}?include=customization`)).json().data.customization.logo).toContain('data:image/png;base64,');
    expect((await upload('', Buffer.alloc(0))).json().data.logo).toBeNull();
  });

  it('saves a colour from the list only', async () => {
    expect((await as('POST', `${API}/webmail/customize`, { color: 'darkblue' })).json().data.color).toBe('darkblue');
    await expectField(as('POST', `${API}/webmail/customize`, { color: 'pink' }), 'color', 'Escolha uma das cores.');
    expect((await as('GET', `${BASE}?include=customization`)).json().data.customization).toEqual({ color: 'darkblue', logo: null });
  });
});

describe('deliverability', () => {
  const DNS = `/api/domain/${HOSTING}/dns`;
  const dkimRecords = async () => ((await as('GET', DNS)).json().data as { id: number; type: string; name: string; value: string }[]).filter((r) => r.type === 'TXT' && r.name === 'painel._domainkey');

  it("publishes the key the node signs with at painel._domainkey, once: a record the customer removes stays removed, and the card says so", async () => {
    const { publicKey } = await app.context.nodeSites.node.perform('readDkimKey', { domain: HOSTING });
    // The demo zone has it from the start; the card asks for the same record.
    expect((await dkimRecords()).map((r) => r.value)).toEqual([`v=DKIM1; k=rsa; p=${publicKey}`]);
    const card = (await as('GET', `${BASE}/deliverability`)).json().data as Deliverability;
    expect(card.records.find((r) => r.kind === 'DKIM')).toMatchObject({ name: 'painel._domainkey', value: `v=DKIM1; k=rsa; p=${publicKey}`, state: 'ok' });

    expect((await as('DELETE', `${DNS}/${(await dkimRecords())[0].id}`)).statusCode).toBe(204);
    expect((await as('POST', BASE, { username: 'dkim', password: 'senha-do-dkim-1', quota: 512 })).statusCode).toBe(201);
    expect(await dkimRecords()).toEqual([]);
    expect(((await as('GET', `${BASE}/deliverability`)).json().data as Deliverability).records.find((r) => r.kind === 'DKIM')!.state).toBe('missing');
    expect((await as('DELETE', `${BASE}/dkim@${HOSTING}`)).statusCode).toBe(204);
  });

  it('needs syntactically valid SPF and DMARC, adds the missing records and leaves a zone named-checkzone accepts', async () => {
    const first = (await as('GET', `${BASE}/deliverability`)).json().data as Deliverability;
    expect(first.hostedHere).toBe(true);
    const byKind = Object.fromEntries(first.records.map((r) => [r.kind, r]));
    expect(isValidSpf(byKind.SPF.value)).toBe(true);
    expect(isValidDmarc(byKind.DMARC.value)).toBe(true);
    expect(byKind.SPF.state).toBe('ok');
    expect(byKind.DMARC.state).toBe('ok');
    expect(byKind.DKIM.state).toBe('missing');
    expect(byKind.DKIM.value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/]{300,}={0,2}$/);

    const fixed = (await as('POST', `${BASE}/deliverability/fix`)).json().data as Deliverability;
    expect(fixed.records.map((r) => r.state)).toEqual(['ok', 'ok', 'ok']);
    const hosting = await app.context.db.selectFrom('hostings').select(['id', 'domain']).where('domain', '=', HOSTING).executeTakeFirstOrThrow();
    const dir = mkdtempSync(path.join(tmpdir(), 'mailzone-'));
    try {
      const file = path.join(dir, 'zone.txt');
      writeFileSync(file, await zoneFileText(app.context.db, hosting));
      const output = execFileSync('/usr/bin/named-checkzone', ['-i', 'full', '-k', 'fail', '-n', 'fail', HOSTING, file], { encoding: 'utf8' });
      expect(output).toContain('OK');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('checks the syntax rules themselves', () => {
    expect(isValidSpf('v=spf1 a mx ip4:192.0.2.1 ~all')).toBe(true);
    expect(isValidSpf('v=spf1 ~all mx')).toBe(false);
    expect(isValidSpf('v=spf2 a')).toBe(false);
    expect(isValidDmarc('v=DMARC1; p=reject; rua=mailto:a@b.com')).toBe(true);
    expect(isValidDmarc('v=DMARC1; p=maybe')).toBe(false);
    expect(isValidDmarc('p=none; v=DMARC1')).toBe(false);
  });

  it('answers 409 when the domain is not registered here, and needs hasDomain to change the zone', async () => {
    const guest = await loginAs(app, DEMO.guest);
    expect((await call(app, guest, 'GET', `${BASE}/deliverability`)).statusCode).toBe(200);
    expect((await call(app, guest, 'POST', `${BASE}/deliverability/fix`)).statusCode).toBe(403);
    const other = await as('POST', `/api/hosting/blogdaana.com.br/email/deliverability/fix`);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('O DNS deste domínio não está hospedado aqui. Adicione os registros no provedor de DNS do domínio.');
  });
});
