import { recordData } from './recordData';
import type { ServedZone, Zone } from './zoneContract';

/** SOA timers: refresh, retry, expire, negative-answer TTL (RFC 1912 §2.2), as the panel's zone file shows them. */
const SOA_TIMERS = '3600 600 1209600 3600';
const APEX_TTL = 3600;

export interface RRSet {
  name: string;
  type: string;
  ttl: number;
  records: { content: string; disabled: boolean }[];
}

const absolute = (host: string) => `${host}.`;
const ownerName = (zone: string, name: string) => absolute(name === '' ? zone : `${name}.${zone}`);

/**
 * The zone as PowerDNS's record sets: its SOA with the panel's serial, the provider's name servers,
 * then one set per name and type (a set has one TTL: the lowest of its records).
 */
export function zoneRRSets(zone: Zone): RRSet[] {
  const apex = absolute(zone.zone);
  const sets = new Map<string, RRSet>([
    [`${apex} SOA`, { name: apex, type: 'SOA', ttl: APEX_TTL, records: [{ content: `${absolute(zone.nameservers[0]!)} hostmaster.${apex} ${zone.serial} ${SOA_TIMERS}`, disabled: false }] }],
    [`${apex} NS`, { name: apex, type: 'NS', ttl: APEX_TTL, records: zone.nameservers.map((server) => ({ content: absolute(server), disabled: false })) }],
  ]);
  for (const record of zone.records) {
    const name = ownerName(zone.zone, record.name);
    const key = `${name} ${record.type}`;
    const set = sets.get(key) ?? { name, type: record.type, ttl: record.ttl, records: [] };
    set.ttl = Math.min(set.ttl, record.ttl);
    const data = recordData(record);
    if (!set.records.some((existing) => existing.content === data)) set.records.push({ content: data, disabled: false });
    sets.set(key, set);
  }
  return [...sets.values()];
}

/** PowerDNS refused or could not be reached; `status` is its HTTP status (0: no answer). */
export class PowerDnsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The zone's owner as PowerDNS keeps it (its "account"): the hosting's system user. */
const accountOf = (hostingId: number) => `h${hostingId}`;
const hostingOf = (account: string) => (/^h([0-9]{1,10})$/.test(account) ? Number(account.slice(1)) : null);

/**
 * The node's authoritative DNS server, PowerDNS, through its HTTP API on loopback: each hosting's
 * zone written whole (created, or its record sets replaced and the vanished ones deleted), removed,
 * listed. PowerDNS purges its caches for a zone changed through the API, so a change answers at once.
 */
export class PowerDnsZones {
  constructor(
    private readonly apiUrl: string,
    private readonly apiKey: string,
  ) {}

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.apiUrl}/api/v1/servers/localhost${path}`, {
        method,
        headers: { 'x-api-key': this.apiKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new PowerDnsError(0, `PowerDNS did not answer: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) throw new PowerDnsError(response.status, `PowerDNS ${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return text === '' ? null : JSON.parse(text);
  }

  private async served(zone: string): Promise<{ account: string; rrsets: RRSet[] } | null> {
    try {
      return (await this.call('GET', `/zones/${absolute(zone)}`)) as { account: string; rrsets: RRSet[] };
    } catch (error) {
      if (error instanceof PowerDnsError && (error.status === 404 || error.status === 422)) return null;
      throw error;
    }
  }

  /** Serves the zone as given; a zone of the same name held for another hosting is replaced. */
  async write(zone: Zone): Promise<{ changed: boolean }> {
    const wanted = zoneRRSets(zone);
    const current = await this.served(zone.zone);
    if (current === null || current.account !== accountOf(zone.hostingId)) {
      if (current !== null) await this.call('DELETE', `/zones/${absolute(zone.zone)}`);
      await this.call('POST', '/zones', { name: absolute(zone.zone), kind: 'Native', nameservers: [], soa_edit_api: '', account: accountOf(zone.hostingId), rrsets: wanted });
      return { changed: true };
    }
    const key = (set: Pick<RRSet, 'name' | 'type'>) => `${set.name} ${set.type}`;
    const same = (a: RRSet, b: RRSet) => a.ttl === b.ttl && JSON.stringify(a.records.map((r) => r.content).sort()) === JSON.stringify(b.records.map((r) => r.content).sort());
    const currentSets = new Map(current.rrsets.map((set) => [key(set), set]));
    const wantedKeys = new Set(wanted.map(key));
    const changes = [
      ...wanted.filter((set) => !currentSets.has(key(set)) || !same(set, currentSets.get(key(set))!)).map((set) => ({ ...set, changetype: 'REPLACE' })),
      ...current.rrsets.filter((set) => !wantedKeys.has(key(set))).map((set) => ({ name: set.name, type: set.type, changetype: 'DELETE' })),
    ];
    if (changes.length === 0) return { changed: false };
    await this.call('PATCH', `/zones/${absolute(zone.zone)}`, { rrsets: changes });
    return { changed: true };
  }

  /** Stops serving every zone the hosting holds. */
  async remove(hostingId: number): Promise<{ removed: boolean }> {
    const mine = (await this.list()).filter((zone) => zone.hostingId === hostingId);
    for (const zone of mine) await this.call('DELETE', `/zones/${absolute(zone.zone)}`);
    return { removed: mine.length > 0 };
  }

  async list(): Promise<ServedZone[]> {
    const zones = (await this.call('GET', '/zones')) as { name: string; account: string; serial: number }[];
    return zones.flatMap((zone) => {
      const hostingId = hostingOf(zone.account);
      return hostingId === null ? [] : [{ hostingId, zone: zone.name.replace(/\.$/, ''), serial: zone.serial }];
    });
  }
}
