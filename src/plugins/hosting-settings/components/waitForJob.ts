import { api, POLLING } from '@core';
import { isJobRunning, settingsPaths, type JobStatus } from '../contract';

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });

/** Polls GET /job/{job}: first after 3 s, then every 5 s while queued or executing (part 2 §4, §9). */
export async function waitForJob(job: string, signal?: AbortSignal): Promise<JobStatus> {
  await sleep(POLLING.jobFirstCheck, signal);
  for (;;) {
    const { status } = await api<{ status: JobStatus }>('GET', settingsPaths.job(job), { signal });
    if (!isJobRunning(status)) return status;
    await sleep(POLLING.job, signal);
  }
}
