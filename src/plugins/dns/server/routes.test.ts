import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import type { DnsRecord, ZoneDiff } from '../contract';

const HOSTING = 'lojadaana.com.br';
const DNS = `/api/domain/${HOSTING}/dns`;
const NAMED_CHECKZONE = '/usr/bin/named-checkzone';

const app = withTestApp();
let owner: string;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
});

const records = async () => (await call(app, owner, 'GET', DNS)).json().data as DnsRecord[];
const exportZone = async () => (await call(app, owner, 'POST', `${DNS}/export`)).body;

describe('access', () => {
  it('needs hasDomain: the guest with e-mail only is refused', async () => {
    const guest = await loginAs(app, DEMO.guest);
    expect((await call(app, guest, 'GET', DNS)).statusCode).toBe(403);
    expect((await call(app, guest, 'GET', `/api/domain/${HOSTING}/status`)).statusCode).toBe(403);
  });

  it('needs an active hosting for the zone, not for the status', async () => {
    expect((await call(app, owner, 'GET', '/api/domain/antigo.com.br/dns')).statusCode).toBe(403);
    const status = await call(app, owner, 'GET', '/api/domain/antigo.com.br/status');
    expect(status.json().data).toMatchObject({ domain: 'antigo.com.br', configured: false, nameservers: ['ns1.painel.net.br', 'ns2.painel.net.br'] });
  });

  it('is hidden when the hosting has no domain', async () => {
    const db = app.context.db;
    await db.updateTable('hostings').set({ has_domain: 0 }).where('domain', '=', 'blogdaana.com.br').execute();
    expect((await call(app, owner, 'GET', '/api/domain/blogdaana.com.br/status')).statusCode).toBe(403);
    expect((await call(app, owner, 'GET', '/api/domain/blogdaana.com.br/dns')).statusCode).toBe(403);
    await db.updateTable('hostings').set({ has_domain: 1 }).where('domain', '=', 'blogdaana.com.br').execute();
  });

  it('needs a session', async () => {
    expect((await call(app, null, 'GET', DNS)).statusCode).toBe(401);
  });
});

