import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { withWordPressFixture } from '../../../../tests/support/wordpressSource';
import { APP_TEXTS, type InstallStatusAnswer } from '../contract';
import { INSTALL_STEP_MS } from './installer';

const RESOURCE = 'blogdaana.com.br';
const BASE = `/api/hosting/${RESOURCE}`;

withWordPressFixture();
const app = withTestApp();

describe("an app install and the plan's disk", () => {
  it('stops with the reason, undoing what it made, when its files would pass the plan\'s disk', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const hosting = await app.context.db.selectFrom('hostings').select(['id', 'domain', 'username']).where('domain', '=', RESOURCE).executeTakeFirstOrThrow();
    const quota = app.context.files.quota;
    quota.forget(hosting.id);
    const used = await quota.usedBytes(hosting.id);
    // Room for 100 bytes: the app's files take more.
    quota.limitBy(async () => used + 100);
    const created = await call(app, owner, 'POST', `${BASE}/apps`, { app: 'wordpress', title: 'Blog da Ana', hasDir: true, dir: 'cheio' });
    expect(created.statusCode).toBe(201);
    const key = created.json().data.key as string;
    let answer: InstallStatusAnswer | null = null;
    for (let i = 0; i < 50 && answer?.status !== 'error' && answer?.status !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, INSTALL_STEP_MS * app.context.timeScale + 20));
      await app.context.jobs.tick();
      answer = (await call(app, owner, 'GET', `${BASE}/apps/status?key=${key}`)).json().data as InstallStatusAnswer;
    }
    expect(answer).toMatchObject({ status: 'error', app: null, message: APP_TEXTS.noDisk });
    expect(existsSync(path.join(await app.context.files.root(hosting.id), 'public_html', 'cheio', 'index.php'))).toBe(false);
    expect(await app.context.databases.list(hosting)).toEqual([]);
  });
});
