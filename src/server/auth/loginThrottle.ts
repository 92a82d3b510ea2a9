import { MemoryCounters, type Counters } from '../state/sharedState';

/**
 * Failed sign-ins, counted apart per account and per address over a 15-minute window.
 * An account is refused after 10 failures whichever addresses they came from, so spreading an
 * attack over many addresses does not help; an address only after 100, so one person's typos
 * never lock the colleagues behind the same proxy. Counted in the shared state, so every API
 * process behind one database refuses alike; each failure while refused restarts the 15 minutes.
 */
export const LOGIN_LIMITS = { perAccount: 10, perAddress: 100, minutes: 15 } as const;

const WINDOW_MS = LOGIN_LIMITS.minutes * 60_000;

/** Who is signing in: the account named (its normalised e-mail) and the address asking. */
export interface LoginAttempt {
  account: string;
  address: string;
}

export class LoginThrottle {
  /** `scope` keeps apart services counted in one store (the panel's sign-in, the FTP server). */
  constructor(
    private readonly counters: Counters = new MemoryCounters(),
    private readonly scope = 'login',
    private readonly now: () => number = Date.now,
  ) {}

  private keys({ account, address }: LoginAttempt) {
    return { account: `${this.scope}:account:${account}`, address: `${this.scope}:address:${address}` };
  }

  /** Minutes left while the account or the address is refused, or 0. */
  async lockedMinutes(attempt: LoginAttempt): Promise<number> {
    const keys = this.keys(attempt);
    const [account, address] = await Promise.all([this.counters.peek(keys.account), this.counters.peek(keys.address)]);
    const until = Math.max(
      account && account.hits >= LOGIN_LIMITS.perAccount ? account.expiresAt : 0,
      address && address.hits >= LOGIN_LIMITS.perAddress ? address.expiresAt : 0,
    );
    const left = until - this.now();
    return left > 0 ? Math.ceil(left / 60_000) : 0;
  }

  async recordFailure(attempt: LoginAttempt): Promise<void> {
    const keys = this.keys(attempt);
    await this.counters.hit(keys.account, WINDOW_MS, LOGIN_LIMITS.perAccount);
    await this.counters.hit(keys.address, WINDOW_MS, LOGIN_LIMITS.perAddress);
  }

  /** A success proves the account's owner, not the address: only the account's count is cleared. */
  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await this.counters.remove(this.keys(attempt).account);
  }
}
