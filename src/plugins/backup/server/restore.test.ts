import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_TEXTS } from '@server/hostingData/backups';
import { call, DEMO, loginAs, withTestApp } from '../../../../tests/support/apiApp';
import { BACKUP_MESSAGES, MANUAL_POINTS_PER_DAY, type RestorePointParts, type RestorePointView } from '../contract';

const app = withTestApp({ perTest: true });

// Restores work in the system's temporary folder: this file's own one, so other test runs' folders are not counted.
const systemTmp = os.tmpdir();
beforeAll(async () => {
  process.env.TMPDIR = await mkdtemp(path.join(systemTmp, 'painel-test-tmp-'));
});
afterAll(async () => {
  await rm(os.tmpdir(), { recursive: true, force: true });
  process.env.TMPDIR = systemTmp;
});
const DOMAIN = 'lojadaana.com.br';
const BASE = `/api/hosting/${DOMAIN}`;
const PASSWORD = 'Senha-forte-123';

const hostingOf = () => app.context.db.selectFrom('hostings').select(['id', 'username']).where('domain', '=', DOMAIN).executeTakeFirstOrThrow();
const temporaryFolders = async () => (await readdir(os.tmpdir())).filter((name) => /^painel-(restore|backup)-/.test(name));

/** Every entry under a folder: a file's contents, a link's target (never followed), a folder. */
async function treeOf(folder: string, prefix = ''): Promise<Record<string, string>> {
  const tree: Record<string, string> = {};
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    const at = `${prefix}/${entry.name}`;
    if (entry.isSymbolicLink()) tree[at] = `link -> ${await readlink(full)}`;
    else if (entry.isDirectory()) Object.assign(tree, { [at]: 'folder' }, await treeOf(full, at));
    else tree[at] = `file ${await readFile(full, 'utf8')}`;
  }
  return tree;
}

/** Everything the hosting holds, as its owner and the server see it: files with links, databases with their logins, mailboxes, DNS zone, apps. */
async function everything(owner: string) {
  const { id } = await hostingOf();
  const read = async (url: string) => {
    const response = await call(app, owner, 'GET', url);
    expect(response.statusCode, url).toBe(200);
    return response.json().data as unknown;
  };
  const rowsOf = async (table: string) => (await sql<Record<string, unknown>>`select * from ${sql.table(table)} where hosting_id = ${id} order by 1`.execute(app.context.db)).rows;
  return {
    files: await treeOf(await app.context.files.root(id)),
    databases: (await app.context.databases.export({ id, domain: DOMAIN, username: (await hostingOf()).username })).map(({ dbms, dbname, user, passwordHash, sql: dump }) => ({ dbms, dbname, user, passwordHash, dump })),
    mailboxes: await read(`${BASE}/email?include=emails,forwarders`),
    mailRows: { accounts: await rowsOf('email_accounts'), aliases: await rowsOf('email_aliases') },
    // Records come back with new ids: the zone is its records' contents.
    zone: ((await read(`/api/domain/${DOMAIN}/dns`)) as { id: number }[]).map(({ id: _id, ...record }) => record),
    apps: await rowsOf('hosting_apps'),
  };
}

/** Runs queued jobs until the job is done; answers its final row. A failed run is not retried here. */
async function finished(job: string) {
  app.context.jobs.retry = { baseMs: 1, maxAttempts: 1 };
  for (let turn = 0; turn < 50; turn++) {
    await app.context.jobs.tick();
    const row = await app.context.jobs.get(job);
    if (row?.status === 'completed' || row?.status === 'failed') return row;
  }
  throw new Error(`job ${job} did not finish`);
}

const pointsOf = async (owner: string) => (await call(app, owner, 'GET', `${BASE}/backup`)).json().data as RestorePointView[];

/** "Criar ponto de restauração", run to its end; answers the new point as the list shows it. */
async function createPoint(owner: string): Promise<RestorePointView> {
  const before = new Set((await pointsOf(owner)).map((point) => point.id));
  const response = await call(app, owner, 'POST', `${BASE}/backup/points`);
  expect(response.statusCode).toBe(202);
  expect((await finished(response.json().data.job)).status).toBe('completed');
  const created = (await pointsOf(owner)).filter((point) => !before.has(point.id));
  expect(created).toHaveLength(1);
  return created[0];
}

