import { readdir, readFile } from 'node:fs/promises';

/** Linux's USER_HZ: the unit of a process's CPU times in /proc/<pid>/stat on every architecture Debian builds for. */
const CLOCK_TICKS = 100;
/** How often the meter looks at the processes between two readings, so a process that lives a few seconds still counts. */
export const USAGE_LOOK_MS = 10_000;

export interface HostingUsageReading {
  hostingId: number;
  /** CPU seconds its processes have used since the agent started: only ever grows. */
  cpuSeconds: number;
  /** Resident memory of its processes now. */
  memoryBytes: number;
}

/** The hosting users of the machine by uid, read from the password file: `h<id>`. */
async function hostingUids(passwdFile: string): Promise<Map<number, number>> {
  const uids = new Map<number, number>();
  for (const line of (await readFile(passwdFile, 'utf8')).split('\n')) {
    const match = /^h([0-9]{1,10}):[^:]*:([0-9]+):/.exec(line);
    if (match) uids.set(Number(match[2]), Number(match[1]));
  }
  return uids;
}

interface ProcessReading {
  uid: number;
  ticks: number;
  memoryBytes: number;
}

async function readProcess(procDir: string, pid: string): Promise<ProcessReading | null> {
  try {
    const [stat, status] = await Promise.all([readFile(`${procDir}/${pid}/stat`, 'utf8'), readFile(`${procDir}/${pid}/status`, 'utf8')]);
    // The command name may hold spaces and parentheses: the fields start after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const uid = Number(/^Uid:\s+([0-9]+)/m.exec(status)?.[1]);
    const rssKb = Number(/^VmRSS:\s+([0-9]+) kB/m.exec(status)?.[1] ?? 0);
    return { uid, ticks: Number(fields[11]) + Number(fields[12]), memoryBytes: rssKb * 1024 };
  } catch {
    // Gone between the listing and the reading.
    return null;
  }
}

/**
 * CPU and memory of each hosting, measured from its own processes (its PHP pool's workers, its
 * cron runs, its sessions: everything running as its user). A process's CPU time is kept once it
 * has ended, so each hosting's CPU seconds only grow; the panel turns two readings into a share
 * of the plan's cores.
 */
export class UsageMeter {
  private readonly live = new Map<number, { hostingId: number; ticks: number }>();
  private readonly ended = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly procDir = '/proc',
    private readonly passwdFile = '/etc/passwd',
  ) {}

  /** Looks every USAGE_LOOK_MS until stopped. */
  start(): void {
    const look = () => {
      void this.read().finally(() => (this.timer = setTimeout(look, USAGE_LOOK_MS).unref()));
    };
    look();
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  /** One reading at a time: two at once would count an ended process twice. */
  read(): Promise<HostingUsageReading[]> {
    const next = this.reading.then(() => this.look());
    this.reading = next.catch(() => undefined);
    return next;
  }

  private async look(): Promise<HostingUsageReading[]> {
    const uids = await hostingUids(this.passwdFile);
    const pids = (await readdir(this.procDir)).filter((name) => /^[0-9]+$/.test(name));
    const now = new Map<number, { hostingId: number; ticks: number }>();
    const memory = new Map<number, number>();
    for (const pid of pids) {
      const reading = await readProcess(this.procDir, pid);
      const hostingId = reading === null ? undefined : uids.get(reading.uid);
      if (reading === null || hostingId === undefined) continue;
      now.set(Number(pid), { hostingId, ticks: reading.ticks });
      memory.set(hostingId, (memory.get(hostingId) ?? 0) + reading.memoryBytes);
    }
    for (const [pid, last] of this.live) {
      const current = now.get(pid);
      // Ended, or its pid taken by another process: its last reading is what it used.
      if (!current || current.hostingId !== last.hostingId || current.ticks < last.ticks) this.ended.set(last.hostingId, (this.ended.get(last.hostingId) ?? 0) + last.ticks);
    }
    this.live.clear();
    for (const [pid, reading] of now) this.live.set(pid, reading);

    const ticks = new Map(this.ended);
    for (const { hostingId, ticks: used } of now.values()) ticks.set(hostingId, (ticks.get(hostingId) ?? 0) + used);
    return [...uids.values()]
      .sort((a, b) => a - b)
      .map((hostingId) => ({ hostingId, cpuSeconds: (ticks.get(hostingId) ?? 0) / CLOCK_TICKS, memoryBytes: memory.get(hostingId) ?? 0 }));
  }
}
