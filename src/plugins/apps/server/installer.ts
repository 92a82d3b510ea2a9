import { mkdir } from 'node:fs/promises';
import { nowIso } from '@server/db/database';
import type { HostingRef } from '@server/hostingData/holders';
import { DiskQuotaExceeded } from '@server/hostingFiles/diskQuota';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { APP_TEXTS, appLabel, appUnavailable, type InstallResult } from '../contract';
import { copyAppFiles, hasEntries, removeAppFiles, writeAppFiles } from './appFiles';
import { findAppSource, type AppSource } from './appSources';
import { isAdminOrContent, wordpressConfig, wordpressFiles, type SourceFile } from './wordpress';
import { appsDb, type AppRow } from './store';

export const INSTALL_STEP_JOB = 'apps.install-step';
/** Each step of an install waits this long before it runs (scaled); six steps make the two minutes a real install takes. */
export const INSTALL_STEP_MS = 20_000;

interface StepPayload {
  appId: number;
  userId: number;
  step: number;
}

/** What the install form asked for beyond the result: kept until the files are written. */
export interface InstallDetails {
  description: string;
  license: string;
}

/** A reason the install stops that the customer can act on: its message is shown as it is. */
class InstallRefused extends Error {}

type Step = { progress: number; run: (install: Install) => Promise<void> };

interface Install {
  row: AppRow;
  hosting: HostingRef;
  result: InstallResult;
  details: InstallDetails;
  context: ServerContext;
  /** Above 1 when an earlier run of this step's job was cut short (its process died). */
  attempt: number;
}

/** The app's code, which the steps copy; gone since the install was asked for, the install stops with the reason. */
async function sourceOf({ row }: Install, dirs: Readonly<Record<string, string>>): Promise<AppSource> {
  const source = await findAppSource(row.app, dirs);
  if (!source) throw new InstallRefused(appUnavailable(appLabel(row.app)));
  return source;
}

/** The install, step by step; the progress each step reaches is what the list shows. */
function installSteps(dirs: Readonly<Record<string, string>>): Step[] {
  const copy = async (install: Install, which: (file: SourceFile) => boolean) => {
    const source = await sourceOf(install, dirs);
    const entries = (await wordpressFiles(source.dir)).filter(which);
    await copyAppFiles(install.context.files, install.hosting.id, install.row.app_dir, entries);
  };
  return [
    {
      progress: 10,
      async run(install) {
        await sourceOf(install, dirs);
        const folder = await install.context.files.resolve(install.hosting.id, install.row.app_dir, 'dir');
        if (await hasEntries(folder)) throw new InstallRefused(APP_TEXTS.notEmpty);
        await mkdir(folder, { recursive: true });
      },
    },
    {
      progress: 30,
      async run({ hosting, result, context, attempt }) {
        // A run cut short after creating the database made it already (the name was reserved for this install): only its password is set again.
        const made = attempt > 1 && (await context.databases.list(hosting)).some((db) => db.dbms === 'mysql' && db.dbname === result.dbName);
        if (made) await context.databases.changePassword(hosting, { dbms: 'mysql', dbname: result.dbName, password: result.dbPassword });
        else await context.databases.create(hosting, { dbms: 'mysql', dbname: result.dbName, user: result.dbUser, password: result.dbPassword });
      },
    },
    { progress: 55, run: (install) => copy(install, (file) => !isAdminOrContent(file)) },
    { progress: 75, run: (install) => copy(install, isAdminOrContent) },
    {
      progress: 90,
      async run({ row, hosting, result, context }) {
        await writeAppFiles(context.files, hosting.id, row.app_dir, [['wp-config.php', wordpressConfig(result)]]);
        // Owned by the site's user from now on, as files WordPress writes itself (updates, plugins) will be.
        await context.files.handedOver(hosting.id, await context.files.resolve(hosting.id, row.app_dir, 'dir'));
      },
    },
    {
      progress: 95,
      // WordPress's own install screen, done for the customer, so the access the panel shows signs in. The sandbox node runs no PHP.
      async run({ row, hosting, result, context }) {
        const { node } = context.nodeSites;
        if (node.kind !== 'local') return;
        const site = { url: result.url, title: row.title, username: result.adminUsername, password: result.adminPassword, email: result.adminEmail };
        await node.perform('installWordPress', { hostingId: hosting.id, path: row.app_dir, ...site }).catch((error: unknown) => {
          // A run cut short after WordPress installed itself: done.
          if ((error as { statusCode?: number }).statusCode !== 409) throw error;
        });
      },
    },
    { progress: 100, async run() {} },
  ];
}

