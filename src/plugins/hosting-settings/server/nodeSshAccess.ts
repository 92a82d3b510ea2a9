import { lstat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '@server/plugins/serverPlugin';
import { KeptOnNode } from '@server/provisioning/keptOnNode';
import { SSH_PASSWORD, SSH_PUBLIC_KEY, type SshAccess } from '../../../node/contract';
import { FTP_MAIN_PASSWORDS } from '../../ftp/contract';
import { authorizedKeysFile } from './authorizedKeys';
import { settingsDb } from './store';

/**
 * Keeps each hosting's SFTP sign-in on its node as the SSH page says, like NodeCrontabs: SSH on
 * (and the hosting active) with the keys of its `.ssh/authorized_keys` and the FTP main account's
 * password (the page shows that one: part 2 §3), or off. `send` is the SSH toggle's job (its failure
 * shows on the page), `changed` a key added or removed or the password changed, and every pass of its
 * loop repairs what differs. The password is read from the FTP plugin's contract when it is sent and
 * kept nowhere (KeptOnNode keeps a digest).
 */
export class NodeSshAccess {
  private readonly kept: KeptOnNode<SshAccess>;

  constructor(
    private readonly context: Pick<ServerContext, 'db' | 'files' | 'nodeSites' | 'pluginApis'>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.kept = new KeptOnNode((access) => context.nodeSites.node.perform('writeSshAccess', access));
  }

  /** What the node should allow for a hosting. */
  async accessOf(hostingId: number): Promise<SshAccess> {
    const hosting = await this.context.db.selectFrom('hostings').select('status').where('id', '=', hostingId).executeTakeFirst();
    const state = await settingsDb(this.context.db).selectFrom('ssh_state').select('active').where('hosting_id', '=', hostingId).executeTakeFirst();
    const enabled = hosting?.status === 'Active' && state?.active === 1;
    const keys = enabled ? (await authorizedKeysFile(this.context.files).read(hostingId)).keys.map((key) => key.key).filter((key) => SSH_PUBLIC_KEY.test(key)) : [];
    return { hostingId, enabled, keys: [...new Set(keys)].slice(0, 100), password: enabled ? await this.passwordOf(hostingId) : null };
  }

  /** The FTP main account's password, when the FTP plugin is served and the node can take it (one line). */
  private async passwordOf(hostingId: number): Promise<string | null> {
    const password = await this.context.pluginApis.find(FTP_MAIN_PASSWORDS)?.passwordOf(hostingId);
    return password && SSH_PASSWORD.test(password) ? password : null;
  }

  /** Sends the hosting's access now; throws when the node refuses or cannot be reached (no account yet: nothing to do). */
  send(hostingId: number): Promise<void> {
    return this.kept.queue.run(async () => this.kept.write(hostingId, await this.accessOf(hostingId)));
  }

  /** A key was added or removed, or the password changed: sent now; a failure is retried by the pass. */
  changed(hostingId: number): Promise<void> {
    return this.send(hostingId).catch((error: unknown) => this.log.warn({ err: error, hostingId }, 'hosting node: SSH access could not be written; retried at the next pass'));
  }

  /** One pass over every hosting: those whose status, SSH switch, keys file or password changed since the last pass. */
  syncAll(): Promise<void> {
    return this.kept.queue.run(async () => {
      const rows = await this.context.db.selectFrom('hostings').select(['id', 'status']).execute();
      const active = new Set((await settingsDb(this.context.db).selectFrom('ssh_state').select('hosting_id').where('active', '=', 1).execute()).map((row) => row.hosting_id));
      const passwordChangedAt = (await this.context.pluginApis.find(FTP_MAIN_PASSWORDS)?.changedAt()) ?? new Map<number, string>();
      for (const row of rows) {
        const stamp = await this.stampOf(row.id, `${row.status}:${active.has(row.id)}:${passwordChangedAt.get(row.id) ?? '-'}`);
        if (this.kept.unchanged(row.id, stamp)) continue;
        try {
          await this.kept.write(row.id, await this.accessOf(row.id));
          this.kept.markSeen(row.id, stamp);
        } catch (error) {
          this.log.warn({ err: error, hostingId: row.id }, 'hosting node: SSH access could not be written; retried at the next pass');
        }
      }
      this.kept.keepOnly(new Set(rows.map((row) => row.id)));
    });
  }

  private async stampOf(hostingId: number, state: string): Promise<string> {
    const info = await lstat(path.join(this.context.files.rootPath(hostingId), '.ssh', 'authorized_keys')).catch(() => null);
    return `${state}:${info ? `${info.ino}:${info.size}:${info.mtimeMs}` : '-'}`;
  }
}
