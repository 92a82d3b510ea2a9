/** How the machine's CPUs spent a step's time, from the kernel's counters (Linux; elsewhere nothing). */
import { readFileSync } from 'node:fs';

type Counters = number[] | null;

/** The whole machine's CPU counters now: user, nice, system, idle, iowait, irq, softirq, steal. */
export function cpuCounters(): Counters {
  try {
    return readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
  } catch {
    return null;
  }
}

/**
 * "cpu: user 66%, system 32%, idle 1%, steal 0%" since `from`: CI shows only the end of its log,
 * and a step that ran late reads differently on a saturated machine (idle near 0), one waiting
 * on something (idle high) and a host lending its cores elsewhere (steal).
 */
export function cpuSince(from: Counters): string {
  const to = cpuCounters();
  if (!from || !to) return '';
  const [user, nice, system, idle, iowait, irq, softirq, steal] = to.map((value, index) => value - from[index]);
  const all = user + nice + system + idle + iowait + irq + softirq + steal;
  if (all <= 0) return '';
  const share = (part: number) => `${Math.round((100 * part) / all)}%`;
  return `cpu: user ${share(user + nice)}, system ${share(system + irq + softirq)}, idle ${share(idle + iowait)}, steal ${share(steal)}`;
}
