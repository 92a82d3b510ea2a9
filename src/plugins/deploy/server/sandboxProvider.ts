import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { repositoryPageUrl, type AvailableProvider, type RepositoryOption } from '../contract';
import { git } from './git';
import type { GitProvider, ProviderAccount } from './gitProvider';
import { ensureSeedRepositories } from './sandboxRepositories';
import type { DeployTables } from './store';

/** The one account every sandbox authorisation signs in as. */
export const SANDBOX_LOGIN = 'painel-demo';
/** Authorisation codes live as long as GitHub's: ten minutes, and are good once. */
const CODE_LIFETIME_MS = 10 * 60_000;

const REPOSITORY_NAME = /^[A-Za-z0-9._-]+$/;

export const sandboxAuthorizePath = (provider: AvailableProvider) => `/api/sandbox/git/${provider}/authorize`;

/**
 * Stands in for GitHub or GitLab on this machine: an authorisation page served by the API,
 * single-use codes, and an account whose repositories are real bare git repositories under
 * `<dataDir>/sandbox-git/<provider>/<owner>/<repo>.git`.
 */
export class SandboxGitProvider implements GitProvider {
  private seeding = new Map<string, Promise<void>>();

  constructor(
    readonly id: AvailableProvider,
    private readonly db: Kysely<DeployTables>,
    private readonly dataDir: string,
  ) {}

  authorizeUrl(state: string, callbackPath: string): string {
    return `${sandboxAuthorizePath(this.id)}?${new URLSearchParams({ client_id: 'painel', scope: 'repo', redirect_uri: callbackPath, state })}`;
  }

  /** The person said "Autorizar": a code for the panel to trade, bound to the state it came with. */
  async grant(state: string): Promise<string> {
    const code = randomBytes(24).toString('base64url');
    await this.db.deleteFrom('deploy_sandbox_codes').where('expires_at', '<', new Date().toISOString()).execute();
    await this.db.insertInto('deploy_sandbox_codes').values({ code, provider: this.id, state, login: SANDBOX_LOGIN, expires_at: new Date(Date.now() + CODE_LIFETIME_MS).toISOString() }).execute();
    return code;
  }

  async exchange(code: string, state: string): Promise<ProviderAccount | null> {
    const row = await this.db.deleteFrom('deploy_sandbox_codes').where('code', '=', code).where('provider', '=', this.id).returningAll().executeTakeFirst();
    if (!row || row.state !== state || Date.parse(row.expires_at) <= Date.now()) return null;
    await this.ensureRepositories(row.login);
    return { login: row.login, token: randomBytes(24).toString('base64url') };
  }

  ownerDir(login: string): string {
    return path.join(this.dataDir, 'sandbox-git', this.id, login);
  }

  private ensureRepositories(login: string): Promise<void> {
    const dir = this.ownerDir(login);
    let running = this.seeding.get(dir);
    if (!running) {
      running = ensureSeedRepositories(dir, path.join(this.dataDir, 'tmp')).finally(() => this.seeding.delete(dir));
      this.seeding.set(dir, running);
    }
    return running;
  }

  async repositories(account: ProviderAccount): Promise<RepositoryOption[]> {
    await this.ensureRepositories(account.login);
    const entries = await readdir(this.ownerDir(account.login), { withFileTypes: true });
    const options: RepositoryOption[] = [];
    for (const entry of entries.filter((e) => e.isDirectory() && e.name.endsWith('.git')).sort((a, b) => a.name.localeCompare(b.name))) {
      const name = entry.name.slice(0, -'.git'.length);
      const bare = path.join(this.ownerDir(account.login), entry.name);
      const head = (await git(['--git-dir', bare, 'symbolic-ref', '--short', 'HEAD'])).trim();
      // The address the real provider would show: the bare repository's file:// path is the server's own.
      options.push({ url: repositoryPageUrl(this.id, `${account.login}/${name}`), fullPath: `${account.login}/${name}`, branch: head, path: name });
    }
    return options;
  }

  /** The bare repository of `owner/name` in this account, or null. */
  private bareOf(account: ProviderAccount, fullPath: string): string | null {
    const [owner, name, ...rest] = fullPath.split('/');
    if (owner !== account.login || !name || rest.length > 0 || !REPOSITORY_NAME.test(name) || name.startsWith('.')) return null;
    const bare = path.join(this.ownerDir(account.login), `${name}.git`);
    return existsSync(path.join(bare, 'HEAD')) ? bare : null;
  }

  async branches(account: ProviderAccount, fullPath: string): Promise<string[]> {
    const bare = this.bareOf(account, fullPath);
    if (!bare) return [];
    const out = await git(['--git-dir', bare, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/']);
    return out.split('\n').filter(Boolean);
  }

  cloneSource(account: ProviderAccount, fullPath: string): string {
    const bare = this.bareOf(account, fullPath);
    if (!bare) throw new Error(`repository ${fullPath} is not in ${account.login}'s ${this.id} account`);
    return bare;
  }
}
