import { writeFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { hostingOf, userOf } from '@server/access/guard';
import { withContract } from '@server/http/contracts';
import { parse } from '@server/http/errors';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { PHP_DEFAULTS, PHP_VERSIONS, phpSettingsSchema, phpVersionSchema, type PhpSettings, type PhpValues, type PhpVersion } from '../contract';
import { SETTINGS_ACCESS } from './access';
import { fileLock } from './fileLock';
import { readTextOrEmpty as readText } from './textFile';
import { readUserIni, USER_INI, writeUserIni, type UserIni } from './userIni';

export const PHP_JOB = 'hosting-settings.php';
/** How long the sandbox web server takes to reload PHP; scaled by the time scale. */
const PHP_APPLY_MS = 4000;

type PhpJob = { hostingId: number; version?: PhpVersion; values?: PhpValues };

export function phpFile({ files, dataDir }: ServerContext) {
  const path = (hostingId: number) => files.resolve(hostingId, USER_INI);
  const withLock = fileLock(dataDir, 'user-ini');
  return {
    async read(hostingId: number): Promise<UserIni> {
      return readUserIni(await readText(await path(hostingId)));
    },
    write(hostingId: number, change: (current: UserIni) => UserIni): Promise<void> {
      return withLock(String(hostingId), async () => {
        const file = await path(hostingId);
        const previous = await readText(file);
        await writeFile(file, writeUserIni(previous, change(readUserIni(previous))), { mode: 0o644 });
      });
    },
  };
}

/** A JSON-safe number: an unlimited value ("-1") reads as the largest, i.e. over any maximum. */
const finite = (value: number) => (Number.isFinite(value) ? value : Number.MAX_SAFE_INTEGER);

function present({ version, values }: UserIni): PhpSettings {
  const numbers = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'number' ? finite(value) : value]));
  return { ...(numbers as PhpValues), version, versions: PHP_VERSIONS.map((value) => ({ value, text: `PHP ${value}` })) };
}

export function phpRoutes(app: FastifyInstance, context: ServerContext) {
  const file = phpFile(context);

  context.jobs.handle(PHP_JOB, async (payload) => {
    const { hostingId, version, values } = payload as PhpJob;
    await file.write(hostingId, (current) => ({ version: version ?? current.version, values: values ?? current.values }));
    return { hostingId };
  });

  app.get('/hosting/:resource/php', SETTINGS_ACCESS, async (request) => {
    return { data: present(await file.read(hostingOf(request).row.id)) };
  });

  /** `{ version }` changes the version, the eight settings change the settings; either answers a job. */
  app.post('/hosting/:resource/php', withContract(SETTINGS_ACCESS, { body: phpVersionSchema.or(phpSettingsSchema) }), async (request, reply) => {
    const hostingId = hostingOf(request).row.id;
    const body: unknown = request.body ?? {};
    const payload: PhpJob = typeof body === 'object' && body !== null && 'version' in body ? { hostingId, version: parse(phpVersionSchema, body).version } : { hostingId, values: parse(phpSettingsSchema, body) };
    const job = await context.jobs.enqueue(userOf(request).id, PHP_JOB, payload, PHP_APPLY_MS * context.timeScale);
    return reply.status(202).send({ data: { job } });
  });

  /** Back to the defaults at once, keeping the version; the page reloads the settings. */
  app.post('/hosting/:resource/php/restore', SETTINGS_ACCESS, async (request) => {
    const hostingId = hostingOf(request).row.id;
    await file.write(hostingId, (current) => ({ version: current.version, values: { ...PHP_DEFAULTS } }));
    return { data: present(await file.read(hostingId)) };
  });
}
