import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@server/db/database';
import type { FtpMainPasswords } from '../contract';
import type { FtpAccounts } from './accounts';
import { ftpDb } from './store';

/** The main accounts' passwords as other plugins see them (FTP_MAIN_PASSWORDS), and who is told of a change. */
export class MainPasswords implements FtpMainPasswords {
  private readonly listeners: ((hostingId: number) => Promise<void>)[] = [];

  constructor(
    private readonly db: Database,
    private readonly accounts: FtpAccounts,
    private readonly log: FastifyBaseLogger,
  ) {}

  passwordOf(hostingId: number): Promise<string | null> {
    return this.accounts.mainPassword(hostingId);
  }

  async changedAt(): Promise<Map<number, string>> {
    const rows = await ftpDb(this.db).selectFrom('ftp_main').select(['hosting_id', 'updated_at']).execute();
    return new Map(rows.map((row) => [row.hosting_id, row.updated_at]));
  }

  onChange(listener: (hostingId: number) => Promise<void>): void {
    this.listeners.push(listener);
  }

  /** The main password changed: every listener runs (one failing is logged, the others still run). */
  async changed(hostingId: number): Promise<void> {
    for (const listener of this.listeners) {
      await listener(hostingId).catch((error: unknown) => this.log.warn({ err: error, hostingId }, 'a listener of the FTP main password failed'));
    }
  }
}
