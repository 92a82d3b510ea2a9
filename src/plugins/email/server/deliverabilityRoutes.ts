import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '@server/db/database';
import { HttpError } from '@server/http/errors';
import type { SecretBox } from '@server/secrets/secretBox';
import { changeZoneRecords, readZoneRecords, ZoneChangedError } from '../../dns/server/publicZone';
import { checkRecords, DKIM_SELECTOR, neededRecords, occupies, type Deliverability } from '../deliverability';
import { ACCESS, config, hostingFrom } from './shared';
import type { EmailTables, MailHosting } from './store';

const generate = promisify(generateKeyPair);
const TTL = 3600;
export const ZONE_CHANGED = 'A zona DNS mudou durante a correção. Atualize sua página e tente novamente.';
export const NOT_HOSTED_HERE = 'O DNS deste domínio não está hospedado aqui. Adicione os registros no provedor de DNS do domínio.';

/**
 * The hosting's DKIM key pair, made once: the (sandbox) mail server signs with the private half, which is
 * kept sealed with the panel's secret key (whoever reads the database or a backup cannot sign as the domain).
 */
export async function dkimPublicKey(mail: Kysely<EmailTables>, hosting: MailHosting, box: () => Promise<SecretBox>): Promise<string> {
  const saved = await mail.selectFrom('email_dkim').select('public_key').where('hosting_id', '=', hosting.id).executeTakeFirst();
  if (saved) return saved.public_key;
  const { publicKey, privateKey } = await generate('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'der' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const public_key = publicKey.toString('base64');
  const private_key = (await box()).seal(privateKey);
  await mail.insertInto('email_dkim').values({ hosting_id: hosting.id, selector: DKIM_SELECTOR, public_key, private_key }).onConflict((c) => c.column('hosting_id').doNothing()).execute();
  return (await mail.selectFrom('email_dkim').select('public_key').where('hosting_id', '=', hosting.id).executeTakeFirstOrThrow()).public_key;
}

const PLAIN_PEM = '-----BEGIN ';

/** Seals the DKIM private keys an older panel kept in plain text; a key sealed meanwhile by another process is left as it is. */
export async function sealPlainDkimKeys(mail: Kysely<EmailTables>, box: SecretBox): Promise<void> {
  const plain = await mail.selectFrom('email_dkim').select(['hosting_id', 'private_key']).where('private_key', 'like', `${PLAIN_PEM}%`).execute();
  for (const row of plain) {
    await mail.updateTable('email_dkim').set({ private_key: box.seal(row.private_key) }).where('hosting_id', '=', row.hosting_id).where('private_key', '=', row.private_key).execute();
  }
}

/** SPF, DKIM and DMARC against the hosting's own zone (dns plugin), and the one-click fix when the zone is served here. */
export function deliverabilityRoutes(app: FastifyInstance, db: Database, mail: Kysely<EmailTables>, box: () => Promise<SecretBox>) {
  const report = async (hosting: MailHosting): Promise<Deliverability & { serverIp: string }> => {
    const { server_ip: serverIp } = await db.selectFrom('hostings').select('server_ip').where('id', '=', hosting.id).executeTakeFirstOrThrow();
    const registered = await db.selectFrom('domains').select('id').where('domain', '=', hosting.domain).where('status', '=', 'registered').executeTakeFirst();
    const needed = neededRecords(hosting.domain, serverIp, await dkimPublicKey(mail, hosting, box));
    return { domain: hosting.domain, hostedHere: registered !== undefined, records: checkRecords(needed, await readZoneRecords(db, hosting), serverIp), serverIp };
  };

  app.get('/hosting/:resource/email/deliverability', config, async (request) => {
    const { serverIp: _, ...data } = await report(hostingFrom(request));
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
          wrong.map(({ type, name, value }) => ({ type, name, value, ttl: TTL })),
        );
      } catch (error) {
        if (error instanceof ZoneChangedError) throw new HttpError(409, ZONE_CHANGED);
        throw error;
      }
    }
    const { serverIp: _, ...data } = await report(hosting);
    return { data };
  });
}
