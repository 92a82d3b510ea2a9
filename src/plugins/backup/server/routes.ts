import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessCondition } from '@core/shared';
import { hostingOf, userOf } from '@server/access/guard';
import { fieldError, parse } from '@server/http/errors';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { BACKUP_MESSAGES, chosenOptions, dailySchema, restoreSchema, type DailyBackupStatus, type RestorePointView } from '../contract';
import { dailyBackupCost } from './cost';
import { DailyBackups, wakeDueDailyBackups } from './daily';
import { RESTORE_JOB, restoreHandler } from './restore';
import { present } from './retention';
import { seedRestorePoints, takeSeededPointsWhenReady } from './seed';
import { hostingById, migrations, type BackupHosting } from './store';
import { withContract } from '@server/http/contracts';

/**
 * A guest needs hasWebsite (part 1 access); the daily backup is charged on paused hostings too
 * (part 2 §9), so its page works while Paused as well as Active. Suspended hostings show the
 * suspension screen instead.
 */
const ACCESS: AccessCondition = { rule: 'hasWebsite', scope: 'hosting', hostingStatus: ['Active', 'Paused'] };
const config = { config: { access: ACCESS } };

export default defineServerPlugin({
  migrations,
  seed: seedRestorePoints,

  routes(app: FastifyInstance, context) {
    const { db, backups, jobs } = context;
    const daily = new DailyBackups(context);
    daily.startWaking(app);
    takeSeededPointsWhenReady(app, context);
    if (context.sandbox) {
      // The development clock moved on: the daily runs it reached are due now, not at the next check.
      app.addHook('onResponse', async (request, reply) => {
        if (request.routeOptions.url === '/api/sandbox/clock/advance' && reply.statusCode === 200) await wakeDueDailyBackups(db, jobs).catch((error: unknown) => request.log.error({ err: error }, 'daily backup wake failed'));
      });
    }
    jobs.handle(RESTORE_JOB, restoreHandler(context));

    const hostingFrom = async (request: FastifyRequest): Promise<BackupHosting> => (await hostingById(db, hostingOf(request).row.id))!;

    app.get('/hosting/:resource/backup', config, async (request): Promise<{ data: RestorePointView[] }> => ({
      data: present(await backups.list(hostingOf(request).row.id)),
    }));

    app.post('/hosting/:resource/backup/restore', withContract(config, { body: restoreSchema }), async (request, reply) => {
      const hosting = await hostingFrom(request);
      const { date, options } = parse(restoreSchema, request.body);
      if (!(await backups.onDate(hosting.id, date))) throw fieldError('date', BACKUP_MESSAGES.noPoint);
      const job = await jobs.enqueue(userOf(request).id, RESTORE_JOB, { hostingId: hosting.id, date, options: chosenOptions(options) });
      return reply.status(202).send({ data: { job } });
    });

    app.get('/hosting/:resource/backup/daily', config, async (request): Promise<{ data: DailyBackupStatus }> => ({
      data: { status: await daily.isOn(hostingOf(request).row.id) },
    }));

    app.post('/hosting/:resource/backup/daily', withContract(config, { body: dailySchema }), async (request): Promise<{ data: DailyBackupStatus }> => {
      const { value } = parse(dailySchema, request.body);
      const hosting = await hostingFrom(request);
      if (value) await daily.enable(hosting);
      else await daily.disable(hosting.id);
      return { data: { status: value } };
    });

    app.get('/hosting/:resource/backup/daily/cost', config, async (request) => ({
      data: await dailyBackupCost(db, hostingOf(request).row.id, userOf(request).id),
    }));
  },
});
