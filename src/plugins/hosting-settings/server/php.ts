import { writeFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { hostingOf, userOf } from '@server/access/guard';
import { withContract } from '@server/http/contracts';
import { fieldError, parse } from '@server/http/errors';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { NODE_MESSAGES, type PhpValues as NodePhpValues } from '../../../node/contract';
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

/** The settings as the node's pool takes them: the same names, an unlimited value as the node's largest. */
function nodeValues(values: PhpValues): NodePhpValues {
  const clamp = (value: number, max: number) => Math.min(Number.isFinite(value) ? value : max, max);
  return {
    memory_limit: clamp(values.memory_limit, 4096),
    upload_max_filesize: clamp(values.upload_max_filesize, 4096),
    post_max_size: clamp(values.post_max_size, 4096),
    max_execution_time: clamp(values.max_execution_time, 3600),
    max_input_time: clamp(values.max_input_time, 3600),
    max_input_vars: clamp(values.max_input_vars, 100_000),
    display_errors: values.display_errors,
    output_compression: values.output_compression,
  };
}

export function phpRoutes(app: FastifyInstance, context: ServerContext) {
  const file = phpFile(context);
  const { node } = context.nodeSites;
  const installed = async () => (await node.perform('phpVersions', {})).versions;

  /** The hosting's PHP pool on its node, as `.user.ini` says; a version the node lacks runs as its newest. */
  const applyToNode = async (hostingId: number) => {
    const { version, values } = await file.read(hostingId);
    const versions = await installed();
    const running = versions.includes(version) ? version : versions.at(-1);
    if (!running) return;
    await node.perform('applyPhp', { hostingId, version: running, values: nodeValues(values) }).catch((error: unknown) => {
      // No account on the node yet: it takes these settings when it is created (onAccountCreated).
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    });
  };
  context.nodeSites.onAccountCreated(applyToNode);

  context.jobs.handle(PHP_JOB, async (payload) => {
    const { hostingId, version, values } = payload as PhpJob;
    await file.write(hostingId, (current) => ({ version: version ?? current.version, values: values ?? current.values }));
    await applyToNode(hostingId);
    return { hostingId };
  });

  app.get('/hosting/:resource/php', SETTINGS_ACCESS, async (request) => {
    const versions = await installed();
    const settings = present(await file.read(hostingOf(request).row.id));
    return { data: { ...settings, versions: settings.versions.filter((option) => versions.includes(option.value)) } };
  });

  /** `{ version }` changes the version, the eight settings change the settings; either answers a job. */
  app.post('/hosting/:resource/php', withContract(SETTINGS_ACCESS, { body: phpVersionSchema.or(phpSettingsSchema) }), async (request, reply) => {
    const hostingId = hostingOf(request).row.id;
    const body: unknown = request.body ?? {};
    const payload: PhpJob = typeof body === 'object' && body !== null && 'version' in body ? { hostingId, version: parse(phpVersionSchema, body).version } : { hostingId, values: parse(phpSettingsSchema, body) };
    if (payload.version && !(await installed()).includes(payload.version)) throw fieldError('version', NODE_MESSAGES.phpNotInstalled(payload.version));
    const job = await context.jobs.enqueue(userOf(request).id, PHP_JOB, payload, PHP_APPLY_MS * context.timeScale);
    return reply.status(202).send({ data: { job } });
  });

  /** Back to the defaults at once, keeping the version; the page reloads the settings. */
  app.post('/hosting/:resource/php/restore', SETTINGS_ACCESS, async (request) => {
    const hostingId = hostingOf(request).row.id;
    await file.write(hostingId, (current) => ({ version: current.version, values: { ...PHP_DEFAULTS } }));
    await applyToNode(hostingId);
    return { data: present(await file.read(hostingId)) };
  });
}
