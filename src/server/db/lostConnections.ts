import type pg from 'pg';

/** Where a lost connection is told: the app's logger, or a process warning where there is none. */
export interface WarningLog {
  warn(details: object, message: string): void;
}

const processWarnings: WarningLog = {
  warn: (details, message) => process.emitWarning(`${message}: ${String((details as { err?: Error }).err?.message ?? '')}`),
};

/**
 * An idle connection the server ends (a restart, an administrator's terminate) is an 'error' on
 * the pool, which would otherwise stop the process: the pool drops that client and the next query
 * opens a new one; the log says it happened.
 */
export function surviveLostConnections(pool: pg.Pool, log: WarningLog = processWarnings): pg.Pool {
  pool.on('error', (error) => log.warn({ err: error }, 'PostgreSQL closed an idle connection; the next query opens a new one'));
  return pool;
}
