import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { confirmedPayment } from '../../../../tests/support/paidAction';

/** A removal cut short after some data was removed: the run taken again must not archive what is left as the last restore point. */
const app = withTestApp({ perTest: true });

describe('a hosting removal run again', () => {
  it('keeps the restore point taken before anything was removed, and archives nothing after', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const domain = 'blogdaana.com.br';
    const id = (await app.context.db.selectFrom('hostings').select('id').where('domain', '=', domain).executeTakeFirstOrThrow()).id;
    await writeFile(await app.context.files.resolve(id, 'public_html/index.html'), '<h1>Blog da Ana</h1>');
    const before = (await app.context.backups.list(id)).length;

    // The first run dies half-way through removing the data (files gone), as a killed process would leave it.
    const { hostingData } = app.context;
    const removeAll = hostingData.removeAll.bind(hostingData);
    let cut = false;
    hostingData.removeAll = async (hosting) => {
      await removeAll(hosting);
      if (!cut) {
        cut = true;
        throw new Error('processo interrompido');
      }
    };
    app.context.jobs.retry = { baseMs: 0, maxAttempts: 5 };
    expect((await call(app, owner, 'POST', `/api/hosting/${domain}/remove`, { domain, acceptance: true })).statusCode).toBe(202);
    await app.context.jobs.tick();
    await app.context.jobs.tick();
    expect((await call(app, owner, 'POST', `/api/hosting/${domain}/remove`, { domain, acceptance: true })).statusCode).toBe(200);

    const points = await app.context.backups.list(id);
    expect(points.length).toBe(before + 1);
    // Restoring from the removal's point brings the site back whole.
    const { username } = (await call(app, owner, 'GET', '/api/hosting/restore')).json().data[0];
    const [newest] = (await call(app, owner, 'GET', `/api/hosting/${username}/restore`)).json().data;
    expect((await call(app, owner, 'POST', `/api/hosting/${username}/restore`, confirmedPayment({ date: newest.date }))).json()).toEqual({ data: { domain } });
    const newId = (await app.context.db.selectFrom('hostings').select('id').where('domain', '=', domain).executeTakeFirstOrThrow()).id;
    expect(await readFile(await app.context.files.resolve(newId, 'public_html/index.html'), 'utf8')).toBe('<h1>Blog da Ana</h1>');
  });
});
