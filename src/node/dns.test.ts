import { Resolver } from 'node:dns/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { AgentNode } from '@server/provisioning/hostingNode';
import { SandboxNode } from '@server/provisioning/sandboxNode';
import type { HostingNode } from '@server/provisioning/hostingNode';
import { txtRdata } from './recordData';
import type { Zone } from './zoneContract';

/**
 * The DNS operations against the sandbox node and, where `scripts/hosting-node.sh start` exported
 * its variables, the real node; then what a resolver gets from the real node's PowerDNS.
 */
const agent = process.env.NODE_AGENT_URL && process.env.NODE_AGENT_SECRET ? { url: process.env.NODE_AGENT_URL, secret: process.env.NODE_AGENT_SECRET } : null;
const dnsPort = Number(process.env.DNS_PORT ?? 5353);
/** Ids and names of this run only: the node's DNS server keeps zones across runs until they are removed. */
const firstId = 1_900_000 + Math.floor(Math.random() * 90_000) * 10;

const nodes: [string, () => HostingNode][] = [['sandbox node', () => new SandboxNode(['8.2'])]];
if (agent) nodes.push(['real node', () => new AgentNode(agent)]);

const zoneOf = (hostingId: number, change: Partial<Zone> = {}): Zone => ({
  hostingId,
  zone: `zona${hostingId}.com.br`,
  serial: 2026120201,
  nameservers: ['ns1.painel.net.br', 'ns2.painel.net.br'],
  records: [
    { type: 'A', name: '', value: '10.0.0.5', ttl: 3600 },
    { type: 'A', name: 'loja', value: '10.0.0.6', ttl: 600 },
    { type: 'CNAME', name: 'www', value: `zona${hostingId}.com.br`, ttl: 3600 },
    { type: 'MX', name: '', value: `mail.zona${hostingId}.com.br`, ttl: 3600, priority: 10 },
    { type: 'SRV', name: '_sip._tcp', value: `sip.zona${hostingId}.com.br`, ttl: 3600, priority: 10, weight: 5, port: 5060 },
    { type: 'TXT', name: '_dmarc', value: 'v=DMARC1; p=none; "entre aspas" ação', ttl: 3600 },
  ],
  ...change,
});

describe.each(nodes)('DNS operations: %s', (_name, makeNode) => {
  const node = makeNode();
  const id = firstId + (node.kind === 'sandbox' ? 1 : 2);
  afterAll(() => node.perform('removeZone', { hostingId: id }));

  it('writes a zone, lists it with its serial, writes nothing when nothing changed, removes it', async () => {
    expect(await node.perform('writeZone', zoneOf(id))).toEqual({ changed: true });
    expect(await node.perform('writeZone', zoneOf(id))).toEqual({ changed: false });
    expect((await node.perform('listZones', {})).zones).toContainEqual({ hostingId: id, zone: `zona${id}.com.br`, serial: 2026120201 });
    expect(await node.perform('removeZone', { hostingId: id })).toEqual({ removed: true });
    expect((await node.perform('listZones', {})).zones.map((zone) => zone.hostingId)).not.toContain(id);
    expect(await node.perform('removeZone', { hostingId: id })).toEqual({ removed: false });
  });
});

describe('TXT texts as the DNS server is given them', () => {
  it('quotes, escapes and cuts at 255 bytes without splitting a character', () => {
    expect(txtRdata('v=spf1 "a" \\ b')).toBe('"v=spf1 \\"a\\" \\\\ b"');
    expect(txtRdata('ção')).toBe('"\\195\\167\\195\\163o"');
    const long = txtRdata(`${'a'.repeat(254)}é`);
    expect(long).toBe(`"${'a'.repeat(254)}" "\\195\\169"`);
    expect(txtRdata('')).toBe('""');
  });
});

describe.runIf(agent)('the real node answers its zones', () => {
  const node = new AgentNode(agent!);
  const id = firstId + 3;
  const domain = `zona${id}.com.br`;
  const resolver = new Resolver({ timeout: 2_000, tries: 1 });
  resolver.setServers([`127.0.0.1:${dnsPort}`]);
  afterAll(() => node.perform('removeZone', { hostingId: id }));

  it('answers each record type, a change at once with the new serial, and nothing once removed', async () => {
    await node.perform('writeZone', zoneOf(id));
    expect(await resolver.resolve4(domain)).toEqual(['10.0.0.5']);
    expect(await resolver.resolve4(`loja.${domain}`)).toEqual(['10.0.0.6']);
    expect(await resolver.resolveCname(`www.${domain}`)).toEqual([domain]);
    expect(await resolver.resolveMx(domain)).toEqual([{ exchange: `mail.${domain}`, priority: 10 }]);
    expect(await resolver.resolveSrv(`_sip._tcp.${domain}`)).toEqual([{ name: `sip.${domain}`, port: 5060, priority: 10, weight: 5 }]);
    // The resolver hands TXT bytes over as Latin-1: read back as the UTF-8 they are.
    const txt = (await resolver.resolveTxt(`_dmarc.${domain}`)).map((strings) => strings.map((text) => Buffer.from(text, 'latin1').toString('utf8')));
    expect(txt).toEqual([['v=DMARC1; p=none; "entre aspas" ação']]);
    expect((await resolver.resolveNs(domain)).sort()).toEqual(['ns1.painel.net.br', 'ns2.painel.net.br']);
    expect((await resolver.resolveSoa(domain)).serial).toBe(2026120201);

    await node.perform('writeZone', zoneOf(id, { serial: 2026120202, records: [{ type: 'A', name: '', value: '10.0.0.7', ttl: 60 }] }));
    expect(await resolver.resolve4(domain)).toEqual(['10.0.0.7']);
    expect((await resolver.resolveSoa(domain)).serial).toBe(2026120202);
    await expect(resolver.resolve4(`loja.${domain}`)).rejects.toMatchObject({ code: expect.stringMatching(/ENOTFOUND|ENODATA/) });

    await node.perform('removeZone', { hostingId: id });
    await expect(resolver.resolve4(domain)).rejects.toMatchObject({ code: expect.stringMatching(/REFUSED|ESERVFAIL|ENOTFOUND/) });
  }, 60_000);

  it('refuses a zone the DNS server cannot hold, and keeps serving the one it had', async () => {
    await node.perform('writeZone', zoneOf(id));
    const conflicting = zoneOf(id, { serial: 2026120203, records: [{ type: 'CNAME', name: 'loja', value: domain, ttl: 60 }, { type: 'A', name: 'loja', value: '10.0.0.8', ttl: 60 }] });
    await expect(node.perform('writeZone', conflicting)).rejects.toMatchObject({ statusCode: 422 });
    expect(await resolver.resolve4(`loja.${domain}`)).toEqual(['10.0.0.6']);
  }, 60_000);
});
