/** The job queue's knobs, read from the environment (docs/jobs.md). */
export interface JobSettings {
  /** How long a claim holds a job without a heartbeat; a live worker renews it every third of it. */
  leaseMs: number;
  /** Completed and failed jobs older than this are deleted by the periodic sweep. */
  retentionDays: number;
}

export const DEFAULT_LEASE_SECONDS = 60;
export const DEFAULT_RETENTION_DAYS = 30;

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && number > 0 ? number : fallback;
};

/** JOB_LEASE_SECONDS (default 60, fractions allowed) and JOB_RETENTION_DAYS (default 30); a wrong value keeps the default. */
export function jobSettingsFrom(env: NodeJS.ProcessEnv): JobSettings {
  return {
    leaseMs: positive(env.JOB_LEASE_SECONDS, DEFAULT_LEASE_SECONDS) * 1000,
    retentionDays: positive(env.JOB_RETENTION_DAYS, DEFAULT_RETENTION_DAYS),
  };
}
