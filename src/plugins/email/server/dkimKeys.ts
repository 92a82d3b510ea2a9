import type { Kysely } from 'kysely';
import type { Database } from '@server/db/database';
import type { HostingNode } from '@server/provisioning/hostingNode';
import { DEFAULT_TTL } from '../../dns/contract';
import { changeZoneRecords } from '../../dns/server/publicZone';
import { DKIM_SELECTOR, dkimRecord } from '../deliverability';
import type { EmailTables, MailHosting } from './store';

/** The public key the hosting's node signs its domain's mail with (the node makes the pair on first ask and keeps the private half). */
export async function nodeDkimKey(node: HostingNode, hosting: MailHosting): Promise<string> {
  return (await node.perform('readDkimKey', { domain: hosting.domain })).publicKey;
}

/**
 * Puts the node's DKIM key in the hosting's zone when the panel has not published it yet (the
 * domain is new to the node, or the node made another key): the TXT records at
 * `painel._domainkey` become the one record of that key. A key already published is left to the
 * customer: a record edited or removed in the zone editor stays so (the deliverability card then
 * shows it and repairs it in one click). Answers whether the zone changed.
 */
export async function publishDkimKey(db: Database, mail: Kysely<EmailTables>, node: HostingNode, hosting: MailHosting): Promise<boolean> {
  const publicKey = await nodeDkimKey(node, hosting);
  const published = await mail.selectFrom('email_dkim').select('public_key').where('hosting_id', '=', hosting.id).executeTakeFirst();
  if (published?.public_key === publicKey) return false;
  const record = dkimRecord(publicKey);
  await changeZoneRecords(db, hosting, (other) => !(other.type === 'TXT' && other.name === record.name), [{ ...record, ttl: DEFAULT_TTL }]);
  await rememberDkimKey(mail, hosting.id, publicKey);
  return true;
}

/** The key now in the zone, so the next write of the hosting's mail leaves the zone alone. */
export async function rememberDkimKey(mail: Kysely<EmailTables>, hostingId: number, publicKey: string): Promise<void> {
  await mail
    .insertInto('email_dkim')
    .values({ hosting_id: hostingId, selector: DKIM_SELECTOR, public_key: publicKey })
    .onConflict((c) => c.column('hosting_id').doUpdateSet({ selector: DKIM_SELECTOR, public_key: publicKey }))
    .execute();
}
