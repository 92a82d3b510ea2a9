import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { nodeDiskQuotasOf } from '@server/provisioning/nodeDiskQuotas';
import { findPlan } from '../catalogue';

const GIB = 1024 ** 3;

/**
 * A hosting's disk is its plan's (catalogue, in GB): the panel's accounting refuses writes past it,
 * and the node's file system holds the home to it from the account's creation on.
 */
export function registerDiskLimit(context: ServerContext, log: FastifyBaseLogger): void {
  const { db, files, nodeSites } = context;
  nodeSites.onAccountCreated((hostingId) => nodeDiskQuotasOf(context, log).changed(hostingId));
  files.quota.limitBy(async (hostingId) => {
    const hosting = await db.selectFrom('hostings').select('plan_id').where('id', '=', hostingId).executeTakeFirst();
    const plan = hosting ? findPlan(hosting.plan_id)?.plan : undefined;
    return plan ? plan.disk * GIB : null;
  });
}
