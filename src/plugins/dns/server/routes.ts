import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessCondition } from '@core/shared';
import { hostingOf } from '@server/access/guard';
import { HttpError, MESSAGES, parse } from '@server/http/errors';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { importSchema, RECOMMENDED_NAMESERVERS, recordInputSchema, type DomainStatus, type RecordFields } from '../contract';
import { diffZones } from './zoneDiff';
import { generateZoneFile, parseZoneFile, ZoneFileError } from './zoneFile';
import { zoneConflict } from './zoneRules';
import { zoneHolder } from './zoneHolder';
import { fieldsOf, migrations, ZoneChangedError, ZoneStore } from './zoneStore';
import { NodeZones, ZONE_SYNC_INTERVAL_MS } from './nodeZones';
import { withContract } from '@server/http/contracts';

const STATUS_ACCESS: AccessCondition = { rule: 'hasDomain', requiresDomain: true };
const ZONE_ACCESS: AccessCondition = { ...STATUS_ACCESS, hostingStatus: ['Active'] };

type IdParams = { Params: { resource: string; id: string } };

function recordId(request: FastifyRequest<IdParams>): number {
  const id = Number(request.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new HttpError(404, MESSAGES.notFound);
  return id;
}

/** Refuses a record the zone cannot hold beside the others, as a DNS server would. */
function assertFits(records: RecordFields[], candidate: RecordFields) {
  const conflict = zoneConflict([...records, candidate]);
  if (conflict && conflict[0] === records.length) throw new HttpError(422, MESSAGES.invalid, { name: conflict[1] });
}

/** The records of an uploaded zone file, or a 422 that names each bad line. */
function readZoneFile(text: string, origin: string): RecordFields[] {
  try {
    return parseZoneFile(text, origin);
  } catch (error) {
    if (!(error instanceof ZoneFileError)) throw error;
    const message = error.errors.length === 1 ? error.message : `${error.errors.length} linhas com erro.\n${error.message}`;
    throw new HttpError(422, message, { zone: error.message }, { lines: error.errors });
  }
}

export default defineServerPlugin({
  migrations,
  routes(app: FastifyInstance, { db, hostingData, nodeSites }) {
    hostingData.add(zoneHolder(db));
    // Routes push their changes; a loop of the plugin's own (a real node only) repairs the rest.
    const nodeZones = new NodeZones(db, nodeSites.node, app.log);
    nodeSites.addLoop({ name: 'dns zones', intervalMs: ZONE_SYNC_INTERVAL_MS, pass: () => nodeZones.syncAll() });
    const zoneOf = (request: FastifyRequest) => {
      const { row } = hostingOf(request);
      return new ZoneStore(db, { id: row.id, domain: row.domain });
    };
    /** After a change: the node's DNS server answers it at once; a failure is logged and the loop writes it again. */
    const served = (zone: ZoneStore) => void nodeZones.changed(zone.hosting.id).catch((error: unknown) => app.log.warn({ err: error, hostingId: zone.hosting.id }, 'DNS zone: not written to the node'));

    app.get('/domain/:resource/status', { config: { access: STATUS_ACCESS } }, async (request) => {
      const { row } = hostingOf(request);
      const hosting = await db.selectFrom('hostings').select(['server_ip']).where('id', '=', row.id).executeTakeFirstOrThrow();
      const registered = await db.selectFrom('domains').select('id').where('domain', '=', row.domain).where('status', '=', 'registered').executeTakeFirst();
      const status: DomainStatus = { domain: row.domain, configured: registered !== undefined, serverIp: hosting.server_ip, nameservers: [...RECOMMENDED_NAMESERVERS] };
      return { data: status };
    });

    app.get('/domain/:resource/dns', { config: { access: ZONE_ACCESS } }, async (request) => ({ data: await zoneOf(request).list() }));

    app.post('/domain/:resource/dns', withContract({ config: { access: ZONE_ACCESS } }, { body: recordInputSchema }), async (request, reply) => {
      const zone = zoneOf(request);
      const record = parse(recordInputSchema, request.body);
      assertFits((await zone.list()).map(fieldsOf), record);
      const created = await zone.create(record);
      served(zone);
      return reply.status(201).send({ data: created });
    });

    app.put<IdParams>('/domain/:resource/dns/:id', withContract({ config: { access: ZONE_ACCESS } }, { body: recordInputSchema }), async (request) => {
      const zone = zoneOf(request);
      const id = recordId(request);
      const existing = await zone.find(id);
      if (!existing) throw new HttpError(404, MESSAGES.notFound);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const record = parse(recordInputSchema, { ...body, type: existing.type, name: existing.name, service: undefined, protocol: undefined });
      const others = (await zone.list()).filter((r) => r.id !== id).map(fieldsOf);
      assertFits(others, record);
      const updated = await zone.update(id, record);
      served(zone);
      return { data: updated };
    });

    app.delete<IdParams>('/domain/:resource/dns/:id', { config: { access: ZONE_ACCESS } }, async (request, reply) => {
      const zone = zoneOf(request);
      const id = recordId(request);
      if (!(await zone.find(id))) throw new HttpError(404, MESSAGES.notFound);
      await zone.remove(id);
      served(zone);
      return reply.status(204).send();
    });

    app.post('/domain/:resource/dns/export', { config: { access: ZONE_ACCESS } }, async (request, reply) => {
      const zone = zoneOf(request);
      const records = await zone.list();
      const serial = await zone.ensure();
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${zone.hosting.domain}.txt"`)
        .send(generateZoneFile(zone.hosting.domain, serial, records.map(fieldsOf)));
    });

    app.post('/domain/:resource/dns/reset', { config: { access: ZONE_ACCESS } }, async (request) => {
      const zone = zoneOf(request);
      await zone.reset();
      served(zone);
      return { data: null };
    });

    app.post('/domain/:resource/dns/import/preview', withContract({ config: { access: ZONE_ACCESS } }, { body: importSchema }), async (request) => {
      const zone = zoneOf(request);
      const { zone: text } = parse(importSchema, request.body);
      const parsed = readZoneFile(text, zone.hosting.domain);
      const current = (await zone.list()).map(fieldsOf);
      return { data: diffZones(await zone.ensure(), current, parsed) };
    });

    app.post('/domain/:resource/dns/import', withContract({ config: { access: ZONE_ACCESS } }, { body: importSchema }), async (request) => {
      const zone = zoneOf(request);
      const body = parse(importSchema, request.body);
      const parsed = readZoneFile(body.zone, zone.hosting.domain);
      try {
        await zone.replaceAll(parsed, body.serial);
      } catch (error) {
        if (error instanceof ZoneChangedError) throw new HttpError(409, 'A zona foi alterada desde a pré-visualização. Revise a importação e tente novamente.');
        throw error;
      }
      served(zone);
      return { data: await zone.list() };
    });
  },
});
