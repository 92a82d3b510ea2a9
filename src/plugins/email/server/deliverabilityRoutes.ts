import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http/errors';
import type { HostingNode } from '@server/provisioning/hostingNode';
import { DEFAULT_TTL } from '../../dns/contract';
import { changeZoneRecords, readZoneRecords, ZoneChangedError } from '../../dns/server/publicZone';
import { checkRecords, neededRecords, occupies, type Deliverability } from '../deliverability';
import { nodeDkimKey, rememberDkimKey } from './dkimKeys';
import { ACCESS, config, hostingFrom } from './shared';
import type { EmailTables, MailHosting } from './store';

export const ZONE_CHANGED = 'A zona DNS mudou durante a correção. Atualize sua página e tente novamente.';
export const NOT_HOSTED_HERE = 'O DNS deste domínio não está hospedado aqui. Adicione os registros no provedor de DNS do domínio.';

/** SPF, DKIM and DMARC against the hosting's own zone (dns plugin), and the one-click fix when the zone is served here. */
export function deliverabilityRoutes(app: FastifyInstance, db: Database, mail: Kysely<EmailTables>, node: HostingNode) {
  const report = async (hosting: MailHosting): Promise<Deliverability & { serverIp: string; dkimKey: string }> => {
    const { server_ip: serverIp } = await db.selectFrom('hostings').select('server_ip').where('id', '=', hosting.id).executeTakeFirstOrThrow();
    const registered = await db.selectFrom('domains').select('id').where('domain', '=', hosting.domain).where('status', '=', 'registered').executeTakeFirst();
    // The key the node really signs with, asked each time: the card shows what the zone must publish.
    const dkimKey = await nodeDkimKey(node, hosting);
    const needed = neededRecords(hosting.domain, serverIp, dkimKey);
    return { domain: hosting.domain, hostedHere: registered !== undefined, records: checkRecords(needed, await readZoneRecords(db, hosting), serverIp), serverIp, dkimKey };
  };

  app.get('/hosting/:resource/email/deliverability', config, async (request) => {
    const { serverIp: _, dkimKey: __, ...data } = await report(hostingFrom(request));
    return { data };
  });

  // Changing the zone is DNS work: hasDomain, as the zone editor asks.
  app.post('/hosting/:resource/email/deliverability/fix', { config: { access: { ...ACCESS, rule: 'hasDomain' as const } } }, async (request) => {
    const hosting = hostingFrom(request);
    const before = await report(hosting);
    if (!before.hostedHere) throw new HttpError(409, NOT_HOSTED_HERE);
    const wrong = before.records.filter((r) => r.state !== 'ok');
    if (wrong.length > 0) {
      try {
        await changeZoneRecords(
          db,
          hosting,
          (record) => !wrong.some((needed) => occupies(needed, record)),
          wrong.map(({ type, name, value }) => ({ type, name, value, ttl: DEFAULT_TTL })),
        );
      } catch (error) {
        if (error instanceof ZoneChangedError) throw new HttpError(409, ZONE_CHANGED);
        throw error;
      }
      await rememberDkimKey(mail, hosting.id, before.dkimKey);
    }
    const { serverIp: _, dkimKey: __, ...data } = await report(hosting);
    return { data };
  });
}
