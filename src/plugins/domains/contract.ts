import { z } from '../../core/validation/zod';
import { MAX_NAMESERVERS, MIN_NAMESERVERS, NAMESERVER_MAX_LENGTH, NAMESERVER_TEXTS, nameserverKey } from './model';

export * from './model';

const HOSTNAME = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

const nameserver = z.string({ error: NAMESERVER_TEXTS.invalid }).trim().toLowerCase().max(NAMESERVER_MAX_LENGTH, NAMESERVER_TEXTS.invalid).regex(HOSTNAME, NAMESERVER_TEXTS.invalid);

/** Shared by the DNS form and the API: 2–5 valid, distinct hostnames, lower-cased. */
export const nameserversSchema = z.object({
  nameservers: z
    .array(nameserver, { error: NAMESERVER_TEXTS.tooFew })
    .min(MIN_NAMESERVERS, NAMESERVER_TEXTS.tooFew)
    .max(MAX_NAMESERVERS, NAMESERVER_TEXTS.tooMany)
    .superRefine((list, ctx) => {
      list.forEach((value, index) => {
        if (list.indexOf(value) !== index) ctx.addIssue({ code: 'custom', path: [index], message: NAMESERVER_TEXTS.duplicate });
      });
    }),
});
export type NameserversBody = z.input<typeof nameserversSchema>;

/** Turns zod issue paths (nameservers.1) into the API's keys (nameserver-1); list-level ones stay `nameservers`. */
export function nameserverErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const [, index] = issue.path;
    const key = typeof index === 'number' ? nameserverKey(index) : 'nameservers';
    errors[key] ??= issue.message;
  }
  return errors;
}
