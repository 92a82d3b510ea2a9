import { describe, expect, it } from 'vitest';
import { jobSettingsFrom } from './settings';

describe('the job settings from the environment', () => {
  it('take JOB_LEASE_SECONDS (fractions too) and JOB_RETENTION_DAYS, and keep the defaults for a wrong value', () => {
    expect(jobSettingsFrom({})).toEqual({ leaseMs: 60_000, retentionDays: 30 });
    expect(jobSettingsFrom({ JOB_LEASE_SECONDS: '0.5', JOB_RETENTION_DAYS: '7' })).toEqual({ leaseMs: 500, retentionDays: 7 });
    for (const wrong of ['', 'abc', '0', '-5']) expect(jobSettingsFrom({ JOB_LEASE_SECONDS: wrong, JOB_RETENTION_DAYS: wrong })).toEqual({ leaseMs: 60_000, retentionDays: 30 });
  });
});
