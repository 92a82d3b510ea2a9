import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { expectPaidOnce } from '../../../../tests/support/expectPaidOnce';
import { confirmedPayment } from '../../../../tests/support/paidAction';
import { ACCELERATOR_JOB } from './accelerator';

const BLOG = 'blogdaana.com.br';
const LOJA = 'lojadaana.com.br';
const addons = (domain: string) => `/api/hosting/${domain}/addons`;
const toggle = (domain: string) => `/api/hosting/${domain}/addons/accelerator`;

const app = withTestApp();
let owner: string;

beforeAll(async () => {
  owner = await loginAs(app, DEMO.owner);
});

const monthlyAddOns = async (domain: string) =>
  (await app.context.db.selectFrom('hostings').select('addons_monthly_price').where('domain', '=', domain).executeTakeFirstOrThrow()).addons_monthly_price;

async function finish(job: string) {
  for (let i = 0; i < 50; i++) {
    await app.context.jobs.tick();
    const status = (await call(app, owner, 'GET', `/api/job/${job}`)).json().data.status;
    if (status !== 'queued' && status !== 'executing') return status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('job did not finish');
}

describe('the WordPress accelerator', () => {
  it('is off, then turned on by a job that installs its plugin and bills R$ 15,00 a month, then off again', async () => {
    expect((await call(app, owner, 'GET', addons(BLOG))).json().data).toEqual({ enabled: false, plugin: false, available: true });
    const before = await monthlyAddOns(BLOG);

    const on = await call(app, owner, 'PATCH', toggle(BLOG), confirmedPayment({ status: true }));
    expect(on.statusCode).toBe(202);
    const { job, ...status } = on.json().data;
    expect(status).toEqual({ enabled: false, plugin: false, available: true });
    expect(await finish(job)).toBe('completed');
    expect((await call(app, owner, 'GET', addons(BLOG))).json().data).toEqual({ enabled: true, plugin: true, available: true });
    expect(await monthlyAddOns(BLOG)).toBeCloseTo(before + 15, 2);

    const off = await call(app, owner, 'PATCH', toggle(BLOG), { status: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ enabled: false, plugin: false, available: true });
    expect(await monthlyAddOns(BLOG)).toBeCloseTo(before, 2);
  });

  it('is turned on only when its price is confirmed with an idempotency key, and a repeat queues no second activation; off needs neither', async () => {
    const activations = async () => (await sql<{ id: string }>`select id from jobs where kind = ${ACCELERATOR_JOB}`.execute(app.context.db)).rows.length;
    const on = await expectPaidOnce(app, owner, 'PATCH', toggle(BLOG), { status: true }, activations);
    expect(on.statusCode).toBe(202);
    expect(await finish(on.json().data.job)).toBe('completed');
    const off = await call(app, owner, 'PATCH', toggle(BLOG), { status: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.enabled).toBe(false);
  });

  it('is refused under the plan that allows it, with the field error', async () => {
    await app.context.db.updateTable('hostings').set({ plan_id: 1 }).where('domain', '=', LOJA).execute();
    expect((await call(app, owner, 'GET', addons(LOJA))).json().data.available).toBe(false);
    const refused = await call(app, owner, 'PATCH', toggle(LOJA), confirmedPayment({ status: true }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ status: 'O acelerador está disponível a partir do plano Nuvem Pro.' });
    await app.context.db.updateTable('hostings').set({ plan_id: 2 }).where('domain', '=', LOJA).execute();
  });

  it('is the owner\'s to switch: a guest cannot, and an empty body is a field error', async () => {
    const guest = await loginAs(app, DEMO.guest);
    expect((await call(app, guest, 'PATCH', toggle(LOJA), confirmedPayment({ status: true }))).statusCode).toBe(403);
    expect((await call(app, guest, 'GET', addons(LOJA))).statusCode).toBe(403);
    const empty = await call(app, owner, 'PATCH', toggle(LOJA), {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.status).toBe('Informe se o acelerador deve ficar ligado ou desligado.');
  });
});
