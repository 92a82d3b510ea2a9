import { chmod, chown, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mailDomainSchema, type MailDomain, type ServedMailDomain } from './mailContract';
import { NodeDkim } from './dkim';
import { mailDigest } from './mailDigest';
import { addressOf, POSTFIX_MAPS, renderDisabledFile, renderPasswdFile, renderPostfixMaps } from './mailMaps';
import { renderVacation } from './mailSieve';
import type { NodeConfig } from './nodeConfig';
import { readIfExists, runProgram, writeAtomically } from './system';

/** The mail service is not running on this node (scripts/hosting-node.sh writes its configuration at start). */
export class MailUnavailable extends Error {}

const isInside = (root: string, candidate: string) => candidate.startsWith(root + path.sep);

/**
 * Dovecot looks at a passwd-file again (its time and size) at most once a second: a sign-in in the
 * same second as the write, after one that came before it, would still meet the old file. Waiting
 * for the next second makes the change live when the operation answers, and keeps two writes of
 * the same size out of one second.
 */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_010 - (Date.now() % 1_000)));

/**
 * The node's mail, as scripts/hosting-node.sh runs it: Postfix (configuration in mail/postfix) and
 * Dovecot (mail/dovecot). Each hosting's state is kept as given (mail/state/<id>.json, root's); from
 * all of them the agent writes Postfix's maps (postmap'd, then `postfix reload` when one changed) and
 * one Dovecot passwd-file per domain, which Dovecot reads again on its next lookup: a password, a
 * quota or a disabled account is live at once, without a reload. Mailboxes are Maildirs in
 * mail/vmail/<hosting id>/<local part>, the vmail user's; an account removed loses its folder.
 */
export class NodeMail {
  private readonly root: string;
  private readonly dkim: NodeDkim;

  constructor(private readonly config: NodeConfig) {
    this.root = path.join(config.dataDir, 'mail');
    this.dkim = new NodeDkim(config);
  }

  private get postfixDir() {
    return path.join(this.root, 'postfix');
  }
  private get passwdDir() {
    return path.join(this.root, 'dovecot', 'passwd');
  }
  private get disabledDir() {
    return path.join(this.root, 'dovecot', 'disabled');
  }
  private get stateDir() {
    return path.join(this.root, 'state');
  }
  private get sieveDir() {
    return path.join(this.root, 'sieve');
  }
  private get vmailDir() {
    return path.join(this.root, 'vmail');
  }
  private stateFile(hostingId: number) {
    return path.join(this.stateDir, `${hostingId}.json`);
  }
  private passwdFile(domain: string) {
    return path.join(this.passwdDir, domain);
  }
  private disabledFile(domain: string) {
    return path.join(this.disabledDir, domain);
  }
  private readonly mailboxFolder = (hostingId: number, localPart: string) => path.join(this.vmailDir, String(hostingId), localPart);

  private async requireService(): Promise<void> {
    if ((await readIfExists(path.join(this.postfixDir, 'main.cf'))) === null || (await readIfExists(path.join(this.root, 'dovecot', 'dovecot.conf'))) === null) throw new MailUnavailable();
  }

  /** Serves the hosting's mail domain as given: its mailboxes, aliases and passwords. */
  async write(state: MailDomain): Promise<{ changed: boolean }> {
    await this.requireService();
    const states = await this.states();
    const previous = states.get(state.hostingId);
    const passwd = renderPasswdFile(state, this.mailboxFolder);
    const disabled = renderDisabledFile(state);
    const digest = mailDigest(state);
    const passwdChanged = (await readIfExists(this.passwdFile(state.domain))) !== passwd || (await readIfExists(this.disabledFile(state.domain))) !== disabled;
    if (previous && mailDigest(previous) === digest && !passwdChanged) {
      await this.signFor(states);
      return { changed: false };
    }
    // A domain moves to the hosting that now claims it.
    for (const [hostingId, other] of states) if (hostingId !== state.hostingId && other.domain === state.domain) await this.forget(states, hostingId);
    await mkdir(this.stateDir, { recursive: true, mode: 0o700 });
    await writeAtomically(this.stateFile(state.hostingId), JSON.stringify(state), 0o600);
    states.set(state.hostingId, state);
    // The deny list first: an account disabled now never signs in with the new passwd-file alone.
    await this.writeAuthFile(this.disabledFile(state.domain), disabled);
    await this.writeAuthFile(this.passwdFile(state.domain), passwd);
    if (previous && previous.domain !== state.domain) for (const file of [this.passwdFile(previous.domain), this.disabledFile(previous.domain)]) await rm(file, { force: true });
    await this.writeMaps(states);
    await this.signFor(states);
    await this.writeSieve(state);
    if (previous && previous.domain !== state.domain) await rm(path.join(this.sieveDir, previous.domain), { recursive: true, force: true });
    const kept = new Set(state.accounts.map((account) => account.localPart));
    for (const gone of previous?.accounts.filter((account) => !kept.has(account.localPart)) ?? []) await this.removeFolder(this.mailboxFolder(state.hostingId, gone.localPart));
    if (passwdChanged) await nextSecond();
    return { changed: true };
  }

