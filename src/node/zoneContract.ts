import { z } from '../core/validation/zod';

/**
 * The DNS operations' arguments: a hosting's whole zone as typed records, never zone-file text.
 * The agent builds each record's data itself, so a value can only be what its type allows.
 */
export const ZONE_RECORD_TYPES = ['A', 'AAAA', 'CNAME', 'MX', 'SRV', 'TXT'] as const;
export const ZONE_MAX_RECORDS = 10_000;
export const ZONE_MAX_TXT = 4_000;

const LABEL = '[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?';
/** A name relative to the zone: '' is the apex; a leading '*' is a wildcard. */
const RELATIVE_NAME = new RegExp(`^((\\*|${LABEL})(\\.${LABEL})*)?$`);
/** A target host as the panel stores it: lower case, no final dot. */
const TARGET_HOST = /^(?=.{1,253}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
const ZONE_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
/** Printable text: TXT may hold quotes and semicolons (they are escaped), never a control character. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;

const port16 = z.number().int().min(0).max(65535);

export const zoneRecordSchema = z
  .object({
    type: z.enum(ZONE_RECORD_TYPES),
    name: z.string().max(200).regex(RELATIVE_NAME),
    value: z.string().max(ZONE_MAX_TXT),
    ttl: z.number().int().min(60).max(604_800),
    priority: port16.optional(),
    weight: port16.optional(),
    port: port16.optional(),
  })
  .strict()
  .superRefine((record, context) => {
    const valid = (() => {
      switch (record.type) {
        case 'A':
          return z.ipv4().safeParse(record.value).success;
        case 'AAAA':
          return z.ipv6().safeParse(record.value).success;
        case 'CNAME':
          return TARGET_HOST.test(record.value);
        case 'MX':
          return TARGET_HOST.test(record.value) && record.priority !== undefined;
        case 'SRV':
          return TARGET_HOST.test(record.value) && record.priority !== undefined && record.weight !== undefined && record.port !== undefined;
        case 'TXT':
          return NO_CONTROL.test(record.value);
      }
    })();
    if (!valid) context.addIssue({ code: 'custom', path: ['value'], message: `not a valid ${record.type} value` });
  });
export type ZoneRecord = z.infer<typeof zoneRecordSchema>;

export const zoneSchema = z
  .object({
    hostingId: z.number().int().min(1).max(2_147_483_647),
    zone: z.string().max(253).regex(ZONE_NAME),
    /** The SOA serial, YYYYMMDDnn as the panel raises it. */
    serial: z.number().int().min(1).max(4_294_967_295),
    /** The provider's name servers: the zone's NS records and the SOA's primary. */
    nameservers: z.array(z.string().max(253).regex(ZONE_NAME)).min(1).max(10),
    records: z.array(zoneRecordSchema).max(ZONE_MAX_RECORDS),
  })
  .strict();
export type Zone = z.infer<typeof zoneSchema>;

export interface ServedZone {
  hostingId: number;
  zone: string;
  serial: number;
}
