import type { Database } from '@server/db/database';
import type { DatabaseProvisioning, Dbms } from '@server/provisioning/databases';
import { CONNECTION_LIMIT } from '@server/provisioning/databases';
import { sandboxConnectionsAt } from '@server/provisioning/sandboxConnections';
import { USAGE_STEP_MINUTES, type UsagePeriod, type UsageResponse } from '../contract';
import { databaseDb } from './store';

const MINUTE_MS = 60_000;
/** How often the real servers' connections are read. */
export const SAMPLE_EVERY_MS = MINUTE_MS;
/** Samples older than the longest period (12 h) plus a step are not needed. */
const KEEP_MS = 13 * 60 * MINUTE_MS;

/** The chart's points: the start of every step of the period, the last one being the step now under way. */
export function usageTimes(period: UsagePeriod, nowMs: number): number[] {
  const stepMs = USAGE_STEP_MINUTES[period] * MINUTE_MS;
  const end = Math.floor(nowMs / stepMs) * stepMs;
  const count = (period * 60) / USAGE_STEP_MINUTES[period];
  return Array.from({ length: count + 1 }, (_, index) => end - (count - index) * stepMs);
}

/**
 * Open connections at each step of the period: the most seen during the step for a real server
 * (from the samples), the sandbox's continuous curve otherwise.
 */
export async function usageOf(db: Database, databases: DatabaseProvisioning, database: { dbms: Dbms; dbname: string }, period: UsagePeriod, nowMs = Date.now()): Promise<UsageResponse> {
  const times = usageTimes(period, nowMs);
  const stepMs = USAGE_STEP_MINUTES[period] * MINUTE_MS;
  let values: number[];
  if (databases.isReal(database.dbms)) {
    const samples = await databaseDb(db)
      .selectFrom('database_connection_samples')
      .select(['at_ms', 'connections'])
      .where('dbms', '=', database.dbms)
      .where('dbname', '=', database.dbname)
      .where('at_ms', '>=', times[0])
      .execute();
    values = times.map((at) => Math.max(0, ...samples.filter((s) => s.at_ms >= at && s.at_ms < at + stepMs).map((s) => s.connections)));
  } else {
    values = times.map((at) => sandboxConnectionsAt(database.dbname, at));
  }
  return Object.fromEntries(times.map((at, index) => [new Date(at).toISOString(), { connections: values[index], limit: CONNECTION_LIMIT }]));
}

/** Records the open connections of every database of each real server, and forgets old samples. */
export async function sampleConnections(db: Database, databases: DatabaseProvisioning, nowMs = Date.now()): Promise<void> {
  const rows: { dbms: Dbms; dbname: string; at_ms: number; connections: number }[] = [];
  for (const dbms of ['mysql', 'postgres'] as const) {
    if (!databases.isReal(dbms)) continue;
    for (const [dbname, connections] of Object.entries(await databases.connections(dbms))) rows.push({ dbms, dbname, at_ms: nowMs, connections });
  }
  const store = databaseDb(db);
  if (rows.length) await store.insertInto('database_connection_samples').values(rows).execute();
  await store.deleteFrom('database_connection_samples').where('at_ms', '<', nowMs - KEEP_MS).execute();
}
