import { statfs } from 'node:fs/promises';
import { sql } from 'kysely';
import type { ServerContext } from '@server/plugins/serverPlugin';
import type { ServiceComponent, ServiceState } from '../contract';

/** A database round trip slower than this, or jobs this late, read as degraded. */
const SLOW_DATABASE_MS = 500;
const LATE_JOB_MS = 5 * 60_000;
/** Less free disk than this share of the data folder's volume reads as degraded. */
const LOW_DISK_SHARE = 0.05;

const state = (healthy: boolean): ServiceState => (healthy ? 'operational' : 'degraded');

/** Measures each part of the service on this machine; a check that fails reads as degraded. */
export async function checkService({ db, dataDir }: ServerContext): Promise<ServiceComponent[]> {
  const database = async () => {
    const started = performance.now();
    await sql`select 1`.execute(db);
    return performance.now() - started < SLOW_DATABASE_MS;
  };
  const jobs = async () => {
    const lateBefore = new Date(Date.now() - LATE_JOB_MS).toISOString();
    const { rows } = await sql<{ late: number }>`select count(*) as late from jobs where status = 'queued' and run_at < ${lateBefore}`.execute(db);
    return Number(rows[0]?.late ?? 0) === 0;
  };
  const storage = async () => {
    const volume = await statfs(dataDir);
    return volume.bavail / volume.blocks > LOW_DISK_SHARE;
  };
  const settle = async (check: () => Promise<boolean>) => state(await check().catch(() => false));
  return [
    { id: 'api', state: 'operational' },
    { id: 'database', state: await settle(database) },
    { id: 'jobs', state: await settle(jobs) },
    { id: 'storage', state: await settle(storage) },
  ];
}
