import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { HttpError } from '../http/errors';

const GIB = 1024 ** 3;
/** A measured reading is reused this long (plus what was written since) before the tree is walked again. */
const READING_REUSE_MS = 15_000;

/** A plan's disk as its texts name it: "20 GB". */
export const planDiskText = (limitBytes: number) => `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(limitBytes / GIB)} GB`;

export const diskQuotaMessage = (limitBytes: number) =>
  `Não há espaço no disco do plano desta hospedagem (${planDiskText(limitBytes)}) para gravar isso. Exclua arquivos que não usa mais ou mude para um plano com mais disco.`;

/** A write that would take the hosting past its plan's disk: 507 (Insufficient Storage), nothing kept. */
export class DiskQuotaExceeded extends HttpError {
  constructor(readonly limitBytes: number, field?: string, message = diskQuotaMessage(limitBytes)) {
    super(507, message, field ? { [field]: message } : undefined);
  }
}

/** Bytes of every file under a folder (apparent sizes), links counted as themselves and never followed. */
export async function treeBytes(folder: string): Promise<number> {
  let total = 0;
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) total += await treeBytes(full);
    else total += (await lstat(full).catch(() => null))?.size ?? 0;
  }
  return total;
}

/**
 * Bytes a write may still take: taken as it goes (`take`, or the `meter()` stream a write pipes
 * through), refused with DiskQuotaExceeded the moment one more byte would pass the plan's disk.
 */
export interface DiskBudget {
  /** null: no limit known for this hosting. */
  readonly limitBytes: number | null;
  /** Counts `bytes` as written; throws DiskQuotaExceeded (taking nothing) when they do not fit. */
  take(bytes: number): void;
  /** A pass-through stream that takes each chunk from the budget and fails with DiskQuotaExceeded past it. */
  meter(): Transform;
}

type UsedBytes = (hostingId: number) => Promise<number>;
type LimitBytes = (hostingId: number) => Promise<number | null>;

/**
 * The panel's own accounting of each hosting's disk against its plan, until the node enforces
 * file-system quotas. Every write into a hosting (file manager, FTP, deploy, app installs,
 * restores) asks first (`assertRoomFor`) or streams through a budget's meter (`budget`), so a
 * write that would pass the plan's disk is refused and removed instead of filling the machine.
 *
 * Used bytes are measured (the file root by default; every data holder once the app says how) and
 * the reading reused for a few seconds, with the bytes taken since added, so a burst of writes
 * walks the tree once. A deletion calls `forget` so the room it freed counts at once.
 */
export class DiskQuota {
  private readonly readings = new Map<number, { bytes: number; at: number }>();
  private readonly measuring = new Map<number, Promise<number>>();
  private limitOf: LimitBytes = async () => null;

  constructor(private usedOf: UsedBytes) {}

  /** How used bytes are measured (the app counts databases and mailboxes beside the file root). */
  measureWith(usedOf: UsedBytes): void {
    this.usedOf = usedOf;
    this.readings.clear();
  }

  /** Where a hosting's limit comes from (its plan's disk); without one nothing is refused. */
  limitBy(limitOf: LimitBytes): void {
    this.limitOf = limitOf;
  }

  async limitBytes(hostingId: number): Promise<number | null> {
    return this.limitOf(hostingId);
  }

  /** Bytes the hosting takes now, as last measured plus what was taken since. */
  async usedBytes(hostingId: number): Promise<number> {
    const kept = this.readings.get(hostingId);
    if (kept && Date.now() - kept.at < READING_REUSE_MS) return kept.bytes;
    let pending = this.measuring.get(hostingId);
    if (!pending) {
      pending = this.usedOf(hostingId).finally(() => this.measuring.delete(hostingId));
      this.measuring.set(hostingId, pending);
    }
    const bytes = await pending;
    this.readings.set(hostingId, { bytes, at: Date.now() });
    return bytes;
  }

  /** Drops the last reading (after a deletion or a write measured elsewhere): the next question measures again. */
  forget(hostingId: number): void {
    this.readings.delete(hostingId);
  }

  /** Refuses (DiskQuotaExceeded, 507, the message under `field` when given) a write of `bytes` that would pass the plan's disk; else counts them. */
  async assertRoomFor(hostingId: number, bytes: number, field?: string): Promise<void> {
    (await this.budget(hostingId, field)).take(bytes);
  }

  /** What is left of the plan's disk, to be taken as a streamed write goes. */
  async budget(hostingId: number, field?: string, message?: (limitBytes: number) => string): Promise<DiskBudget> {
    const limitBytes = await this.limitOf(hostingId);
    if (limitBytes === null) return { limitBytes, take: () => undefined, meter: () => new Transform({ transform: (chunk, _encoding, done) => done(null, chunk) }) };
    // Kept for when the shared reading is dropped mid-write (a deletion): the write goes on from what it knew.
    let known = await this.usedBytes(hostingId);
    const take = (bytes: number) => {
      const reading = this.readings.get(hostingId) ?? { bytes: known, at: Date.now() };
      if (bytes > 0 && reading.bytes + bytes > limitBytes) throw new DiskQuotaExceeded(limitBytes, field, message?.(limitBytes));
      reading.bytes += Math.max(0, bytes);
      known = reading.bytes;
      this.readings.set(hostingId, reading);
    };
    const meter = () =>
      new Transform({
        transform(chunk: Buffer, _encoding, done: TransformCallback) {
          try {
            take(chunk.length);
            done(null, chunk);
          } catch (error) {
            done(error as Error);
          }
        },
      });
    return { limitBytes, take, meter };
  }
}
