import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@server/auth/passwords';
import type { SandboxNode } from '@server/provisioning/sandboxNode';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { NodeMail, nodeMailConfig } from './nodeMail';

/** The panel's side of mail on the node: what the e-mail pages' calls make the (sandbox) node serve. */
const app = withTestApp();
const LOJA = 'lojadaana.com.br';
const api = (tail = '') => `/api/hosting/${LOJA}/email${tail}`;
const node = () => app.context.nodeSites.node as SandboxNode;
let owner: string;
let loja: number;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
  loja = (await app.context.db.selectFrom('hostings').select('id').where('domain', '=', LOJA).executeTakeFirstOrThrow()).id;
});

const served = () => node().mailOf(loja);
const account = (localPart: string) => served()?.accounts.find((entry) => entry.localPart === localPart);
const alias = (localPart: string) => served()?.aliases.find((entry) => entry.localPart === localPart)?.destinations;
const send = async (method: string, url: string, body?: unknown, status = 200) => expect((await call(app, owner, method, url, body)).statusCode).toBe(status);

describe("each hosting's mail on its node", () => {
  it('is pushed by every change: account, password, quota, forwarders, aliases, lists, removal', async () => {
    await send('POST', api(), { username: 'nova', password: 'segredo123', quota: 512 }, 201);
    expect(account('nova')).toMatchObject({ quotaMb: 512, disabled: false });
    expect(await verifyPassword('segredo123', account('nova')!.passwordHash)).toBe(true);
    // The seeded accounts, the disabled one included, and the seeded forwarder.
    expect(served()?.accounts.map((entry) => [entry.localPart, entry.disabled])).toEqual([['antigo', true], ['contato', false], ['financeiro', false], ['nova', false]]);
    expect(alias('vendas')).toEqual([`contato@${LOJA}`]);

    await send('POST', api('/password'), { email: `nova@${LOJA}`, password: 'outra-senha-1' });
    expect(await verifyPassword('outra-senha-1', account('nova')!.passwordHash)).toBe(true);
    await send('POST', api('/quota'), { email: `nova@${LOJA}`, quota: 1024 });
    expect(account('nova')?.quotaMb).toBe(1024);

    // An account that forwards keeps its copy; a forwarder of its own; an alias of the account.
    await send('POST', api('/forward'), { email: `nova@${LOJA}`, forward: 'ana@exemplo.com.br' }, 201);
    expect(alias('nova')).toEqual([`nova@${LOJA}`, 'ana@exemplo.com.br']);
    await send('POST', api(), { username: 'loja', forward: 'bruno@exemplo.com.br', forwarder: true }, 201);
    expect(alias('loja')).toEqual(['bruno@exemplo.com.br']);
    await send('POST', api('/alias'), { email: `nova@${LOJA}`, username: 'atendimento' }, 201);
    expect(alias('atendimento')).toEqual([`nova@${LOJA}`]);
    await send('POST', api('/remove-alias'), { email: `nova@${LOJA}`, alias: `atendimento@${LOJA}` }, 204);
    expect(alias('atendimento')).toBeUndefined();
    await send('POST', api('/remove-forward'), { email: `loja@${LOJA}`, forward: 'bruno@exemplo.com.br' }, 204);
    expect(alias('loja')).toBeUndefined();

    // A list reaches each member.
    await send('POST', api('/lists'), { name: 'equipe' }, 201);
    await send('POST', api('/lists/equipe/member'), { email: `nova@${LOJA}` }, 201);
    await send('POST', api('/lists/equipe/member'), { email: 'carla@exemplo.com.br' }, 201);
    expect(alias('equipe')).toEqual(['carla@exemplo.com.br', `nova@${LOJA}`]);
    await send('POST', api('/lists/equipe/remove-member'), { email: 'carla@exemplo.com.br' }, 204);
    expect(alias('equipe')).toEqual([`nova@${LOJA}`]);
    await send('DELETE', api('/lists/equipe'), undefined, 204);
    expect(alias('equipe')).toBeUndefined();

    // The autoresponder, its dates with their times (Brasília's), and its removal.
    await send('POST', api('/autoresponder'), { email: `nova@${LOJA}`, subject: 'Férias', body: 'Volto dia 10.\nAna', startDate: '2026-12-20', startTime: '', stopDate: '2027-01-10', stopTime: '18:30' });
    expect(account('nova')?.autoresponder).toEqual({ subject: 'Férias', body: 'Volto dia 10.\nAna', start: '2026-12-20T00:00', stop: '2027-01-10T18:30' });
    const refused = await call(app, owner, 'POST', api('/autoresponder'), { email: `nova@${LOJA}`, subject: 'Férias\r\nBcc: todos@exemplo.com.br', body: 'x' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.subject).toBe('O assunto deve ter uma só linha, sem caracteres de controle.');
    await send('DELETE', api(`/autoresponder/nova@${LOJA}`), undefined, 204);
    expect(account('nova')?.autoresponder).toBeNull();

    await send('DELETE', api(`/nova@${LOJA}`), undefined, 204);
    expect(account('nova')).toBeUndefined();
    // Its redirect stays a forwarder, as the e-mail page lists it: the node keeps forwarding, without a copy.
    expect((await call(app, owner, 'GET', api('?include=forwarders'))).json().data.forwarders).toContainEqual({ email: `nova@${LOJA}`, forward: 'ana@exemplo.com.br' });
    expect(alias('nova')).toEqual(['ana@exemplo.com.br']);
  });

  it("repairs what the node lost or holds wrongly in a pass, signs nobody in while the hosting is suspended, and removes a hosting's mail once it is gone", async () => {
    const pass = new NodeMail(app.context.db, node(), app.log);
    const wanted = structuredClone(served()!);
    await node().perform('writeMail', { ...wanted, accounts: [] });
    await pass.syncAll();
    expect(served()).toEqual(wanted);

    await app.context.db.updateTable('hostings').set({ status: 'Suspended' }).where('id', '=', loja).execute();
    await pass.syncAll();
    expect(served()?.accounts.every((entry) => entry.disabled)).toBe(true);
    await app.context.db.updateTable('hostings').set({ status: 'Active' }).where('id', '=', loja).execute();
    await pass.syncAll();
    expect(served()).toEqual(wanted);

    await app.context.db.updateTable('hostings').set({ status: 'Pending' }).where('id', '=', loja).execute();
    await pass.syncAll();
    expect(served()).toBeUndefined();
    await app.context.db.updateTable('hostings').set({ status: 'Active' }).where('id', '=', loja).execute();
  });
});

describe("a real node's access data", () => {
  it("names the panel's public host and the node's ports, STARTTLS on each", () => {
    const server = { host: 'painel.exemplo.com.br', imap: 3143, pop3: 3110, smtp: 3587 };
    expect(nodeMailConfig({ PUBLIC_HOST: 'painel.exemplo.com.br', IMAP_PORT: '3143', POP3_PORT: '3110', SUBMISSION_PORT: '3587', SMTP_PORT: '3525' })).toEqual({ secure: server, insecure: server });
    expect(nodeMailConfig({})).toEqual({ secure: { host: '127.0.0.1', imap: 2143, pop3: 2110, smtp: 2587 }, insecure: { host: '127.0.0.1', imap: 2143, pop3: 2110, smtp: 2587 } });
  });
});
