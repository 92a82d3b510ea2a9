import type { FastifyInstance, FastifyRequest } from 'fastify';
import sshpk from 'sshpk';
import { hostingOf, userOf } from '@server/access/guard';
import { nowIso } from '@server/db/database';
import { fieldError, HttpError, parse } from '@server/http/errors';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { publicHostFrom } from '@server/publicHost';
import { systemUserOf } from '../../../node/contract';
import { SSH_MESSAGES, SSH_PORT, sshKeySchema, sshToggleSchema, type SshKey, type SshStatus } from '../contract';
import { SETTINGS_ACCESS } from './access';
import { authorizedKeysFile } from './authorizedKeys';
import { fileLock } from './fileLock';
import type { NodeSshAccess } from './nodeSshAccess';
import { settingsDb } from './store';
import { withContract } from '@server/http/contracts';

export const SSH_JOB = 'hosting-settings.ssh';
/** How long the sandbox server takes to switch SSH access; scaled by the time scale. */
const SSH_APPLY_MS = 20_000;
const MIN_RSA_BITS = 2048;

type Titled = { Params: { resource: string; title: string } };

/** The one-line public key (type and data) and its fingerprint, or a field error under `key`. */
export function checkPublicKey(text: string): { line: string; fingerprint: string } {
  let key: sshpk.Key;
  try {
    key = sshpk.parseKey(text, 'ssh');
  } catch {
    throw fieldError('key', SSH_MESSAGES.keyInvalid);
  }
  if (key.type === 'rsa' && key.size < MIN_RSA_BITS) throw fieldError('key', SSH_MESSAGES.keyWeak);
  const [type, data] = key.toString('ssh').split(' ');
  return { line: `${type} ${data}`, fingerprint: key.fingerprint('sha256').toString() };
}

/** The port of the node's SFTP (scripts/hosting-node.sh's SSH_PORT). */
const nodeSshPort = () => Number(process.env.SSH_PORT ?? 2222);

