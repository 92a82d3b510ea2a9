import { mkdir } from 'node:fs/promises';
import { hashPassword } from '@server/auth/passwords';
import { nowIso } from '@server/db/database';
import type { HostingRef } from '@server/hostingData/holders';
import { DiskQuotaExceeded } from '@server/hostingFiles/diskQuota';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { APP_TEXTS, appLabel, type InstallResult } from '../contract';
import { hasEntries, removeAppFiles, writeAppFiles } from './appFiles';
import { skeletonFiles, type SkeletonValues } from './skeletons';
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

class NotEmpty extends Error {}

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

async function skeletonValues({ row, result, details }: Install): Promise<SkeletonValues> {
  const token = new URL(result.signOnUrl).searchParams.get('painel_sso') ?? '';
  return {
    app: row.app,
    label: appLabel(row.app),
    title: row.title,
    description: details.description,
    license: details.license,
    url: result.url,
    adminUsername: result.adminUsername,
    adminEmail: result.adminEmail,
    adminPasswordHash: await hashPassword(result.adminPassword),
    dbName: result.dbName,
    dbUser: result.dbUser,
    dbPassword: result.dbPassword,
    dbHost: result.dbHost,
    signOnToken: token,
  };
}

/** The install, step by step; the progress each step reaches is what the list shows. */
const STEPS: Step[] = [
  {
    progress: 10,
    async run({ row, hosting, context }) {
      const folder = await context.files.resolve(hosting.id, row.app_dir, 'dir');
      if (await hasEntries(folder)) throw new NotEmpty(APP_TEXTS.notEmpty);
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
  {
    progress: 55,
    async run(install) {
      await writeAppFiles(install.context.files, install.hosting.id, install.row.app_dir, skeletonFiles(await skeletonValues(install)).core);
    },
  },
  {
    progress: 75,
    async run(install) {
      await writeAppFiles(install.context.files, install.hosting.id, install.row.app_dir, skeletonFiles(await skeletonValues(install)).admin);
    },
  },
  {
    progress: 90,
    async run(install) {
      await writeAppFiles(install.context.files, install.hosting.id, install.row.app_dir, skeletonFiles(await skeletonValues(install)).config);
    },
  },
  { progress: 100, async run() {} },
];

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

export const stepDelayMs = (timeScale: number) => Math.max(0, INSTALL_STEP_MS * timeScale);

/**
 * Runs installs as a chain of queued jobs, one per step, so the queue never waits on one install.
 * Safe to run twice: a step's job whose progress is recorded already does nothing, the progress and
 * the next step's job are one transaction step of the job, and every step can be done again over a cut-short run.
 */
export function registerInstaller(context: ServerContext) {
  const { db, jobs } = context;
  const apps = appsDb(db);

  const fail = async (install: Install, error: unknown, stepReached: number) => {
    const message = error instanceof NotEmpty ? error.message : error instanceof DiskQuotaExceeded ? APP_TEXTS.noDisk : APP_TEXTS.installFailed;
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
    const current = STEPS[step];
    if (!current || row.progress >= current.progress) return null;
    try {
      await current.run(install);
    } catch (error) {
      await fail(install, error, step);
      return { appId, failed: true };
    }
    const last = step === STEPS.length - 1;
    // One transaction step: a worker that lost the job to another (its lease lapsed) records nothing and queues no second chain.
    await run.transactionStep('recorded', async (trx) => {
      await appsDb(trx)
        .updateTable('hosting_apps')
        .set(last ? { progress: current.progress, status: 'completed', created_at: nowIso(), details: '{}' } : { progress: current.progress })
        .where('id', '=', appId)
        .execute();
      if (!last) await jobs.enqueue(userId, INSTALL_STEP_JOB, { appId, userId, step: step + 1 } satisfies StepPayload, stepDelayMs(context.timeScale), trx);
    });
    return { appId, step };
  });

  return {
    start: (appId: number, userId: number) => jobs.enqueue(userId, INSTALL_STEP_JOB, { appId, userId, step: 0 } satisfies StepPayload, stepDelayMs(context.timeScale)),
  };
}