/** A hosting with files, links inside the root (to a file, to a folder), a dangling one, databases, mailboxes with an alias, and its DNS zone. */
async function fillHosting(owner: string) {
  const { id, username } = await hostingOf();
  const root = await app.context.files.root(id);
  await mkdir(path.join(root, 'public_html/img'), { recursive: true });
  await writeFile(path.join(root, 'public_html/index.html'), '<h1>antes</h1>');
  await writeFile(path.join(root, 'public_html/img/logo.png'), 'png-antes');
  await symlink('index.html', path.join(root, 'public_html/inicio.html'));
  await symlink('public_html/img', path.join(root, 'imagens'));
  await symlink('nao-existe.html', path.join(root, 'public_html/quebrado.html'));
  for (const name of ['catalogo', 'arquivo']) {
    const created = await call(app, owner, 'POST', `${BASE}/database`, { dbms: 'mysql', dbname: `${username}_${name}`, user: `${username}_${name}`, password: PASSWORD });
    expect(created.statusCode, created.body).toBe(201);
  }
  for (const username of ['pedidos-loja', 'atendimento']) {
    const created = await call(app, owner, 'POST', `${BASE}/email`, { username, password: PASSWORD, quota: 1024 });
    expect(created.statusCode, created.body).toBe(201);
  }
  const [account] = (await sql<{ id: number }>`select id from email_accounts where hosting_id = ${id} and username = 'pedidos-loja'`.execute(app.context.db)).rows;
  await sql`insert into email_aliases (hosting_id, account_id, alias) values (${id}, ${account.id}, 'compras')`.execute(app.context.db);
  const record = await call(app, owner, 'POST', `/api/domain/${DOMAIN}/dns`, { type: 'TXT', name: 'antes', value: 'registro de antes' });
  expect(record.statusCode, record.body).toBe(201);
  return { id, username, root };
}

/** Changes every part: files and links, a database's password and a new one, a mailbox removed and one added, the zone. */
async function changeEverything(owner: string, { username, root }: { username: string; root: string }) {
  await writeFile(path.join(root, 'public_html/index.html'), 'depois');
  await rm(path.join(root, 'public_html/img'), { recursive: true });
  await rm(path.join(root, 'imagens'));
  await rm(path.join(root, 'public_html/quebrado.html'));
  await symlink('/etc', path.join(root, 'public_html/etc'));
  await writeFile(path.join(root, 'public_html/novo.html'), 'novo');
  expect((await call(app, owner, 'PUT', `${BASE}/database/${username}_catalogo`, { dbms: 'mysql', password: 'Outra-senha-456' })).statusCode).toBe(200);
  expect((await call(app, owner, 'POST', `${BASE}/database/remove`, { dbms: 'mysql', dbname: `${username}_arquivo` })).statusCode).toBeLessThan(300);
  expect((await call(app, owner, 'POST', `${BASE}/database`, { dbms: 'mysql', dbname: `${username}_novo`, user: `${username}_novo`, password: PASSWORD })).statusCode).toBe(201);
  expect((await call(app, owner, 'DELETE', `${BASE}/email/pedidos-loja@${DOMAIN}`)).statusCode).toBeLessThan(300);
  expect((await call(app, owner, 'POST', `${BASE}/email`, { username: 'recem-criada', password: PASSWORD, quota: 1024 })).statusCode).toBe(201);
  const zone = (await call(app, owner, 'GET', `/api/domain/${DOMAIN}/dns`)).json().data as { id: number; name: string }[];
  const before = zone.find((record) => record.name === 'antes')!;
  expect((await call(app, owner, 'DELETE', `/api/domain/${DOMAIN}/dns/${before.id}`)).statusCode).toBeLessThan(300);
  expect((await call(app, owner, 'POST', `/api/domain/${DOMAIN}/dns`, { type: 'TXT', name: 'depois', value: 'registro de depois' })).statusCode).toBe(201);
}

