import type { AvailableProvider, RepositoryOption } from '../contract';

/** A connected account at a git provider, as the panel keeps it per user and provider. */
export interface ProviderAccount {
  login: string;
  token: string;
}

/**
 * What the panel needs from a git provider (GitHub, GitLab): the OAuth authorisation, the
 * account's repositories and branches, and a source `git clone` can read.
 */
export interface GitProvider {
  id: AvailableProvider;
  /** Where the browser goes to authorise the panel; the provider comes back to `callbackPath`. */
  authorizeUrl(state: string, callbackPath: string): string;
  /** Trades an authorisation code for the account; null when the code is unknown, used, expired or for another state. */
  exchange(code: string, state: string): Promise<ProviderAccount | null>;
  repositories(account: ProviderAccount): Promise<RepositoryOption[]>;
  branches(account: ProviderAccount, fullPath: string): Promise<string[]>;
  cloneSource(account: ProviderAccount, fullPath: string): string;
}
