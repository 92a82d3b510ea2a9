import { z } from '../../core/validation/zod';


/** Calls of the creation wizard (part 1 §3, §7), shared by its pages and its API. */

/** Domain input (part 1 §5): no scheme, only letters, digits, dash, underscore and dot, lower-cased. */
export function normalizeDomain(input: string): string {
  return input
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .toLowerCase();
}

const DOMAIN_PATTERN = /^(?=.{4,253}$)([a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** What may be typed before normalising: a domain with a scheme and some stray characters. */
export const DOMAIN_INPUT_MAX_LENGTH = 300;

export const domainField = z
  .string({ error: 'Informe o domínio.' })
  .max(DOMAIN_INPUT_MAX_LENGTH, 'Informe um domínio válido, como meusite.com.br.')
  .transform(normalizeDomain)
  .pipe(z.string().min(1, 'Informe o domínio.').regex(DOMAIN_PATTERN, 'Informe um domínio válido, como meusite.com.br.'));

export const checkDomainSchema = z.object({ domain: domainField });

export interface DomainCheck {
  isAvailable: boolean;
  isRegisterable: boolean;
  isSubdomain: boolean;
  message: string;
}

/** Continuing is allowed once the domain is available, registerable or a subdomain (part 1 §4). */
export const canContinueWith = (check: DomainCheck) => check.isAvailable || check.isRegisterable || check.isSubdomain;

export const createHostingSchema = z.object({
  domain: domainField,
  plan: z.number({ error: 'Escolha um plano.' }).int().positive(),
  region: z.enum(['BR', 'US']).default('BR'),
  accelerator: z.boolean().default(false),
  dailyBackup: z.boolean().default(false),
  migration: z.boolean().default(false),
  elementor: z.boolean().default(false),
});
export type CreateHostingBody = z.input<typeof createHostingSchema>;

export interface CreatedHosting {
  domain: string;
  isFirstHosting: boolean;
}

export const CONTACT_GOALS = ['institutional', 'blog', 'store', 'landing', 'other'] as const;
export const TRAFFIC_BANDS = [1, 2, 3, 4] as const;

export const contactSalesSchema = z
  .object({
    goal: z.enum(CONTACT_GOALS, { error: 'Escolha o objetivo.' }),
    otherGoal: z.string().trim().max(500).optional(),
    traffic: z.literal(TRAFFIC_BANDS, { error: 'Escolha o investimento em tráfego.' }),
  })
  .refine((value) => value.goal !== 'other' || (value.otherGoal ?? '').length > 0, { path: ['otherGoal'], message: 'Descreva o objetivo.' });
export type ContactSalesBody = z.input<typeof contactSalesSchema>;

export const createPaths = {
  plans: '/hosting/plans',
  pricing: '/hosting/pricing',
  check: '/hosting/check',
  create: '/hosting',
  contactSales: '/hosting/contact-sales',
};

/** The plans on sale, for plugins that weigh a hosting against its plan (usage, plan change). */
export { ENTERPRISE_PLAN_ID, findPlan, PLAN_GROUPS, type Plan, type Product, type Region } from './catalogue';
