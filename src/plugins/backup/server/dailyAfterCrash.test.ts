import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import type { RestorePointView } from '../contract';
import { wakeDueDailyBackups } from './daily';
import { confirmedPayment } from '../../../../tests/support/paidAction';

/** The daily backup when the process running it dies: the schedule goes on, and no run is taken twice. */
const app = withTestApp({ perTest: true });
const LOJA = '/api/hosting/lojadaana.com.br/backup';

const idOfLoja = async () => (await app.context.db.selectFrom('hostings').select('id').where('domain', '=', 'lojadaana.com.br').executeTakeFirstOrThrow()).id;
const clockDay = async () => (await call(app, null, 'GET', '/api/sandbox/clock')).json().data.now.slice(0, 10) as string;
const advance = async (hours: number) => expect((await call(app, null, 'POST', '/api/sandbox/clock/advance', { hours })).statusCode).toBe(200);
const runDue = async () => {
  await wakeDueDailyBackups(app.context.db, app.context.jobs);
  await app.context.jobs.tick();
};
const dailyJobs = async () => (await sql<{ id: string; status: string; attempts: number }>`select id, status, attempts from jobs where kind = 'backup.daily' order by created_at`.execute(app.context.db)).rows;
/** What a process killed in the middle of a run leaves: the job executing, its worker gone. */
const dieDuring = (status: 'queued' | 'completed') => sql`update jobs set status = 'executing', attempts = attempts + 1 where kind = 'backup.daily' and status = ${status}`.execute(app.context.db);

async function switchOn() {
  const owner = await loginAs(app, DEMO.owner);
  expect((await call(app, owner, 'POST', `${LOJA}/daily`, confirmedPayment({ value: true }))).json().data).toEqual({ status: true });
  await runDue();
  const points = async () => (await call(app, owner, 'GET', LOJA)).json().data as RestorePointView[];
  expect((await points())[0].date).toBe(await clockDay());
  return points;
}

describe('the daily backup after a crash', () => {
  it('takes the day\'s backup when its run was killed, and keeps the schedule going', async () => {
    const points = await switchOn();
    await advance(24);
    await dieDuring('queued');
    await vi.waitFor(async () => {
      await runDue();
      expect((await points())[0].date, JSON.stringify(await dailyJobs())).toBe(await clockDay());
    }, { timeout: 20_000, interval: 100 });

    await advance(24);
    await vi.waitFor(async () => {
      await runDue();
      expect((await points())[0].date, JSON.stringify(await dailyJobs())).toBe(await clockDay());
    }, { timeout: 20_000, interval: 100 });
  });

  it('takes the day\'s backup when its run was cut short after moving the schedule, and queues the next day once', async () => {
    const points = await switchOn();
    await advance(24);
    // The run moves the schedule and queues the next day's run, then stops before the archive is written.
    const { backups } = app.context;
    const take = backups.take.bind(backups);
    let cut = false;
    backups.take = async (...args) => {
      if (cut) return take(...args);
      cut = true;
      throw new Error('processo interrompido');
    };
    app.context.jobs.retry = { baseMs: 0, maxAttempts: 5 };
    await vi.waitFor(async () => {
      await runDue();
      expect((await points())[0].date, JSON.stringify(await dailyJobs())).toBe(await clockDay());
    }, { timeout: 20_000, interval: 100 });
    expect(cut).toBe(true);
    expect((await dailyJobs()).filter((job) => job.status === 'queued')).toHaveLength(1);
  });

  it('does not take the backup again when the process died after taking it, nor schedule the next day twice', async () => {
    await switchOn();
    const hostingId = await idOfLoja();
    const [taken] = await app.context.backups.list(hostingId);
    const queuedBefore = (await dailyJobs()).filter((job) => job.status === 'queued').length;
    // Killed after the archive was written, before the job was marked completed: the next worker runs it again.
    await dieDuring('completed');
    await app.context.jobs.tick();
    expect((await dailyJobs()).filter((job) => job.status === 'executing')).toEqual([]);
    const [newest] = await app.context.backups.list(hostingId);
    expect(newest.takenAt).toBe(taken.takenAt);
    expect((await dailyJobs()).filter((job) => job.status === 'queued').length).toBe(queuedBefore);
  });
});
