/**
 * Failed logins counted per address: after MAX_FAILURES in a row the address is refused until
 * the window passes. A success clears the count. Kept in memory: one process serves the panel.
 */
export const MAX_FAILURES = 10;
export const LOCK_MINUTES = 15;

interface Entry {
  failures: number;
  lockedUntil: number;
}

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Minutes left while the address is refused, or 0. */
  lockedMinutes(address: string): number {
    const entry = this.entries.get(address);
    if (!entry || entry.lockedUntil <= this.now()) return 0;
    return Math.ceil((entry.lockedUntil - this.now()) / 60_000);
  }

  recordFailure(address: string): void {
    const entry = this.entries.get(address) ?? { failures: 0, lockedUntil: 0 };
    if (entry.lockedUntil && entry.lockedUntil <= this.now()) entry.failures = 0;
    entry.failures += 1;
    if (entry.failures >= MAX_FAILURES) entry.lockedUntil = this.now() + LOCK_MINUTES * 60_000;
    this.entries.set(address, entry);
  }

  recordSuccess(address: string): void {
    this.entries.delete(address);
  }
}
