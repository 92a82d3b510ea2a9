import { lstat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { KeptOnNode } from '@server/provisioning/keptOnNode';
import { CRON_COMMAND, CRON_COMMAND_MAX, CRON_ENTRIES_MAX, type CronEntry } from '../../../node/contract';
import { CRONTAB, nodeSchedule, parseCrontab } from './crontab';
import { readTextOrEmpty } from './textFile';

/** Only an active hosting's jobs run: a suspended, paused or pending one has no crontab on its node. */
const RUNS_JOBS = 'Active';

/**
 * Keeps each hosting's crontab on its node as its `.crontab` says, the way NodeSites keeps its
 * site: a route's change is sent at once (`changed`), and every pass of its loop (`syncAll`)
 * sends what differs from what was last written, so a suspension, a pause, a file edited in the
 * file manager or a change the node could not take is in step within a pass. A hosting whose
 * status and `.crontab` are as they were at the last pass is not read again.
 */
export class NodeCrontabs {
  private readonly kept: KeptOnNode<{ hostingId: number; entries: CronEntry[] }>;

  constructor(
    private readonly context: Pick<ServerContext, 'db' | 'files' | 'nodeSites'>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.kept = new KeptOnNode((crontab) => context.nodeSites.node.perform('writeCrontab', crontab));
  }

  /** The entries the node should run for a hosting: its jobs while it is active, each in the node's form; none otherwise. */
  async entriesOf(hostingId: number, status: string): Promise<CronEntry[]> {
    if (status !== RUNS_JOBS || !(await lstat(this.crontabPath(hostingId)).catch(() => null))) return [];
    const { jobs } = parseCrontab(await readTextOrEmpty(await this.context.files.resolve(hostingId, CRONTAB)));
    const entries = new Map<string, CronEntry>();
    for (const job of jobs) {
      const schedule = nodeSchedule(job.expression);
      // A line written by hand that the node cannot run is left out, not the whole crontab.
      if (schedule === null || job.command.length > CRON_COMMAND_MAX || !CRON_COMMAND.test(job.command)) continue;
      entries.set(job.id, { id: job.id, schedule, command: job.command });
    }
    return [...entries.values()].slice(0, CRON_ENTRIES_MAX);
  }

  /** A route changed a hosting's jobs (or its account was just created): sent now, after what is under way. */
  changed(hostingId: number): Promise<void> {
    return this.kept.queue.run(async () => {
      const row = await this.context.db.selectFrom('hostings').select(['id', 'status']).where('id', '=', hostingId).executeTakeFirst();
      if (row) await this.sync(row, false);
    });
  }

  /** One pass over every hosting. */
  syncAll(): Promise<void> {
    return this.kept.queue.run(async () => {
      const rows = await this.context.db.selectFrom('hostings').select(['id', 'status']).execute();
      for (const row of rows) await this.sync(row, true);
      this.kept.keepOnly(new Set(rows.map((row) => row.id)));
    });
  }

  private crontabPath(hostingId: number): string {
    return path.join(this.context.files.rootPath(hostingId), CRONTAB);
  }

  private async stampOf(row: { id: number; status: string }): Promise<string> {
    const info = row.status === RUNS_JOBS ? await lstat(this.crontabPath(row.id)).catch(() => null) : null;
    return `${row.status}:${info ? `${info.ino}:${info.size}:${info.mtimeMs}` : '-'}`;
  }

  private async sync(row: { id: number; status: string }, pass: boolean): Promise<void> {
    try {
      const stamp = await this.stampOf(row);
      if (pass && this.kept.unchanged(row.id, stamp)) return;
      await this.kept.write(row.id, { hostingId: row.id, entries: await this.entriesOf(row.id, row.status) });
      this.kept.markSeen(row.id, stamp);
    } catch (error) {
      this.log.warn({ err: error, hostingId: row.id }, 'hosting node: the crontab could not be written; retried at the next pass');
    }
  }
}
