import { mkdir } from 'node:fs/promises';
import type { Database } from '@server/db/database';
import { nowIso } from '@server/db/database';
import { hashPassword, verifyPassword } from '@server/auth/passwords';
import type { HostingFiles } from '@server/hostingFiles/fileRoot';
import { fieldError, HttpError, MESSAGES as HTTP_MESSAGES } from '@server/http/errors';
import type { SecretBox } from '@server/secrets/secretBox';
import { generatePassword } from '@core/shared';
import { MESSAGES, type FtpUser } from '../contract';
import { ftpDb } from './store';

/** The guest acting on a shared hosting, or null for its owner. */
export type GuestId = number | null;

export interface FtpHosting {
  id: number;
  domain: string;
  /** The hosting's system user: the main access's FTP username. */
  username: string;
}

/** Who signed in to the FTP server and where they may go. */
export interface FtpSession {
  hostingId: number;
  /** Inside the file root; `/` for the main access. */
  home: string;
}

function openOrNull(box: SecretBox, sealed: string): string | null {
  try {
    return box.open(sealed);
  } catch {
    return null;
  }
}

const FORBIDDEN = HTTP_MESSAGES.forbidden;

/** A hosting's files are served only while it is Active, like its site. */
const SERVED_STATUS = 'Active';

/** The FTP accounts of every hosting: what the panel edits and the FTP server signs in against. */
export class FtpAccounts {
  private readonly ftp;

  constructor(
    private readonly db: Database,
    private readonly files: HostingFiles,
    private readonly box: () => Promise<SecretBox>,
  ) {
    this.ftp = ftpDb(db);
  }

  /**
   * The main access's password as the panel shows it; one is generated the first time. Null when
   * it was sealed with another key (SECRET_KEY or the key file changed): signing in still works,
   * and setting a new password makes it readable again.
   */
  async mainPassword(hostingId: number): Promise<string | null> {
    const row = await this.ftp.selectFrom('ftp_main').select('password_sealed').where('hosting_id', '=', hostingId).executeTakeFirst();
    const box = await this.box();
    if (row) return openOrNull(box, row.password_sealed);
    const password = generatePassword();
    await this.ftp
      .insertInto('ftp_main')
      .values({ hosting_id: hostingId, password_hash: await hashPassword(password), password_sealed: box.seal(password), updated_at: nowIso() })
      .onConflict((oc) => oc.column('hosting_id').doNothing())
      .execute();
    // A concurrent first read may have won the insert: answer what is stored.
    const stored = await this.ftp.selectFrom('ftp_main').select('password_sealed').where('hosting_id', '=', hostingId).executeTakeFirstOrThrow();
    return openOrNull(box, stored.password_sealed);
  }

  /** `passwordHash` spares the slow hash when the caller already has the password's (the demo seed). */
  async setMainPassword(hostingId: number, password: string, passwordHash?: string): Promise<void> {
    const values = { password_hash: passwordHash ?? (await hashPassword(password)), password_sealed: (await this.box()).seal(password), updated_at: nowIso() };
    await this.ftp
      .insertInto('ftp_main')
      .values({ hosting_id: hostingId, ...values })
      .onConflict((oc) => oc.column('hosting_id').doUpdateSet(values))
      .execute();
  }

  /** The owner sees every extra user; a guest only those they made. */
  users(hostingId: number, guestId: GuestId): Promise<FtpUser[]> {
    const query = this.ftp.selectFrom('ftp_users').select(['username', 'homedir']).where('hosting_id', '=', hostingId).orderBy('username');
    return (guestId === null ? query : query.where('guest_id', '=', guestId)).execute();
  }