describe('records', () => {
  it('starts from the default zone, with the TXT subtypes named', async () => {
    const list = await records();
    expect(list.find((r) => r.type === 'A' && r.name === '')?.value).toBe('203.0.113.11');
    expect(list.filter((r) => r.type === 'TXT').map((r) => r.txtType).sort()).toEqual(['DKIM', 'DMARC', 'SPF']);
  });

  it('creates, edits and deletes a record, keeping type and name on edit', async () => {
    const created = await call(app, owner, 'POST', DNS, { type: 'MX', name: 'loja', value: 'MX.Exemplo.com.', ttl: 600, priority: '20' });
    expect(created.statusCode).toBe(201);
    const record = created.json().data as DnsRecord;
    expect(record).toMatchObject({ type: 'MX', name: 'loja', value: 'mx.exemplo.com', ttl: 600, priority: 20 });

    const edited = await call(app, owner, 'PUT', `${DNS}/${record.id}`, { type: 'A', name: 'outro', value: 'mx2.exemplo.com', ttl: 3600, priority: 5 });
    expect(edited.json().data).toMatchObject({ id: record.id, type: 'MX', name: 'loja', value: 'mx2.exemplo.com', priority: 5 });

    expect((await call(app, owner, 'DELETE', `${DNS}/${record.id}`)).statusCode).toBe(204);
    expect((await records()).some((r) => r.id === record.id)).toBe(false);
    expect((await call(app, owner, 'DELETE', `${DNS}/${record.id}`)).statusCode).toBe(404);
  });

  it('composes an SRV name from service and protocol', async () => {
    const created = await call(app, owner, 'POST', DNS, { type: 'SRV', service: 'sip', protocol: 'tcp', name: '', value: 'sip.exemplo.com', ttl: 3600, priority: 10, weight: 5, port: 5060 });
    expect(created.json().data).toMatchObject({ name: '_sip._tcp', priority: 10, weight: 5, port: 5060 });
  });

  it.each([
    [{ type: 'A', name: 'x', value: '300.1.1.1' }, 'value', 'Informe um endereço IPv4 válido.'],
    [{ type: 'AAAA', name: 'x', value: '192.0.2.1' }, 'value', 'Informe um endereço IPv6 válido.'],
    [{ type: 'CNAME', name: 'x', value: 'não é host' }, 'value', 'Informe um nome de host válido, como servidor.exemplo.com.br.'],
    [{ type: 'MX', name: 'x', value: 'mx.exemplo.com', priority: '123456' }, 'priority', 'Use apenas números, com no máximo 5 dígitos.'],
    [{ type: 'SRV', service: 'sip', protocol: 'tcp', value: 'sip.exemplo.com', priority: 1, weight: 'a', port: 99999 }, 'weight', 'Use apenas números, com no máximo 5 dígitos.'],
    [{ type: 'SRV', service: 'sip', protocol: 'tcp', value: 'sip.exemplo.com', priority: 1, weight: 1, port: 99999 }, 'port', 'O valor máximo é 65535.'],
    [{ type: 'A', name: 'x y', value: '192.0.2.1' }, 'name', 'Informe um nome válido (letras, números, hífens e pontos) ou @ para o domínio.'],
    [{ type: 'CNAME', name: 'mail', value: 'outro.com' }, 'name', 'Um registro CNAME não pode existir ao lado de outros registros com o mesmo nome.'],
    [{ type: 'A', name: 'www', value: '192.0.2.1' }, 'name', 'Um registro CNAME não pode existir ao lado de outros registros com o mesmo nome.'],
    [{ type: 'CNAME', name: '@', value: 'outro.com' }, 'name', 'Um registro CNAME não pode ser criado na raiz do domínio (@).'],
    [{ type: 'TXT', name: 'x', value: '', ttl: 30 }, 'ttl', 'Informe um TTL entre 60 e 604800 segundos.'],
  ])('refuses %j with a 422 on %s', async (body, field, message) => {
    const response = await call(app, owner, 'POST', DNS, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(message);
  });

  it('restores the defaults', async () => {
    await call(app, owner, 'POST', DNS, { type: 'A', name: 'extra', value: '192.0.2.9' });
    expect((await call(app, owner, 'POST', `${DNS}/reset`)).statusCode).toBe(200);
    const list = await records();
    expect(list.some((r) => r.name === 'extra')).toBe(false);
    expect(list).toHaveLength(8);
  });
});

describe('export', () => {
  it('is a BIND file named by content-disposition, its serial raised by every change', async () => {
    const first = await call(app, owner, 'POST', `${DNS}/export`);
    expect(first.headers['content-disposition']).toBe(`attachment; filename="${HOSTING}.txt"`);
    const serial = (text: string) => Number(/\( (\d+) /.exec(text)![1]);
    await call(app, owner, 'POST', DNS, { type: 'A', name: 'serial', value: '192.0.2.1' });
    expect(serial(await exportZone())).toBe(serial(first.body) + 1);
  });

  it('passes named-checkzone with every record type', async () => {
    const add = (body: object) => call(app, owner, 'POST', DNS, body);
    await add({ type: 'AAAA', name: '', value: '2001:DB8::10' });
    await add({ type: 'AAAA', name: 'mail', value: '2001:db8::25' });
    await add({ type: 'CNAME', name: 'blog', value: 'blogdaana.com.br.' });
    await add({ type: 'MX', name: '', value: `mail.${HOSTING}`, priority: 20 });
    await add({ type: 'SRV', service: 'sip', protocol: 'udp', name: '', value: `mail.${HOSTING}`, priority: 0, weight: 0, port: 5060 });
    await add({ type: 'TXT', name: 'longo', value: `texto com "aspas", barra \\ e acentuação ${'x'.repeat(600)}` });
    await add({ type: 'TXT', name: '*', value: 'curinga' });
    const dir = mkdtempSync(path.join(tmpdir(), 'zone-'));
    try {
      const file = path.join(dir, 'zone.txt');
      writeFileSync(file, await exportZone());
      const output = execFileSync(NAMED_CHECKZONE, ['-i', 'full', '-k', 'fail', '-n', 'fail', '-m', 'fail', '-M', 'fail', '-S', 'fail', HOSTING, file], { encoding: 'utf8' });
      expect(output).toContain('OK');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('import', () => {
  const preview = (zone: string) => call(app, owner, 'POST', `${DNS}/import/preview`, { zone });

  it('round-trips: importing the export changes nothing', async () => {
    const before = await records();
    const text = await exportZone();
    const diff = (await preview(text)).json().data as ZoneDiff;
    expect(diff).toMatchObject({ added: [], changed: [], removed: [] });
    expect((await call(app, owner, 'POST', `${DNS}/import`, { zone: text, serial: diff.serial })).statusCode).toBe(200);
    expect((await records()).map(({ id: _id, ...r }) => r)).toEqual(before.map(({ id: _id, ...r }) => r));
  });

  it('previews additions, changes and removals, then applies them', async () => {
    const text = (await exportZone())
      .replace(/^mail\t3600\tIN\tA\t.*$/m, 'mail\t600\tIN\tA\t203.0.113.11')
      .replace(/^ftp\t.*$/m, 'novo\t3600\tIN\tA\t192.0.2.50');
    const diff = (await preview(text)).json().data as ZoneDiff;
    expect(diff.added).toEqual([{ type: 'A', name: 'novo', value: '192.0.2.50', ttl: 3600 }]);
    expect(diff.changed).toEqual([{ from: expect.objectContaining({ name: 'mail', ttl: 3600 }), to: expect.objectContaining({ name: 'mail', ttl: 600 }) }]);
    expect(diff.removed).toEqual([expect.objectContaining({ type: 'CNAME', name: 'ftp' })]);
    await call(app, owner, 'POST', `${DNS}/import`, { zone: text, serial: diff.serial });
    const names = (await records()).map((r) => r.name);
    expect(names).toContain('novo');
    expect(names).not.toContain('ftp');
  });

  it('applies nothing when one line is bad, and names that line', async () => {
    const before = await exportZone();
    const lines = before.split('\n');
    const bad = [...lines.slice(0, 5), 'quebrado\t3600\tIN\tA\t10.0.0.256', ...lines.slice(5)].join('\n').replace(/^www\t.*$/m, '');
    const response = await call(app, owner, 'POST', `${DNS}/import`, { zone: bad });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.zone).toBe('Linha 6: Informe um endereço IPv4 válido.');
    expect(await exportZone()).toBe(before);
  });

  it('refuses to apply a preview made against an older zone', async () => {
    const text = await exportZone();
    const { serial } = (await preview(text)).json().data as ZoneDiff;
    await call(app, owner, 'POST', DNS, { type: 'A', name: 'corrida', value: '192.0.2.1' });
    expect((await call(app, owner, 'POST', `${DNS}/import`, { zone: text, serial })).statusCode).toBe(409);
  });
});
