import { beforeAll, describe, expect, it } from 'vitest';
import type { SandboxNode } from '@server/provisioning/sandboxNode';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import type { DnsRecord } from '../contract';
import { NodeZones } from './nodeZones';

const HOSTING = 'lojadaana.com.br';
const DNS = `/api/domain/${HOSTING}/dns`;

const app = withTestApp();
let owner: string;
let node: SandboxNode;
let hostingId: number;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
  node = app.context.nodeSites.node as SandboxNode;
  hostingId = (await app.context.db.selectFrom('hostings').select('id').where('domain', '=', HOSTING).executeTakeFirstOrThrow()).id;
});

/** The zone's records as the node would answer them, without their ids. */
const servedRecords = () => node.zoneOf(hostingId)?.records ?? [];

describe('the node serves the zone the panel stores', () => {
  it('pushes a record saved, edited and deleted in the panel at once, with the raised serial', async () => {
    const created = (await call(app, owner, 'POST', DNS, { type: 'A', name: 'loja', value: '10.1.2.3', ttl: 600 })).json().data as DnsRecord;
    await expect.poll(() => servedRecords()).toContainEqual({ type: 'A', name: 'loja', value: '10.1.2.3', ttl: 600 });
    const serial = node.zoneOf(hostingId)!.serial;
    expect(node.zoneOf(hostingId)).toMatchObject({ zone: HOSTING, nameservers: ['ns1.painel.net.br', 'ns2.painel.net.br'] });

    await call(app, owner, 'PUT', `${DNS}/${created.id}`, { value: '10.1.2.4', ttl: 600 });
    await expect.poll(() => servedRecords()).toContainEqual({ type: 'A', name: 'loja', value: '10.1.2.4', ttl: 600 });
    expect(node.zoneOf(hostingId)!.serial).toBeGreaterThan(serial);

    await call(app, owner, 'DELETE', `${DNS}/${created.id}`);
    await expect.poll(() => servedRecords().some((record) => record.name === 'loja')).toBe(false);
  });

  it('serves what "Restaurar padrões" and an import leave', async () => {
    await call(app, owner, 'POST', DNS, { type: 'TXT', name: 'extra', value: 'algo', ttl: 600 });
    await call(app, owner, 'POST', `${DNS}/reset`);
    await expect.poll(() => servedRecords().some((record) => record.name === 'extra')).toBe(false);
    expect(servedRecords()).toHaveLength(8);

    const serial = (await call(app, owner, 'POST', `${DNS}/import/preview`, { zone: 'importado 600 IN A 10.9.9.9\n' })).json().data.serial as number;
    expect((await call(app, owner, 'POST', `${DNS}/import`, { zone: 'importado 600 IN A 10.9.9.9\n', serial })).statusCode).toBe(200);
    await expect.poll(() => servedRecords()).toEqual([{ type: 'A', name: 'importado', value: '10.9.9.9', ttl: 600 }]);
    await call(app, owner, 'POST', `${DNS}/reset`);
  });

  it('a pass writes what a push missed and the zones of hostings with none yet, and removes those of hostings that are gone', async () => {
    const zones = new NodeZones(app.context.db, node, app.log);
    await node.perform('removeZone', { hostingId });
    await node.perform('writeZone', { hostingId: 999_999, zone: 'removida.com.br', serial: 1, nameservers: ['ns1.painel.net.br'], records: [] });
    await zones.syncAll();
    expect(servedRecords().length).toBeGreaterThan(0);
    expect(node.zoneOf(999_999)).toBeUndefined();

    const hostings = await app.context.db.selectFrom('hostings').select(['id', 'status']).execute();
    const served = (await node.perform('listZones', {})).zones.map((zone) => zone.hostingId);
    for (const hosting of hostings) expect(served.includes(hosting.id), `hosting ${hosting.id} (${hosting.status})`).toBe(['Active', 'Suspended', 'Paused'].includes(hosting.status));

    await app.context.db.updateTable('hostings').set({ status: 'Removed' }).where('id', '=', hostingId).execute();
    await zones.syncAll();
    expect(node.zoneOf(hostingId)).toBeUndefined();
    await app.context.db.updateTable('hostings').set({ status: 'Active' }).where('id', '=', hostingId).execute();
    await zones.syncAll();
    expect(node.zoneOf(hostingId)?.zone).toBe(HOSTING);
  });
});