  /** Adds an extra user whose home is `homedir` inside the file root, creating the folder if missing. */
  async addUser(hosting: FtpHosting, body: { username: string; password: string; homedir: string }, guestId: GuestId = null): Promise<FtpUser> {
    if (body.username === hosting.username) throw fieldError('username', MESSAGES.userTaken);
    const taken = await this.ftp.selectFrom('ftp_users').select('id').where('hosting_id', '=', hosting.id).where('username', '=', body.username).executeTakeFirst();
    if (taken) throw fieldError('username', MESSAGES.userTaken);
    const folder = await this.files.resolve(hosting.id, body.homedir, 'homedir');
    await mkdir(folder, { recursive: true });
    // Created now, checked again: a symbolic link met on the way would have been refused above.
    const homedir = await this.files.relative(hosting.id, await this.files.resolve(hosting.id, body.homedir, 'homedir'));
    await this.ftp
      .insertInto('ftp_users')
      .values({ hosting_id: hosting.id, username: body.username, password_hash: await hashPassword(body.password), homedir, guest_id: guestId, created_at: nowIso() })
      .execute();
    return { username: body.username, homedir };
  }

  /** The extra user's name from what the panel sends: "joao" or "joao@{resource}". */
  private extraName(hosting: FtpHosting, account: string): string {
    const suffix = `@${hosting.domain}`;
    return account.endsWith(suffix) ? account.slice(0, -suffix.length) : account;
  }

  /**
   * Changes the password of the main access (its username) or of an extra user, and says whose it
   * was. The main access is the owner's (its password is also SSH's): a guest changes only the users
   * they made.
   */
  async setPassword(hosting: FtpHosting, account: string, password: string, guestId: GuestId = null): Promise<'main' | 'extra'> {
    if (account === hosting.username) {
      if (guestId !== null) throw new HttpError(403, FORBIDDEN);
      await this.setMainPassword(hosting.id, password);
      return 'main';
    }
    const update = this.ftp
      .updateTable('ftp_users')
      .set({ password_hash: await hashPassword(password) })
      .where('hosting_id', '=', hosting.id)
      .where('username', '=', this.extraName(hosting, account));
    const result = await (guestId === null ? update : update.where('guest_id', '=', guestId)).executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw fieldError('username', MESSAGES.userUnknown);
    return 'extra';
  }

  async removeUser(hosting: FtpHosting, account: string, guestId: GuestId = null): Promise<void> {
    const removal = this.ftp.deleteFrom('ftp_users').where('hosting_id', '=', hosting.id).where('username', '=', this.extraName(hosting, account));
    const result = await (guestId === null ? removal : removal.where('guest_id', '=', guestId)).executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new HttpError(404, MESSAGES.userUnknown);
  }

  /**
   * The FTP server's sign-in: the main access signs in with the hosting's username, an extra user
   * as `{username}@{domain}`. Null for an unknown name, a wrong password or a hosting not Active.
   */
  async authenticate(login: string, password: string): Promise<FtpSession | null> {
    const name = login.trim().toLowerCase();
    const at = name.lastIndexOf('@');
    const hostings = this.db.selectFrom('hostings').select(['id', 'status']);
    if (at < 0) {
      const hosting = await hostings.where('username', '=', name).executeTakeFirst();
      if (!hosting || hosting.status !== SERVED_STATUS) return null;
      const row = await this.ftp.selectFrom('ftp_main').select('password_hash').where('hosting_id', '=', hosting.id).executeTakeFirst();
      return row && (await verifyPassword(password, row.password_hash)) ? { hostingId: hosting.id, home: '/' } : null;
    }
    const hosting = await hostings.where('domain', '=', name.slice(at + 1)).executeTakeFirst();
    if (!hosting || hosting.status !== SERVED_STATUS) return null;
    const row = await this.ftp
      .selectFrom('ftp_users')
      .select(['password_hash', 'homedir', 'guest_id'])
      .where('hosting_id', '=', hosting.id)
      .where('username', '=', name.slice(0, at))
      .executeTakeFirst();
    if (!row || !(await verifyPassword(password, row.password_hash))) return null;
    // A guest's user signs in only while the guest keeps the website permission.
    if (row.guest_id !== null && !(await this.guestHasWebsite(hosting.id, row.guest_id))) return null;
    return { hostingId: hosting.id, home: row.homedir };
  }

  private async guestHasWebsite(hostingId: number, guestId: number): Promise<boolean> {
    const share = await this.db.selectFrom('hosting_shares').select('has_website').where('hosting_id', '=', hostingId).where('user_id', '=', guestId).executeTakeFirst();
    return share?.has_website === 1;
  }
}