export function sshRoutes(app: FastifyInstance, context: ServerContext, sshAccess: NodeSshAccess) {
  const { db, files, jobs, timeScale } = context;
  const realNode = context.nodeSites.node.kind === 'local';
  const settings = settingsDb(db);

  const stateOf = async (hostingId: number) =>
    (await settings.selectFrom('ssh_state').selectAll().where('hosting_id', '=', hostingId).executeTakeFirst()) ?? { hosting_id: hostingId, active: 0, queued: null, updated_at: nowIso() };
  const authorized = authorizedKeysFile(files);
  const withLock = fileLock(context.dataDir, 'authorized-keys');

  /** The keys of the file, with the date each was added through the panel (else the file's date). */
  const keysOf = async (hostingId: number) => {
    const { lines, keys, modifiedAt } = await authorized.read(hostingId);
    const added = await settings.selectFrom('ssh_keys').select(['fingerprint', 'created_at']).where('hosting_id', '=', hostingId).execute();
    const addedAt = new Map(added.map((row) => [row.fingerprint, row.created_at]));
    const present = keys.map((key): SshKey & { line: number } => ({ title: key.title, key: key.key, fingerprint: key.fingerprint, createdAt: addedAt.get(key.fingerprint) ?? modifiedAt ?? nowIso(), line: key.line }));
    return { lines, keys: present };
  };
  const presentKey = ({ title, key, fingerprint, createdAt }: SshKey): SshKey => ({ title, key, fingerprint, createdAt });

  const setState = (hostingId: number, change: { active?: number; queued: string | null }) =>
    settings
      .insertInto('ssh_state')
      .values({ hosting_id: hostingId, active: change.active ?? 0, queued: change.queued, updated_at: nowIso() })
      .onConflict((oc) => oc.column('hosting_id').doUpdateSet({ ...change, updated_at: nowIso() }))
      .execute();

  /** Turning access on prepares `.ssh/`; the node then allows the hosting or not. A failure leaves queued 'error' and the switch as it was. */
  jobs.handle(SSH_JOB, async (payload) => {
    const { hostingId, value } = payload as { hostingId: number; value: boolean };
    const before = (await stateOf(hostingId)).active;
    try {
      if (value) await withLock(String(hostingId), async () => authorized.write(hostingId, (await authorized.read(hostingId)).lines));
      await setState(hostingId, { active: value ? 1 : 0, queued: null });
      await sshAccess.send(hostingId);
    } catch {
      await setState(hostingId, { active: before, queued: 'error' });
    }
    return { hostingId, value };
  });

  const statusOf = async (request: FastifyRequest): Promise<SshStatus> => {
    const hostingId = hostingOf(request).row.id;
    const hosting = await db.selectFrom('hostings').select(['username']).where('id', '=', hostingId).executeTakeFirstOrThrow();
    const state = await stateOf(hostingId);
    const host = publicHostFrom(process.env);
    // A real node's sshd is SFTP only, signed in as the hosting's system user (docs/hosting-node.md, "SSH").
    const port = realNode ? nodeSshPort() : SSH_PORT;
    const username = realNode ? systemUserOf(hostingId) : hosting.username;
    return {
      active: state.active === 1,
      queued: state.queued === 'error' ? 'error' : state.queued !== null,
      keys: (await keysOf(hostingId)).keys.map(presentKey),
      connection: realNode ? `sftp -P ${port} ${username}@${host}` : `ssh ${username}@${host} -p ${port}`,
      username,
      host,
      port,
    };
  };

  app.get('/hosting/:resource/ssh', SETTINGS_ACCESS, async (request) => ({ data: await statusOf(request) }));

  app.patch('/hosting/:resource/ssh', withContract(SETTINGS_ACCESS, { body: sshToggleSchema }), async (request, reply) => {
    const { value } = parse(sshToggleSchema, request.body);
    const hostingId = hostingOf(request).row.id;
    const state = await stateOf(hostingId);
    if (state.queued === 'pending') throw new HttpError(409, SSH_MESSAGES.toggleBusy);
    await setState(hostingId, { active: state.active, queued: 'pending' });
    await jobs.enqueue(userOf(request).id, SSH_JOB, { hostingId, value }, realNode ? 0 : SSH_APPLY_MS * timeScale);
    return reply.status(202).send({ data: await statusOf(request) });
  });

  const keyConfig = {
    config: {
      ...SETTINGS_ACCESS.config,
      unique: {
        'ssh_keys.hosting_id, ssh_keys.title': { field: 'title', message: SSH_MESSAGES.titleTaken },
        'ssh_keys.hosting_id, ssh_keys.fingerprint': { field: 'key', message: SSH_MESSAGES.keyTaken },
      },
    },
  };
  app.post('/hosting/:resource/ssh', withContract(keyConfig, { body: sshKeySchema }), async (request, reply) => {
    const { title, key } = parse(sshKeySchema, request.body);
    const hostingId = hostingOf(request).row.id;
    const { line, fingerprint } = checkPublicKey(key);
    const createdAt = nowIso();
    await withLock(String(hostingId), async () => {
      const existing = await keysOf(hostingId);
      if (existing.keys.some((row) => row.title === title)) throw fieldError('title', SSH_MESSAGES.titleTaken);
      if (existing.keys.some((row) => row.fingerprint === fingerprint)) throw fieldError('key', SSH_MESSAGES.keyTaken);
      await authorized.write(hostingId, [...existing.lines, `${line} ${title}`]);
    });
    await settings.deleteFrom('ssh_keys').where('hosting_id', '=', hostingId).where((eb) => eb.or([eb('fingerprint', '=', fingerprint), eb('title', '=', title)])).execute();
    await settings.insertInto('ssh_keys').values({ hosting_id: hostingId, title, key: line, fingerprint, created_at: createdAt }).execute();
    await sshAccess.changed(hostingId);
    return reply.status(201).send({ data: { title, key: line, fingerprint, createdAt } });
  });

  const keyNamed = async (request: FastifyRequest<Titled>) => {
    const hostingId = hostingOf(request).row.id;
    const found = (await keysOf(hostingId)).keys.find((key) => key.title === request.params.title);
    if (!found) throw new HttpError(404, 'Chave SSH não encontrada.');
    return { hostingId, ...found };
  };

  app.get<Titled>('/hosting/:resource/ssh/:title', SETTINGS_ACCESS, async (request) => ({ data: presentKey(await keyNamed(request)) }));

  app.delete<Titled>('/hosting/:resource/ssh/:title', SETTINGS_ACCESS, async (request, reply) => {
    const found = await keyNamed(request);
    await withLock(String(found.hostingId), async () => {
      const { lines, keys } = await authorized.read(found.hostingId);
      const current = keys.find((key) => key.title === found.title);
      if (current) await authorized.write(found.hostingId, lines.filter((_, index) => index !== current.line));
    });
    await settings.deleteFrom('ssh_keys').where('hosting_id', '=', found.hostingId).where('fingerprint', '=', found.fingerprint).execute();
    await sshAccess.changed(found.hostingId);
    return reply.status(204).send();
  });
}