describe('restore', () => {
  it('takes a point of a hosting with links, databases and mailboxes, and brings every part back as it was', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const hosting = await fillHosting(owner);
    const before = await everything(owner);
    const point = await createPoint(owner);
    expect(point).toMatchObject({ kind: 'manual', verified: true, verificationError: null });

    await changeEverything(owner, hosting);
    const changed = await everything(owner);
    for (const part of ['files', 'databases', 'mailboxes', 'mailRows', 'zone'] as const) expect(changed[part], part).not.toEqual(before[part]);

    const restore = await call(app, owner, 'POST', `${BASE}/backup/restore`, { date: point.date, point: point.id, options: { files: true, databases: true, emails: true } });
    expect(restore.statusCode).toBe(202);
    const job = await finished(restore.json().data.job);
    expect(job.status, job.result ?? '').toBe('completed');
    expect(await everything(owner)).toEqual(before);
    expect((await lstat(path.join(hosting.root, 'imagens'))).isSymbolicLink()).toBe(true);
    expect(await temporaryFolders()).toEqual([]);
  });

  it('changes nothing when a part cannot be restored, says why without a server path, and leaves no temporary folder', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const hosting = await fillHosting(owner);
    const point = await createPoint(owner);
    await changeEverything(owner, hosting);
    const changed = await everything(owner);
    // The zone, restored after the files, databases and mailboxes, fails on this server.
    const zone = app.context.hostingData.holders.find((holder) => holder.id === 'dns')!;
    const restoreZone = zone.restore;
    let calls = 0;
    zone.restore = async (h, folder) => {
      if (calls++ === 0) throw new Error(`EACCES: permission denied, open '${app.context.dataDir}/zona'`);
      return restoreZone.call(zone, h, folder);
    };
    try {
      const restore = await call(app, owner, 'POST', `${BASE}/backup/restore`, { date: point.date, point: point.id, options: { files: true, databases: true, emails: true } });
      const job = await finished(restore.json().data.job);
      expect(job.status).toBe('failed');
      expect(JSON.parse(job.result!)).toEqual({ message: BACKUP_TEXTS.failed });
      const seen = (await call(app, owner, 'GET', `/api/job/${restore.json().data.job}`)).body;
      expect(seen).not.toContain(app.context.dataDir);
      expect(seen).not.toContain(systemTmp);
    } finally {
      zone.restore = restoreZone;
    }
    expect(await everything(owner)).toEqual(changed);
    expect(await temporaryFolders()).toEqual([]);
  });

  it('restores one file, one folder, one database, one mailbox or the zone alone, the rest as it is', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const hosting = await fillHosting(owner);
    const point = await createPoint(owner);
    await changeEverything(owner, hosting);

    const parts = (await call(app, owner, 'GET', `${BASE}/backup/points/${point.id}/parts`)).json().data as RestorePointParts;
    expect(parts.files).toEqual(expect.arrayContaining(['/public_html/', '/public_html/index.html', '/public_html/img/', '/imagens']));
    expect(parts.databases).toEqual(expect.arrayContaining([`${hosting.username}_arquivo`, `${hosting.username}_catalogo`]));
    expect(parts.databases).not.toContain(`${hosting.username}_novo`);
    expect(parts.mailboxes).toEqual(expect.arrayContaining([`atendimento@${DOMAIN}`, `pedidos-loja@${DOMAIN}`]));
    expect(parts.mailboxes).not.toContain(`recem-criada@${DOMAIN}`);
    expect(parts.dns).toBe(true);

    const restorePart = async (kind: string, name?: string) => {
      const response = await call(app, owner, 'POST', `${BASE}/backup/restore/part`, { point: point.id, kind, name });
      expect(response.statusCode, response.body).toBe(202);
      const job = await finished(response.json().data.job);
      expect(job.status, job.result ?? '').toBe('completed');
    };
    await restorePart('file', '/public_html/index.html');
    expect(await readFile(path.join(hosting.root, 'public_html/index.html'), 'utf8')).toBe('<h1>antes</h1>');
    expect(await readFile(path.join(hosting.root, 'public_html/novo.html'), 'utf8')).toBe('novo');
    expect(await lstat(path.join(hosting.root, 'public_html/img')).catch(() => null)).toBeNull();
    await restorePart('file', '/public_html/img/');
    expect(await readFile(path.join(hosting.root, 'public_html/img/logo.png'), 'utf8')).toBe('png-antes');

    await restorePart('database', `${hosting.username}_arquivo`);
    const names = (await app.context.databases.list({ id: hosting.id, domain: DOMAIN, username: hosting.username })).map((database) => database.dbname);
    expect(names).toEqual(expect.arrayContaining([`${hosting.username}_arquivo`, `${hosting.username}_catalogo`, `${hosting.username}_novo`]));

    await restorePart('mailbox', `pedidos-loja@${DOMAIN}`);
    const accounts = (await sql<{ username: string }>`select username from email_accounts where hosting_id = ${hosting.id} order by username`.execute(app.context.db)).rows.map((row) => row.username);
    expect(accounts).toEqual(expect.arrayContaining(['atendimento', 'recem-criada', 'pedidos-loja']));
    expect((await sql<{ alias: string }>`select alias from email_aliases where hosting_id = ${hosting.id}`.execute(app.context.db)).rows).toEqual([{ alias: 'compras' }]);

    await restorePart('dns');
    const zone = ((await call(app, owner, 'GET', `/api/domain/${DOMAIN}/dns`)).json().data as { name: string }[]).map((record) => record.name);
    expect(zone).toContain('antes');
    expect(zone).not.toContain('depois');

    const missing = await call(app, owner, 'POST', `${BASE}/backup/restore/part`, { point: point.id, kind: 'file', name: '/public_html/novo.html' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ name: BACKUP_MESSAGES.partMissing });
    const noName = await call(app, owner, 'POST', `${BASE}/backup/restore/part`, { point: point.id, kind: 'database' });
    expect(noName.json().errors).toEqual({ name: BACKUP_MESSAGES.database });
    expect(await temporaryFolders()).toEqual([]);
  });

  it(`creates at most ${MANUAL_POINTS_PER_DAY} points on demand a day, and refuses the next with a clear text`, async () => {
    const owner = await loginAs(app, DEMO.owner);
    const answers = await Promise.all(Array.from({ length: MANUAL_POINTS_PER_DAY + 2 }, () => call(app, owner, 'POST', `${BASE}/backup/points`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array(MANUAL_POINTS_PER_DAY).fill(202), 429, 429]);
    expect(answers.find((answer) => answer.statusCode === 429)!.json().message).toBe(BACKUP_MESSAGES.manualLimit);
    for (const answer of answers.filter((a) => a.statusCode === 202)) expect((await finished(answer.json().data.job)).status).toBe('completed');
    const kept = await pointsOf(owner);
    expect(kept.filter((point) => point.kind === 'manual')).toHaveLength(MANUAL_POINTS_PER_DAY);
    // The seeded points of today and the days before are all kept beside them.
    expect(kept.filter((point) => point.kind !== 'manual')).toHaveLength(3);
    // The daily backup is still off: nothing is charged for points taken on demand.
    expect((await call(app, owner, 'GET', `${BASE}/backup/daily`)).json().data.status).toBe(false);

    // A new day (billing clock) gives new ones.
    expect((await call(app, null, 'POST', '/api/sandbox/clock/advance', { hours: 24 })).statusCode).toBe(200);
    expect((await call(app, owner, 'POST', `${BASE}/backup/points`)).statusCode).toBe(202);
  });

  it('gives back the slot of a point whose job failed for good: a failure costs no point of the day', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const take = app.context.backups.take.bind(app.context.backups);
    app.context.backups.take = async () => {
      throw new Error('disco cheio');
    };
    try {
      for (let index = 0; index < MANUAL_POINTS_PER_DAY; index++) {
        const answer = await call(app, owner, 'POST', `${BASE}/backup/points`);
        expect(answer.statusCode).toBe(202);
        expect((await finished(answer.json().data.job)).status).toBe('failed');
      }
    } finally {
      app.context.backups.take = take;
    }
    const answers = [];
    for (let index = 0; index < MANUAL_POINTS_PER_DAY + 1; index++) answers.push(await call(app, owner, 'POST', `${BASE}/backup/points`));
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array(MANUAL_POINTS_PER_DAY).fill(202), 429]);
    for (const answer of answers.slice(0, MANUAL_POINTS_PER_DAY)) expect((await finished(answer.json().data.job)).status).toBe('completed');
    expect((await pointsOf(owner)).filter((point) => point.kind === 'manual')).toHaveLength(MANUAL_POINTS_PER_DAY);
  });

  it('shows a point whose archive was damaged as not verified, with the reason, and refuses to restore from it', async () => {
    const owner = await loginAs(app, DEMO.owner);
    const hosting = await fillHosting(owner);
    const point = await createPoint(owner);
    const [stored] = await app.context.backups.list(hosting.id);
    const bytes = await readFile(stored.file);
    const middle = Math.floor(bytes.length / 2);
    for (let i = middle; i < middle + 32; i++) bytes[i] ^= 0xff;
    await writeFile(stored.file, bytes);
    await writeFile(path.join(hosting.root, 'public_html/index.html'), 'depois');

    const restore = await call(app, owner, 'POST', `${BASE}/backup/restore`, { date: point.date, point: point.id, options: { files: true, databases: true, emails: true } });
    const job = await finished(restore.json().data.job);
    expect(job.status).toBe('failed');
    expect(JSON.parse(job.result!).message).toBe(BACKUP_TEXTS.refused(BACKUP_TEXTS.altered));
    expect(await readFile(path.join(hosting.root, 'public_html/index.html'), 'utf8')).toBe('depois');
    expect((await pointsOf(owner)).find((p) => p.id === point.id)).toMatchObject({ verified: false, verificationError: BACKUP_TEXTS.altered });
    expect(await temporaryFolders()).toEqual([]);
  });
});
