import type { ServerContext } from '@server/plugins/serverPlugin';
import { findPlan } from '../catalogue';

const GIB = 1024 ** 3;

/** A hosting's disk is its plan's (catalogue, in GB): the panel's accounting refuses writes past it. */
export function registerDiskLimit({ db, files }: ServerContext): void {
  files.quota.limitBy(async (hostingId) => {
    const hosting = await db.selectFrom('hostings').select('plan_id').where('id', '=', hostingId).executeTakeFirst();
    const plan = hosting ? findPlan(hosting.plan_id)?.plan : undefined;
    return plan ? plan.disk * GIB : null;
  });
}
