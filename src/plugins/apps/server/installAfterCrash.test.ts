import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { withWordPressFixture } from '../../../../tests/support/wordpressSource';
import type { InstallResult, InstallStatusAnswer } from '../contract';
import { INSTALL_STEP_JOB, INSTALL_STEP_MS } from './installer';
import { appsDb } from './store';

/** An app install whose worker process dies: the step's job is run again by another worker, and the install still ends well, once. */
withWordPressFixture();
const app = withTestApp({ perTest: true });
const BASE = '/api/hosting/blogdaana.com.br';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const statusOf = async (token: string, key: string) => (await call(app, token, 'GET', `${BASE}/apps/status?key=${key}`)).json().data as InstallStatusAnswer;
const stepJobs = async () =>
  (await sql<{ id: string; status: string; payload: string }>`select id, status, payload from jobs where kind = ${INSTALL_STEP_JOB} order by created_at`.execute(app.context.db)).rows.map((row) => ({
    ...row,
    step: (JSON.parse(row.payload) as { step: number }).step,
  }));
/** What a process killed during the job leaves: executing, with its worker gone. */
const killedDuring = (id: string) => sql`update jobs set status = 'executing', attempts = attempts + 1 where id = ${id}`.execute(app.context.db);
const turn = async () => {
  await sleep(INSTALL_STEP_MS * app.context.timeScale + 20);
  await app.context.jobs.tick();
};

async function startInstall() {
  const owner = await loginAs(app, DEMO.owner);
  const response = await call(app, owner, 'POST', `${BASE}/apps`, { app: 'wordpress', title: 'Blog da Ana', hasDir: true, dir: 'blog' });
  expect(response.statusCode, response.body).toBe(201);
  const key = response.json().data.key as string;
  return { owner, key };
}

async function untilStepQueued(step: number) {
  for (let i = 0; i < 50 && !(await stepJobs()).some((job) => job.step === step && job.status === 'queued'); i++) await turn();
  return (await stepJobs()).find((job) => job.step === step)!;
}

async function finish(owner: string, key: string) {
  for (let i = 0; i < 50; i++) {
    const answer = await statusOf(owner, key);
    if (answer.status !== 'installing') return answer;
    await turn();
  }
  throw new Error('install never finished');
}

describe('an install whose worker died', () => {
  it('completes when the database step was cut short after the database was made', async () => {
    const { owner, key } = await startInstall();
    const dbStep = await untilStepQueued(1);
    const hosting = await app.context.db.selectFrom('hostings').select(['id', 'domain', 'username']).where('domain', '=', 'blogdaana.com.br').executeTakeFirstOrThrow();
    const planned = JSON.parse((await appsDb(app.context.db).selectFrom('hosting_apps').select('result').where('install_key', '=', key).executeTakeFirstOrThrow()).result) as InstallResult;
    // The killed run had created the database, under another password than the one it would set.
    await app.context.databases.create(hosting, { dbms: 'mysql', dbname: planned.dbName, user: planned.dbUser, password: 'senha-da-execucao-morta' });
    await killedDuring(dbStep.id);

    const answer = await finish(owner, key);
    expect(answer.status, answer.message ?? '').toBe('completed');
    expect((await app.context.databases.list(hosting)).filter((db) => db.dbname === planned.dbName)).toHaveLength(1);
  });

  it('does not run the next steps twice when the process died after a step was recorded', async () => {
    const { owner, key } = await startInstall();
    await untilStepQueued(3);
    const recorded = (await stepJobs()).find((job) => job.step === 2)!;
    expect(recorded.status).toBe('completed');
    await killedDuring(recorded.id);

    expect((await finish(owner, key)).status).toBe('completed');
    const jobs = await stepJobs();
    expect(jobs.map((job) => job.step)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(jobs.every((job) => job.status === 'completed')).toBe(true);
  });
});
