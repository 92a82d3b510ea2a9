import type { ServerContext } from '@server/plugins/serverPlugin';

export const PROVISION_JOB = 'hosting-create.provision';

/** How long the sandbox takes to set a hosting up; PROVISIONING_SECONDS overrides, the time scale applies. */
export function provisioningDelayMs(timeScale: number): number {
  const seconds = Number(process.env.PROVISIONING_SECONDS ?? 60);
  return Math.max(0, seconds * 1000 * timeScale);
}

/** A queued job turns the new hosting from Pending to Active and sets it up on its node. */
export function registerProvisioning({ db, jobs, nodeSites }: ServerContext) {
  jobs.handle(PROVISION_JOB, async (payload) => {
    const { hostingId } = payload as { hostingId: number };
    await db.updateTable('hostings').set({ status: 'Active' }).where('id', '=', hostingId).where('status', '=', 'Pending').execute();
    // Its system user, site and PHP pool on the node; failing here, the node's next pass retries.
    await nodeSites.changed(hostingId);
    return { hostingId };
  });
}
