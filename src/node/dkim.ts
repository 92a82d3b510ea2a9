import { createPrivateKey, createPublicKey, generateKeyPair } from 'node:crypto';
import { chmod, chown, mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { hostValue, pathValue } from './configValues';
import { DKIM_SELECTOR, type DkimKey } from './mailContract';
import type { NodeConfig } from './nodeConfig';
import { readIfExists, signalPidFile, userIds, writeAtomically } from './system';

const generate = promisify(generateKeyPair);

/** opendkim reads a changed table on SIGUSR1 in a moment of its own; the operation answers after it. */
const RELOAD_SETTLE_MS = 300;

/**
 * The node's DKIM keys and the tables of the node's opendkim (scripts/hosting-node.sh starts it as a
 * milter of Postfix's submission port). One 2048-bit RSA key per mail domain, made here the first
 * time the domain is served or asked for, never sent anywhere: `mail/dkim/keys/<domain>.private`,
 * readable by the opendkim user only (the signer; root reads it too). From the domains the node
 * serves the agent writes `KeyTable` and `SigningTable` (each domain signs as itself with the
 * selector `painel`) and tells opendkim to read them again. The public half goes back to the panel
 * (`readDkimKey`), which publishes it in the domain's zone.
 */
export class NodeDkim {
  private readonly root: string;

  constructor(config: NodeConfig) {
    this.root = path.join(config.dataDir, 'mail', 'dkim');
  }

  private get keysDir() {
    return path.join(this.root, 'keys');
  }
  private keyFile(domain: string) {
    return path.join(this.keysDir, `${hostValue(domain)}.private`);
  }

  /** The domain's public key (base64 of its DER SubjectPublicKeyInfo, as a DKIM record's `p=`), its key made when it has none. */
  async publicKey(domain: string): Promise<DkimKey> {
    const pem = await this.privateKey(domain);
    const der = createPublicKey(createPrivateKey(pem)).export({ type: 'spki', format: 'der' });
    return { selector: DKIM_SELECTOR, publicKey: der.toString('base64') };
  }

  /** opendkim signs mail from these domains (every key is kept: a domain served again signs with the key its zone publishes). */
  async sign(domains: string[]): Promise<void> {
    const keyed = new Set(await this.domains());
    for (const domain of domains) if (!keyed.has(domain)) await this.privateKey(domain);
    const sorted = [...new Set(domains.map(hostValue))].sort();
    const keyTable = sorted.map((domain) => `${domain} ${domain}:${DKIM_SELECTOR}:${pathValue(this.keyFile(domain))}\n`).join('');
    // refile: a pattern per line, matched against the From: address.
    const signingTable = sorted.map((domain) => `*@${domain} ${domain}\n`).join('');
    let changed = false;
    for (const [name, text] of [['KeyTable', keyTable], ['SigningTable', signingTable]] as const) {
      const file = path.join(this.root, name);
      if ((await readIfExists(file)) === text) continue;
      await writeAtomically(file, text, 0o644);
      changed = true;
    }
    if (changed && (await signalPidFile(path.join(this.root, '..', 'opendkim', 'opendkim.pid'), 'SIGUSR1'))) {
      await new Promise((resolve) => setTimeout(resolve, RELOAD_SETTLE_MS));
    }
  }

  /** The domains that have a key on this node. */
  async domains(): Promise<string[]> {
    const names = await readdir(this.keysDir).catch(() => [] as string[]);
    return names.filter((name) => name.endsWith('.private')).map((name) => name.slice(0, -'.private'.length));
  }

  private async privateKey(domain: string): Promise<string> {
    const file = this.keyFile(domain);
    const saved = await readIfExists(file);
    if (saved !== null) return saved;
    const signer = await userIds('opendkim').catch(() => ({ uid: 0, gid: 0 }));
    await mkdir(this.keysDir, { recursive: true, mode: 0o700 });
    await chown(this.keysDir, signer.uid, signer.gid);
    await chmod(this.keysDir, 0o700);
    const { privateKey } = await generate('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'der' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    // Written whole under a dot name, then renamed: two calls at once keep one key, the last renamed.
    const temporary = path.join(this.keysDir, `.${path.basename(file)}.${process.pid}.tmp`);
    await writeFile(temporary, privateKey, { mode: 0o600 });
    await chown(temporary, signer.uid, signer.gid);
    await rename(temporary, file);
    return privateKey;
  }
}
