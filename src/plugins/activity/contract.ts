import { z } from '../../core/validation/zod';

/** What the activity pages and the API share. */
export const ACTIVITY_PAGE_SIZES = [10, 25, 50] as const;

export const activityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().refine((value) => (ACTIVITY_PAGE_SIZES as readonly number[]).includes(value), 'Escolha 10, 25 ou 50 por página.').default(10),
  /** Part of the change's path, area, domain or the address it came from. */
  q: z.string().trim().max(100).default(''),
  /** Only the changes made by whom: the account's owner, its guests, or its API tokens. */
  by: z.enum(['all', 'owner', 'guest', 'token']).default('all'),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

/** Who made a change, through what. */
export type ActivityActorRole = 'owner' | 'guest';

export interface ActivityEntry {
  id: number;
  at: string;
  /** The person whose session or token made the change. */
  actor: { email: string; role: ActivityActorRole };
  /** The API token used, by its name; null when the panel's own session made it. */
  token: { name: string } | null;
  /** The hosting the change was about, by its domain; null for the account's own. */
  hosting: string | null;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The API path that was called (`/api/hosting/lojadaana.com.br/dns/12`). */
  path: string;
  /** The panel's area (`dns`, `email`, `files`, …), for the change's label. */
  area: string;
  address: string;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  total: number;
}

export const activityPaths = {
  account: '/activity',
  hosting: (domain: string) => `/hosting/${encodeURIComponent(domain)}/activity`,
};
