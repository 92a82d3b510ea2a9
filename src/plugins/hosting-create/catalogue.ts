import { PERIODS, type Period } from '../recharge/contract';

/** The plans on sale and their price tables (part 1 §3, §9), served by GET /hosting/plans and /hosting/pricing. */

export const PRODUCTS = ['php', 'wordpress', 'n8n'] as const;
export type Product = (typeof PRODUCTS)[number];
export type Region = 'BR' | 'US';

export interface Plan {
  id: number;
  name: string;
  /** Memory in MB. */
  ram: number;
  cpu: number;
  /** Disk in GB. */
  disk: number;
  /** Monthly visits, for WordPress plans. */
  visits?: number;
  /** Monthly price (1-month period) by region; absent when the plan is sold through a consultant. */
  price: Partial<Record<Region, number>>;
  monthly: number;
  hourly: number;
  allowsAccelerator: boolean;
  /** Sold only through the contact-sales form (part 1 §2). */
  enterprise?: boolean;
}

export type PlanGroups = Record<Product, Plan[]>;
/** Region, then plan id, then period in months, giving a monthly price. */
export type Pricing = Partial<Record<Region, Record<string, Partial<Record<Period, number>>>>>;

export const ENTERPRISE_PLAN_ID = 23;
/** The accelerator needs at least this plan (part 1 §5). */
export const ACCELERATOR_FROM_PLAN = 'Nuvem Pro';

type PlanSeed = Omit<Plan, 'monthly' | 'hourly' | 'price' | 'allowsAccelerator'> & { br?: number; us?: boolean };

const php: PlanSeed[] = [
  { id: 1, name: 'Nuvem Start', ram: 512, cpu: 1, disk: 10, br: 29.9, us: true },
  { id: 2, name: 'Nuvem Pro', ram: 1024, cpu: 1, disk: 20, br: 59.9, us: true },
  { id: 3, name: 'Nuvem Premium 2 GB', ram: 2048, cpu: 2, disk: 40, br: 99.9, us: true },
  { id: 4, name: 'Nuvem Premium 4 GB', ram: 4096, cpu: 2, disk: 60, br: 159.9, us: true },
  { id: 5, name: 'Nuvem Premium 8 GB', ram: 8192, cpu: 4, disk: 100, br: 259.9, us: true },
  { id: 6, name: 'Nuvem Premium 16 GB', ram: 16384, cpu: 6, disk: 200, br: 449.9, us: true },
  { id: 7, name: 'Nuvem Premium 24 GB', ram: 24576, cpu: 8, disk: 300, br: 649.9, us: true },
  { id: 8, name: 'Nuvem Premium 32 GB', ram: 32768, cpu: 8, disk: 400, br: 849.9, us: true },
];

const wordpress: PlanSeed[] = [
  { id: 12, name: 'WordPress Start', ram: 1024, cpu: 1, disk: 20, visits: 10_000, br: 39.9 },
  { id: 13, name: 'WordPress Pro', ram: 2048, cpu: 2, disk: 40, visits: 50_000, br: 79.9 },
  { id: 14, name: 'WordPress Business', ram: 4096, cpu: 4, disk: 80, visits: 150_000, br: 149.9 },
  { id: ENTERPRISE_PLAN_ID, name: 'WordPress Enterprise', ram: 16384, cpu: 8, disk: 300, visits: 1_000_000, enterprise: true },
];

const n8n: PlanSeed[] = [
  { id: 31, name: 'n8n Start', ram: 512, cpu: 1, disk: 10, br: 39.9 },
  { id: 32, name: 'n8n Pro', ram: 1024, cpu: 1, disk: 20, br: 59.9 },
  { id: 33, name: 'n8n Premium 2 GB', ram: 2048, cpu: 2, disk: 40, br: 89.9 },
  { id: 34, name: 'n8n Premium 4 GB', ram: 4096, cpu: 2, disk: 60, br: 149.9 },
  { id: 35, name: 'n8n Premium 8 GB', ram: 8192, cpu: 4, disk: 100, br: 249.9 },
  { id: 36, name: 'n8n Premium 16 GB', ram: 16384, cpu: 6, disk: 200, br: 429.9 },
  { id: 37, name: 'n8n Premium 24 GB', ram: 24576, cpu: 8, disk: 300, br: 629.9 },
  { id: 38, name: 'n8n Premium 32 GB', ram: 32768, cpu: 8, disk: 400, br: 829.9 },
];

/** US prices carry the exchange and data-centre costs. */
const US_MARKUP = 1.2;
/** The monthly price falls with the period; n8n VPS are sold for up to a year. */
const PERIOD_FACTOR: Record<Period, number> = { 1: 1, 6: 0.95, 12: 0.9, 24: 0.85, 36: 0.8 };
const N8N_PERIODS: readonly Period[] = [1, 6, 12];

const toTenths = (value: number) => Math.floor(Math.round(value * 1000) / 100) / 10;

function buildPlan(seed: PlanSeed, minAcceleratorPlan: number | null): Plan {
  const { br, us, ...plan } = seed;
  const price: Plan['price'] = {};
  if (br !== undefined) price.BR = br;
  if (br !== undefined && us) price.US = Math.round((Math.floor(br * US_MARKUP) + 0.9) * 100) / 100;
  const monthly = br ?? 0;
  return {
    ...plan,
    price,
    monthly,
    hourly: Math.round((monthly / 720) * 10_000) / 10_000,
    allowsAccelerator: minAcceleratorPlan !== null && seed.ram >= minAcceleratorPlan,
  };
}

export const PLAN_GROUPS: PlanGroups = {
  php: php.map((p) => buildPlan(p, 1024)),
  wordpress: wordpress.map((p) => buildPlan(p, 1024)),
  n8n: n8n.map((p) => buildPlan(p, null)),
};

export function findPlan(id: number): { product: Product; plan: Plan } | null {
  for (const product of PRODUCTS) {
    const plan = PLAN_GROUPS[product].find((p) => p.id === id);
    if (plan) return { product, plan };
  }
  return null;
}

function priceTable(region: Region): Record<string, Partial<Record<Period, number>>> {
  const table: Record<string, Partial<Record<Period, number>>> = {};
  for (const product of PRODUCTS) {
    for (const plan of PLAN_GROUPS[product]) {
      const base = plan.price[region];
      if (base === undefined) continue;
      const periods = product === 'n8n' ? N8N_PERIODS : PERIODS;
      table[plan.id] = Object.fromEntries(periods.map((p) => [p, p === 1 ? base : toTenths(base * PERIOD_FACTOR[p])]));
    }
  }
  return table;
}

export const PRICING: Pricing = { BR: priceTable('BR'), US: priceTable('US') };
