import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessCondition } from '@core/shared';
import { hostingOf, userOf } from '@server/access/guard';
import { fieldError, parse } from '@server/http/errors';
import { defineServerPlugin } from '@server/plugins/serverPlugin';
import { BACKUP_MESSAGES, chosenOptions, dailySchema, partRestoreSchema, restoreSchema, type DailyBackupStatus, type RestorePointParts, type RestorePointView } from '../contract';
import { dailyBackupCost } from './cost';
import { DailyBackups, wakeDueDailyBackups } from './daily';
import { ManualPoints } from './manual';
import { HOLDER_OF_PART, RESTORE_JOB, RESTORE_PART_JOB, restoreHandler, restorePartHandler } from './restore';
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
    jobs.handle(RESTORE_PART_JOB, restorePartHandler(context));
    const manual = new ManualPoints(context);

    const hostingFrom = async (request: FastifyRequest): Promise<BackupHosting> => (await hostingById(db, hostingOf(request).row.id))!;

    app.get('/hosting/:resource/backup', config, async (request): Promise<{ data: RestorePointView[] }> => ({
      data: present(await backups.list(hostingOf(request).row.id)),
    }));

    app.post('/hosting/:resource/backup/restore', withContract(config, { body: restoreSchema }), async (request, reply) => {
      const hosting = await hostingFrom(request);
      const { date, point, options } = parse(restoreSchema, request.body);
      const found = point ? await backups.byId(hosting.id, point) : await backups.onDate(hosting.id, date);
      if (!found || found.date !== date) throw fieldError('date', BACKUP_MESSAGES.noPoint);
      const job = await jobs.enqueue(userOf(request).id, RESTORE_JOB, { hostingId: hosting.id, date, point: found.id, options: chosenOptions(options) });
      return reply.status(202).send({ data: { job } });
    });

    /** "Criar ponto de restauração": 202 with the job that takes it, 429 past the day's limit. */
    app.post('/hosting/:resource/backup/points', config, async (request, reply) => {
      const job = await manual.request(await hostingFrom(request), userOf(request).id);
      return reply.status(202).send({ data: { job } });
    });

    const pointOf = async (hostingId: number, id: string) => {
      const point = await backups.byId(hostingId, id);
      if (!point) throw fieldError('point', BACKUP_MESSAGES.noPoint);
      return point;
    };

    app.get<{ Params: { resource: string; point: string } }>('/hosting/:resource/backup/points/:point/parts', config, async (request): Promise<{ data: RestorePointParts }> => {
      const hosting = await hostingFrom(request);
      const parts = await backups.parts(hosting, await pointOf(hosting.id, request.params.point));
      return { data: { files: parts.files ?? [], databases: parts.databases ?? [], mailboxes: parts.emails ?? [], dns: 'dns' in parts } };
    });

    app.post('/hosting/:resource/backup/restore/part', withContract(config, { body: partRestoreSchema }), async (request, reply) => {
      const hosting = await hostingFrom(request);
      const { point: id, kind, name } = parse(partRestoreSchema, request.body);
      const point = await pointOf(hosting.id, id);
      if (kind !== 'dns') {
        const parts = (await backups.parts(hosting, point))[HOLDER_OF_PART[kind]] ?? [];
        const wanted = kind === 'file' ? normalizedPath(name ?? '') : (name ?? '').trim().toLowerCase();
        const match = parts.find((part) => (kind === 'file' ? normalizedPath(part) : part.toLowerCase()) === wanted);
        if (!match) throw fieldError('name', BACKUP_MESSAGES.partMissing);
      }
      const job = await jobs.enqueue(userOf(request).id, RESTORE_PART_JOB, { hostingId: hosting.id, point: point.id, kind, name: kind === 'dns' ? undefined : name?.trim() });
      return reply.status(202).send({ data: { job } });
    });

    app.get('/hosting/:resource/backup/daily', config, async (request): Promise<{ data: DailyBackupStatus }> => ({
      data: { status: await daily.isOn(hostingOf(request).row.id) },
    }));

    // Switching it on adds its monthly price to the hourly charge; switching it off charges nothing.
    app.post('/hosting/:resource/backup/daily', withContract({ config: { ...config.config, paid: (body: Record<string, unknown>) => body.value !== false } }, { body: dailySchema }), async (request): Promise<{ data: DailyBackupStatus }> => {
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

/** A customer path as the file list names it, without the trailing `/` of folders: `/public_html/img`. */
function normalizedPath(value: string): string {
  return '/' + value.replaceAll('\\', '/').split('/').filter((segment) => segment && segment !== '.').join('/');
}
