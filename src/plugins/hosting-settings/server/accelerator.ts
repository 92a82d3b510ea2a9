import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hostingOf, userOf } from '@server/access/guard';
import { addOnsOf, setAddOn } from '@server/billing/addOns';
import { withContract } from '@server/http/contracts';
import { fieldError, parse } from '@server/http/errors';
import { paidActionFields } from '@server/http/paidActions';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { z } from '@core/shared';
import { findPlan } from '../../hosting-create/contract';
import { ACCELERATOR_FROM_PLAN, ACCELERATOR_MONTHLY, type AcceleratorStatus, type AcceleratorToggleAnswer } from '../accelerator';
import { ACCESS, SETTINGS_ACCESS } from './access';

export const ACCELERATOR_JOB = 'hosting-settings.accelerator';
/** How long the sandbox takes to install and warm the cache plugin; scaled by the time scale. */
const ACCELERATOR_APPLY_MS = 20_000;

export const acceleratorToggleSchema = z
  .object({ status: z.boolean({ error: 'Informe se o acelerador deve ficar ligado ou desligado.' }).describe('Ligar (true) ou desligar (false) o acelerador.'), ...paidActionFields })
  .strict();

/** It costs money from the owner's credits: the owner turns it on or off, a guest only sees it. */
const OWNER_ACCESS = { config: { access: { ...ACCESS, notGuest: true } } };
/** Turning it on adds its monthly price to the hourly charge; turning it off charges nothing. */
const TOGGLE = { config: { ...OWNER_ACCESS.config, paid: (body: Record<string, unknown>) => body.status !== false } };

/** GET /hosting/{r}/addons and PATCH /hosting/{r}/addons/accelerator (part 1 §7): billed as an add-on from the next hour. */
export function acceleratorRoutes(app: FastifyInstance, { db, jobs, timeScale }: ServerContext) {
  const statusOf = async (request: FastifyRequest): Promise<AcceleratorStatus> => {
    const hostingId = hostingOf(request).row.id;
    const { plan_id: planId } = await db.selectFrom('hostings').select('plan_id').where('id', '=', hostingId).executeTakeFirstOrThrow();
    const enabled = (await addOnsOf(db, hostingId)).accelerator !== undefined;
    return { enabled, plugin: enabled, available: findPlan(planId)?.plan.allowsAccelerator ?? false };
  };

  /** The sandbox installs the cache plugin; the add-on is billed once it is in place. */
  jobs.handle(ACCELERATOR_JOB, async (payload, run) => {
    const { hostingId } = payload as { hostingId: number };
    await run.step('add-on', () => setAddOn(db, hostingId, 'accelerator', ACCELERATOR_MONTHLY));
    return { hostingId };
  });

  app.get('/hosting/:resource/addons', SETTINGS_ACCESS, async (request) => ({ data: await statusOf(request) }));

  app.patch('/hosting/:resource/addons/accelerator', withContract(TOGGLE, { body: acceleratorToggleSchema }), async (request, reply) => {
    const { status } = parse(acceleratorToggleSchema, request.body);
    const current = await statusOf(request);
    const hostingId = hostingOf(request).row.id;
    if (!status) {
      await setAddOn(db, hostingId, 'accelerator', null);
      return { data: await statusOf(request) };
    }
    if (!current.available) throw fieldError('status', `O acelerador está disponível a partir do plano ${ACCELERATOR_FROM_PLAN}.`);
    if (current.enabled) return { data: current };
    const job = await jobs.enqueue(userOf(request).id, ACCELERATOR_JOB, { hostingId }, ACCELERATOR_APPLY_MS * timeScale);
    const answer: AcceleratorToggleAnswer = { ...current, job };
    return reply.status(202).send({ data: answer });
  });
}