  /** The hosting's domain stops receiving mail and nobody of it signs in; its mailboxes' files stay. */
  async remove(hostingId: number): Promise<{ removed: boolean }> {
    await this.requireService();
    const states = await this.states();
    if (!states.has(hostingId)) return { removed: false };
    await this.forget(states, hostingId);
    await this.writeMaps(states);
    await this.signFor(states);
    // A passwd-file gone is seen as late as a changed one: in the next second.
    await nextSecond();
    return { removed: true };
  }

  async list(): Promise<ServedMailDomain[]> {
    await this.requireService();
    return [...(await this.states()).values()].map((state) => ({ hostingId: state.hostingId, domain: state.domain, digest: mailDigest(state) }));
  }

  /** Outgoing mail of every domain served is DKIM-signed (opendkim's tables). */
  private signFor(states: Map<number, MailDomain>): Promise<void> {
    return this.dkim.sign([...states.values()].map((state) => state.domain));
  }

  private async forget(states: Map<number, MailDomain>, hostingId: number): Promise<void> {
    const state = states.get(hostingId);
    if (!state) return;
    await rm(this.stateFile(hostingId), { force: true });
    for (const file of [this.passwdFile(state.domain), this.disabledFile(state.domain)]) await rm(file, { force: true });
    await rm(path.join(this.sieveDir, state.domain), { recursive: true, force: true });
    states.delete(hostingId);
  }

  /** Every hosting's state as last written (each checked by its schema again: a file edited or cut short by hand is skipped, and the panel's pass writes it again). */
  private async states(): Promise<Map<number, MailDomain>> {
    const states = new Map<number, MailDomain>();
    for (const name of await readdir(this.stateDir).catch(() => [] as string[])) {
      if (!/^[0-9]{1,10}\.json$/.test(name)) continue;
      const text = (await readIfExists(path.join(this.stateDir, name))) ?? '';
      const parsed = mailDomainSchema.safeParse((() => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          return null;
        }
      })());
      if (parsed.success && `${parsed.data.hostingId}.json` === name) states.set(parsed.data.hostingId, parsed.data);
    }
    return states;
  }

  /** Root's, readable by Dovecot's auth (its folder's group), written through a dot file and a rename. */
  private async writeAuthFile(file: string, text: string): Promise<void> {
    const folder = path.dirname(file);
    const { gid } = await stat(folder);
    const temporary = path.join(folder, `.${path.basename(file)}.${process.pid}.tmp`);
    await writeFile(temporary, text, { mode: 0o640 });
    await chown(temporary, 0, gid);
    await chmod(temporary, 0o640);
    await rename(temporary, file);
  }

  /**
   * Each account's autoresponder as `sieve/<domain>/<local part>.sieve` (root's, read by Dovecot's
   * delivery as vmail), compiled at once with the node's own Dovecot configuration; the scripts of
   * accounts without one are removed.
   */
  private async writeSieve(state: MailDomain): Promise<void> {
    const folder = path.join(this.sieveDir, state.domain);
    const wanted = new Map<string, string>(state.accounts.flatMap((account) => (account.autoresponder ? [[`${account.localPart}.sieve`, renderVacation(account.autoresponder)] as const] : [])));
    if (wanted.size === 0) return void (await rm(folder, { recursive: true, force: true }));
    await mkdir(folder, { recursive: true, mode: 0o755 });
    for (const name of await readdir(folder)) {
      if (!wanted.has(name.replace(/\.svbin$/, '.sieve'))) await rm(path.join(folder, name), { force: true });
    }
    for (const [name, text] of wanted) {
      const file = path.join(folder, name);
      // The file is named after a local part the schema checked; checked again before it names a path.
      addressOf(name.slice(0, -'.sieve'.length), state.domain);
      if ((await readIfExists(file)) === text) continue;
      await writeAtomically(file, text);
      await runProgram('/usr/bin/sievec', ['-c', path.join(this.root, 'dovecot', 'dovecot.conf'), file]);
    }
  }

  /** Each map that changed is written and postmap'd; Postfix reloads once when any did. */
  private async writeMaps(states: Map<number, MailDomain>): Promise<void> {
    const maps = renderPostfixMaps([...states.values()]);
    let changed = false;
    for (const name of POSTFIX_MAPS) {
      const file = path.join(this.postfixDir, name);
      if ((await readIfExists(file)) === maps[name] && (await stat(`${file}.db`).then(() => true, () => false))) continue;
      await writeAtomically(file, maps[name]);
      await runProgram(path.join(this.config.sbinDir, 'postmap'), ['-c', this.postfixDir, `hash:${file}`]);
      changed = true;
    }
    if (changed) await runProgram(path.join(this.config.sbinDir, 'postfix'), ['-c', this.postfixDir, 'reload']);
  }

  private async removeFolder(folder: string): Promise<void> {
    if (!isInside(this.vmailDir, path.resolve(folder))) return;
    await rm(folder, { recursive: true, force: true });
  }
}
