/**
 * Failed sign-ins, counted apart per account and per address over a 15-minute window.
 * An account is refused after 10 failures whichever addresses they came from, so spreading an
 * attack over many addresses does not help; an address only after 100, so one person's typos
 * never lock the colleagues behind the same proxy. Kept in memory: one process serves the panel.
 */
export const LOGIN_LIMITS = { perAccount: 10, perAddress: 100, minutes: 15 } as const;

/** Entries are dropped once their window and lock are over, checked every so many writes. */
const PRUNE_EVERY = 1000;

interface Entry {
  failures: number;
  windowStart: number;
  lockedUntil: number;
}

class FailureCounter {
  private readonly entries = new Map<string, Entry>();
  private writes = 0;

  constructor(
    private readonly max: number,
    private readonly now: () => number,
  ) {}

  lockedUntil(key: string): number {
    return this.entries.get(key)?.lockedUntil ?? 0;
  }

  fail(key: string): void {
    const now = this.now();
    const window = LOGIN_LIMITS.minutes * 60_000;
    let entry = this.entries.get(key);
    if (!entry || (entry.lockedUntil <= now && now - entry.windowStart >= window)) entry = { failures: 0, windowStart: now, lockedUntil: 0 };
    entry.failures += 1;
    if (entry.failures >= this.max) entry.lockedUntil = now + window;
    this.entries.set(key, entry);
    if (++this.writes % PRUNE_EVERY === 0) this.prune(now, window);
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  private prune(now: number, window: number) {
    for (const [key, entry] of this.entries) {
      if (entry.lockedUntil <= now && now - entry.windowStart >= window) this.entries.delete(key);
    }
  }
}

/** Who is signing in: the account named (its normalised e-mail) and the address asking. */
export interface LoginAttempt {
  account: string;
  address: string;
}

export class LoginThrottle {
  private readonly accounts: FailureCounter;
  private readonly addresses: FailureCounter;

  constructor(private readonly now: () => number = Date.now) {
    this.accounts = new FailureCounter(LOGIN_LIMITS.perAccount, now);
    this.addresses = new FailureCounter(LOGIN_LIMITS.perAddress, now);
  }

  /** Minutes left while the account or the address is refused, or 0. */
  lockedMinutes({ account, address }: LoginAttempt): number {
    const until = Math.max(this.accounts.lockedUntil(account), this.addresses.lockedUntil(address));
    const left = until - this.now();
    return left > 0 ? Math.ceil(left / 60_000) : 0;
  }

  recordFailure({ account, address }: LoginAttempt): void {
    this.accounts.fail(account);
    this.addresses.fail(address);
  }

  /** A success proves the account's owner, not the address: only the account's count is cleared. */
  recordSuccess({ account }: LoginAttempt): void {
    this.accounts.clear(account);
  }
}
