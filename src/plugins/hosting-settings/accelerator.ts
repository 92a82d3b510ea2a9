/**
 * The WordPress accelerator of a hosting (part 1 §3, §5, §7, §8, §9): a paid add-on that installs a cache
 * plugin. Read by the hosting summary's card without zod; the server's body schema lives beside its routes.
 */

/** GET /hosting/{domain}/addons: whether it is on, its cache plugin installed, and whether the plan allows it. */
export interface AcceleratorStatus {
  enabled: boolean;
  plugin: boolean;
  available: boolean;
}

/** PATCH /hosting/{domain}/addons/accelerator: turning it on answers 202 with the job installing the plugin. */
export type AcceleratorToggleAnswer = AcceleratorStatus & { job?: string };

const base = (resource: string) => `/hosting/${encodeURIComponent(resource)}/addons`;

export const acceleratorPaths = {
  status: base,
  toggle: (resource: string) => `${base(resource)}/accelerator`,
};

export const acceleratorKeys = { status: (resource: string) => ['hosting-settings', 'accelerator', resource] as const };

/** R$ 15,00 a month (part 1 §9). */
export const ACCELERATOR_MONTHLY = 15;
/** The plan it needs at least (part 1 §5). */
export const ACCELERATOR_FROM_PLAN = 'Nuvem Pro';
/** An activation still running after this long shows the wait notice (part 1 §9). */
export const ACCELERATOR_WAIT_NOTICE_MS = 10_000;
