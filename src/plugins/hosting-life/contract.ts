import { MAX_LENGTH } from '../../core/validation/limits';
import { z } from '../../core/validation/zod';
import { BALANCER_REGIONS, LIFE_TEXTS } from './model';

export * from './model';

/**
 * A hosting's life (part 2 §2 "Plan, transfer, balancer, removal", §3, §4, §5, §7 "Transfer, plan,
 * balancer, removal, restore", §9): plan change, transfer to another customer, load balancer,
 * removal and the restore of removed hostings: the requests' schemas, shared by the pages and the
 * API; what else they share is in model.ts.
 */

const HOST = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const IPV4 = /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

export const planChangeSchema = z.object({ id: z.number({ error: LIFE_TEXTS.samePlan }).int().positive() });
export type PlanChangeBody = z.infer<typeof planChangeSchema>;

export const transferSchema = z.object({
  email: z.string({ error: LIFE_TEXTS.emailRequired }).trim().toLowerCase().min(1, LIFE_TEXTS.emailRequired).max(MAX_LENGTH.email).email(LIFE_TEXTS.emailInvalid),
});
export type TransferBody = z.input<typeof transferSchema>;

export const confirmTransferQuery = z.object({ token: z.string().min(1).max(MAX_LENGTH.token) });

/** The typed domain must equal the hosting's and the acceptance be ticked (part 2 §5). */
export const removeSchema = z.object({
  domain: z.string({ error: LIFE_TEXTS.domainMismatch }).trim().toLowerCase().max(MAX_LENGTH.domain),
  acceptance: z.literal(true, { error: LIFE_TEXTS.acceptance }),
});
export type RemoveBody = z.input<typeof removeSchema>;

export const feedbackSchema = z.object({ message: z.string().trim().max(MAX_LENGTH.freeText) });

export const restoreSchema = z.object({ date: z.string({ error: LIFE_TEXTS.dateRequired }).max(10, LIFE_TEXTS.dateRequired).regex(/^\d{4}-\d{2}-\d{2}$/, LIFE_TEXTS.dateRequired) });
export type RestoreBody = z.infer<typeof restoreSchema>;

/** Add a worker: NEW makes one of the owner's other hostings a worker in a region; CUSTOM names any host and IP (part 2 §3, §5). */
export const balancerAddSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('NEW'),
    region: z.enum(BALANCER_REGIONS, { error: LIFE_TEXTS.regionRequired }),
    hosting: z.string({ error: LIFE_TEXTS.targetRequired }).trim().toLowerCase().min(1, LIFE_TEXTS.targetRequired).max(MAX_LENGTH.domain),
  }),
  z.object({
    mode: z.literal('CUSTOM'),
    host: z.string({ error: LIFE_TEXTS.hostRequired }).trim().toLowerCase().min(1, LIFE_TEXTS.hostRequired).max(MAX_LENGTH.domain).regex(HOST, LIFE_TEXTS.hostInvalid),
    ip: z.string({ error: LIFE_TEXTS.ipRequired }).trim().min(1, LIFE_TEXTS.ipRequired).max(15, LIFE_TEXTS.ipInvalid).regex(IPV4, LIFE_TEXTS.ipInvalid),
  }),
]);
export type BalancerAddBody = z.input<typeof balancerAddSchema>;