/** The folders of a hosting's other live apps, which removing this one's files must spare. */
export async function otherAppDirs(context: ServerContext, row: AppRow): Promise<string[]> {
  const rows = await appsDb(context.db).selectFrom('hosting_apps').select('app_dir').where('hosting_id', '=', row.hosting_id).where('id', '!=', row.id).where('status', '!=', 'error').execute();
  return rows.map((r) => r.app_dir);
}

/** Takes away what an app put on the hosting: its files and its database. */
export async function uninstall(context: ServerContext, hosting: HostingRef, row: AppRow): Promise<void> {
  const result = JSON.parse(row.result) as InstallResult;
  await removeAppFiles(context.files, hosting.id, row.app_dir, await otherAppDirs(context, row));
  const databases = await context.databases.list(hosting);
  if (databases.some((db) => db.dbms === 'mysql' && db.dbname === result.dbName)) await context.databases.remove(hosting, { dbms: 'mysql', dbname: result.dbName });
}

/** The sandbox spaces the steps as a long install would; elsewhere each step runs as soon as the one before ends. */
export const stepDelayMs = (context: Pick<ServerContext, 'sandbox' | 'timeScale'>) => (context.sandbox ? Math.max(0, INSTALL_STEP_MS * context.timeScale) : 0);

/**
 * Runs installs as a chain of queued jobs, one per step, so the queue never waits on one install.
 * Safe to run twice: a step's job whose progress is recorded already does nothing, the progress and
 * the next step's job are one transaction step of the job, and every step can be done again over a cut-short run.
 */
export function registerInstaller(context: ServerContext, sourceDirs: Readonly<Record<string, string>>) {
  const { db, jobs } = context;
  const apps = appsDb(db);
  const steps = installSteps(sourceDirs);

  const fail = async (install: Install, error: unknown, stepReached: number) => {
    const message = error instanceof InstallRefused ? error.message : error instanceof DiskQuotaExceeded ? APP_TEXTS.noDisk : APP_TEXTS.installFailed;
    // Only what this install made goes: a folder found non-empty was never touched.
    if (stepReached > 0) await uninstall(context, install.hosting, install.row).catch(() => undefined);
    await apps.updateTable('hosting_apps').set({ status: 'error', error: message }).where('id', '=', install.row.id).execute();
  };

  jobs.handle(INSTALL_STEP_JOB, async (payload, run) => {
    const { appId, userId, step } = payload as StepPayload;
    const row = (await apps.selectFrom('hosting_apps').selectAll().where('id', '=', appId).executeTakeFirst()) as AppRow | undefined;
    if (!row || row.status !== 'installing') return null;
    const hosting = await db.selectFrom('hostings').select(['id', 'domain', 'username']).where('id', '=', row.hosting_id).executeTakeFirst();
    if (!hosting) return null;
    const install: Install = { row, hosting, result: JSON.parse(row.result) as InstallResult, details: JSON.parse(row.details) as InstallDetails, context, attempt: run.attempt };
    const current = steps[step];
    if (!current || row.progress >= current.progress) return null;
    try {
      await current.run(install);
    } catch (error) {
      await fail(install, error, step);
      return { appId, failed: true };
    }
    const last = step === steps.length - 1;
    // One transaction step: a worker that lost the job to another (its lease lapsed) records nothing and queues no second chain.
    await run.transactionStep('recorded', async (trx) => {
      await appsDb(trx)
        .updateTable('hosting_apps')
        .set(last ? { progress: current.progress, status: 'completed', created_at: nowIso(), details: '{}' } : { progress: current.progress })
        .where('id', '=', appId)
        .execute();
      if (!last) await jobs.enqueue(userId, INSTALL_STEP_JOB, { appId, userId, step: step + 1 } satisfies StepPayload, stepDelayMs(context), trx);
    });
    return { appId, step };
  });

  return {
    start: (appId: number, userId: number) => jobs.enqueue(userId, INSTALL_STEP_JOB, { appId, userId, step: 0 } satisfies StepPayload, stepDelayMs(context)),
  };
}
