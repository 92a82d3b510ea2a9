import type { Database } from '../db/database';

/**
 * What runs after each billing run to recharge the accounts whose credits are ending (part 1 §4,
 * §9: at 7 days or fewer). The recharge plugin owns the gateway and registers the trigger; the
 * core only calls it, so the hourly timer and the development clock both reach it.
 */
export type AutoRechargeTrigger = (db: Database, now: Date) => Promise<void>;

const triggers = new WeakMap<Database, AutoRechargeTrigger>();

export function setAutoRechargeTrigger(db: Database, trigger: AutoRechargeTrigger): void {
  triggers.set(db, trigger);
}

/** Called by the billing engine once a run has charged its hours. */
export async function triggerAutoRecharge(db: Database, now: Date): Promise<void> {
  await triggers.get(db)?.(db, now);
}
