import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HttpError } from '../http/errors';
import { readArchive, UnreadableArchive, writeArchive } from './archive';
import { PartNotFound, type HostingData, type HostingDataHolder, type HostingRef } from './holders';
import { fileDigest, removeTemporary, treeChecksum } from './tree';

/** Why a restore point was taken: the daily schedule, the customer's request, a hosting's removal. */
export type PointKind = 'daily' | 'manual' | 'removal';

/** The outcome of reading a restore point back: verified, or the reason it is not (Portuguese, for the list). */
export interface Verification {
  verified: boolean;
  reason: string | null;
  checkedAt: string;
}

export interface RestorePoint {
  /** The archive's name without `.tar.gz`: names one point among those of a day. */
  id: string;
  /** When it was taken (ISO 8601). */
  takenAt: string;
  /** Its calendar day, YYYY-MM-DD, as the restore payload names it. */
  date: string;
  size: number;
  file: string;
  kind: PointKind;
  /** Null for a point taken before points were verified, never read back since. */
  verification: Verification | null;
}

/** What goes beside an archive in `<archive>.json`. */
interface PointMeta {
  kind: PointKind;
  /** The archive's own SHA-256 when written: any byte changed since fails the verification. */
  sha256?: string;
  verification: Verification | null;
}

/** Written at the archive's root: each holder's folder checksum (treeChecksum), as taken. */
interface Manifest {
  version: 1;
  holders: Record<string, string>;
}

const MANIFEST = 'manifest.json';
const ARCHIVE = /^(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z\.tar\.gz$/;

/** How the reasons and errors name each holder's part. */
const PART_NAMES: Record<string, string> = { files: 'dos arquivos', databases: 'dos bancos de dados', emails: 'dos e-mails', dns: 'da zona DNS', apps: 'dos aplicativos' };
const partName = (id: string) => PART_NAMES[id] ?? `de ${id}`;

export const BACKUP_TEXTS = {
  unreadable: 'O arquivo do ponto de restauração não pôde ser lido por inteiro.',
  altered: 'O arquivo do ponto de restauração foi alterado ou danificado depois de gravado.',
  noManifest: 'Este ponto de restauração é anterior à verificação e não traz as somas de verificação de suas partes.',
  checksum: (id: string) => `A soma de verificação ${partName(id)} não confere com a registrada no backup.`,
  missing: (id: string) => `Falta no ponto de restauração a parte ${partName(id)}.`,
  refused: (reason: string) => `O ponto de restauração não passou na verificação e nada foi alterado. ${reason}`,
  failed: 'A restauração não pôde ser concluída e nada foi alterado. Tente novamente ou fale com nosso suporte.',
  rollbackFailed: 'A restauração não pôde ser concluída e parte dos dados não voltou ao estado anterior. Fale com nosso suporte.',
  partMissing: 'Esta parte não existe no ponto de restauração escolhido.',
} as const;

/**
 * A restore that did nothing, or could not undo what it did; its message is for the customer and
 * carries no server path (nor does it keep the file system's error, which a log would print), and
 * a job that fails with it shows that message (the queue keeps an HttpError's text).
 */
export class RestoreFailed extends HttpError {
  constructor(message: string) {
    super(422, message);
  }
}

const fileNameOf = (at: Date) => at.toISOString().replace(/[:.]/g, '') + '.tar.gz';
const metaFileOf = (archive: string) => `${archive}.json`;

function takenAtOf(name: string): string | null {
  const match = ARCHIVE.exec(name);
  if (!match) return null;
  const [, day, h, m, s, ms] = match;
  return `${day}T${h}:${m}:${s}.${ms}Z`;
}

const exists = (file: string) => stat(file).then(() => true, () => false);

interface ReadBack {
  verification: Verification;
  /** The holders whose data the archive holds (those of the manifest, or the folders of an older archive). */
  holders: string[];
  /** Whether a restore may use it: whole and matching its checksums, or older than checksums but whole. */
  restorable: boolean;
}

/**
 * Restore points: one gzipped tar per backup under `<dataDir>/backups/<hosting id>/`, holding a
 * folder per data holder (files, databases, emails, ...) and the checksum of each. Every point is
 * read back after it is taken, and again before a restore uses it. They outlive the hosting, so a
 * removed hosting can be restored from its last one.
 */
export class Backups {
  constructor(
    private readonly dataDir: string,
    private readonly data: HostingData,
  ) {}

  private folderOf(hostingId: number) {
    return path.join(this.dataDir, 'backups', String(hostingId));
  }

  /** Saves every holder's data into a new archive with their checksums, then reads it back to verify it. */
  async take(hosting: HostingRef, at: Date = new Date(), kind: PointKind = 'daily'): Promise<RestorePoint> {
    const staging = await mkdtemp(path.join(os.tmpdir(), 'painel-backup-'));
    let file: string;
    let sha256: string;
    try {
      const manifest: Manifest = { version: 1, holders: {} };
      for (const holder of this.data.holders) {
        const folder = path.join(staging, holder.id);
        await mkdir(folder, { recursive: true });
        await holder.save(hosting, folder);
        manifest.holders[holder.id] = await treeChecksum(folder);
      }
      await writeFile(path.join(staging, MANIFEST), JSON.stringify(manifest));
      const folder = this.folderOf(hosting.id);
      await mkdir(folder, { recursive: true });
      file = path.join(folder, fileNameOf(at));
      sha256 = await writeArchive(staging, file);
    } finally {
      await removeTemporary(staging);
    }
    await this.writeMeta(file, { kind, sha256, verification: null });
    const point = await this.pointOf(file);
    return { ...point, verification: await this.verify(point) };
  }

  /**
   * Files a copy of `point` as taken at `at`: the same data on another day, for data that has not
   * changed between them (the demo's history of points) without archiving it again.
   */
  async copy(point: RestorePoint, at: Date): Promise<RestorePoint> {
    const file = path.join(path.dirname(point.file), fileNameOf(at));
    const partial = `${file}.partial`;
    try {
      await copyFile(point.file, partial);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await this.writeMeta(file, { ...(await this.readMeta(point.file)), verification: point.verification });
    return this.pointOf(file);
  }

  /** The hosting's restore points, newest first. */
  async list(hostingId: number): Promise<RestorePoint[]> {
    const folder = this.folderOf(hostingId);
    const names = await readdir(folder).catch(() => [] as string[]);
    const points: RestorePoint[] = [];
    for (const name of names) {
      if (!takenAtOf(name)) continue;
      const point = await this.pointOf(path.join(folder, name)).catch(() => null);
      if (point) points.push(point);
    }
    return points.sort((a, b) => b.takenAt.localeCompare(a.takenAt));
  }

  /** The newest restore point of a calendar day (YYYY-MM-DD), if any. */
  async onDate(hostingId: number, date: string): Promise<RestorePoint | undefined> {
    return (await this.list(hostingId)).find((point) => point.date === date);
  }

  /** The restore point of that id, if the hosting has it. */
  async byId(hostingId: number, id: string): Promise<RestorePoint | undefined> {
    return (await this.list(hostingId)).find((point) => point.id === id);
  }

  /** Deletes one restore point (archive and its record). */
  async remove(point: RestorePoint): Promise<void> {
    await rm(point.file, { force: true });
    await rm(metaFileOf(point.file), { force: true });
  }

  /** Reads the archive back, checks each part's checksum and each holder's own check, and records the outcome. */
  async verify(point: RestorePoint): Promise<Verification> {
    return this.withReadBack(point, async ({ verification }) => verification);
  }

  /** What each holder the point holds can restore alone, by holder id ([] for a holder restored only whole). */
  async parts(hosting: HostingRef, point: RestorePoint): Promise<Record<string, string[]>> {
    return this.withReadBack(point, async ({ holders }, folder) => {
      const parts: Record<string, string[]> = {};
      for (const holder of this.data.holders) {
        if (holders.includes(holder.id)) parts[holder.id] = holder.parts ? await holder.parts(hosting, path.join(folder, holder.id)) : [];
      }
      return parts;
    });
  }

  /**
   * Gives the chosen holders (by id: files, databases, emails, dns, apps, ...) their data back from
   * a restore point, all or none: the point is verified first, the present data of those holders
   * is saved aside, and if one holder fails every holder restored so far gets that data back.
   * A holder the archive does not hold (a point older than it) is left as it is.
   */
  async restore(hosting: HostingRef, point: RestorePoint, options: readonly string[]): Promise<void> {
    await this.withReadBack(point, async (read, folder) => {
      const chosen = this.data.holders.filter((holder) => options.includes(holder.id) && read.holders.includes(holder.id));
      await this.allOrNothing(hosting, chosen, folder, (holder) => holder.restore(hosting, path.join(folder, holder.id)));
    }, true);
  }

  /** Gives one part of one holder back (a path, a database, a mailbox), the rest as it is; as `restore`, all or nothing. */
  async restorePart(hosting: HostingRef, point: RestorePoint, holderId: string, part: string): Promise<void> {
    const holder = this.data.holders.find((h) => h.id === holderId);
    if (!holder?.restorePart) throw new RestoreFailed(BACKUP_TEXTS.partMissing);
    const restorePart = holder.restorePart.bind(holder);
    await this.withReadBack(point, async (read, folder) => {
      if (!read.holders.includes(holderId)) throw new RestoreFailed(BACKUP_TEXTS.partMissing);
      await this.allOrNothing(hosting, [holder], folder, () => restorePart(hosting, path.join(folder, holderId), part));
    }, true);
  }

  /** Forgets every restore point of a hosting (never called by removal: restores need them). */
  async purge(hostingId: number): Promise<void> {
    await rm(this.folderOf(hostingId), { recursive: true, force: true });
  }

  /**
   * Runs `change` for each holder after saving their present data in `work/before`; when one
   * fails, puts that data back into every holder it ran for (the failing one included).
   */
  private async allOrNothing(hosting: HostingRef, holders: readonly HostingDataHolder[], work: string, change: (holder: HostingDataHolder) => Promise<void>): Promise<void> {
    const before = await mkdtemp(path.join(path.dirname(work), 'before-'));
    for (const holder of holders) {
      const folder = path.join(before, holder.id);
      await mkdir(folder, { recursive: true });
      await holder.save(hosting, folder);
    }
    const touched: HostingDataHolder[] = [];
    try {
      for (const holder of holders) {
        touched.push(holder);
        await change(holder);
      }
    } catch (error) {
      let undone = true;
      for (const holder of touched.reverse()) {
        await holder.restore(hosting, path.join(before, holder.id)).catch(() => (undone = false));
      }
      if (!undone) throw new RestoreFailed(BACKUP_TEXTS.rollbackFailed);
      if (error instanceof PartNotFound) throw new RestoreFailed(BACKUP_TEXTS.partMissing);
      // A refusal with the panel's own text (a path out of the root, the plan's disk full) says why.
      if (error instanceof RestoreFailed || error instanceof HttpError) throw new RestoreFailed(error.message);
      throw new RestoreFailed(BACKUP_TEXTS.failed);
    }
  }

  /**
   * Extracts the point into a temporary folder, verifies it, records the outcome, and hands the
   * folder to `withPoint`; the temporary folder goes whatever happens. `restoring`: refuse a point that
   * is not whole instead of handing it over.
   */
  private async withReadBack<T>(point: RestorePoint, withPoint: (read: ReadBack, folder: string) => Promise<T>, restoring = false): Promise<T> {
    const work = await mkdtemp(path.join(os.tmpdir(), 'painel-restore-'));
    try {
      const folder = path.join(work, 'point');
      await mkdir(folder);
      const meta = await this.readMeta(point.file);
      const read = await this.readBack(point, folder, meta.sha256);
      await this.writeMeta(point.file, { ...meta, verification: read.verification });
      if (restoring && !read.restorable) throw new RestoreFailed(BACKUP_TEXTS.refused(read.verification.reason ?? ''));
      return await withPoint(read, folder);
    } finally {
      await removeTemporary(work);
    }
  }

  private async readBack(point: RestorePoint, folder: string, sha256: string | undefined): Promise<ReadBack> {
    const checkedAt = new Date().toISOString();
    const outcome = (reason: string | null, holders: string[], restorable: boolean): ReadBack => ({ verification: { verified: reason === null, reason, checkedAt }, holders, restorable });
    try {
      // The archive's bytes are checked before anything is extracted from it.
      if (sha256 && (await fileDigest(point.file)) !== sha256) return outcome(BACKUP_TEXTS.altered, [], false);
      await readArchive(point.file, folder);
    } catch (error) {
      if (error instanceof UnreadableArchive || (error as NodeJS.ErrnoException).code === 'ENOENT') return outcome(BACKUP_TEXTS.unreadable, [], false);
      throw error;
    }
    const text = await readFile(path.join(folder, MANIFEST), 'utf8').catch(() => null);
    if (text === null) {
      const folders = (await readdir(folder, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
      return outcome(BACKUP_TEXTS.noManifest, folders, true);
    }
    let manifest: Manifest;
    try {
      manifest = JSON.parse(text) as Manifest;
    } catch {
      return outcome(BACKUP_TEXTS.unreadable, [], false);
    }
    const holders = Object.keys(manifest.holders ?? {});
    for (const id of holders) {
      const saved = path.join(folder, id);
      if (!(await exists(saved))) return outcome(BACKUP_TEXTS.missing(id), holders, false);
      if ((await treeChecksum(saved)) !== manifest.holders[id]) return outcome(BACKUP_TEXTS.checksum(id), holders, false);
      const holder = this.data.holders.find((h) => h.id === id);
      const problem = holder?.verify ? await holder.verify(saved) : null;
      if (problem) return outcome(problem, holders, false);
    }
    return outcome(null, holders, true);
  }

  private async pointOf(file: string): Promise<RestorePoint> {
    const name = path.basename(file);
    const takenAt = takenAtOf(name)!;
    const { size } = await stat(file);
    const meta = await this.readMeta(file);
    return { id: name.replace(/\.tar\.gz$/, ''), takenAt, date: takenAt.slice(0, 10), size, file, kind: meta.kind, verification: meta.verification };
  }

  private async readMeta(file: string): Promise<PointMeta> {
    const text = await readFile(metaFileOf(file), 'utf8').catch(() => null);
    if (text === null) return { kind: 'daily', verification: null };
    try {
      return JSON.parse(text) as PointMeta;
    } catch {
      return { kind: 'daily', verification: null };
    }
  }

  private async writeMeta(file: string, meta: PointMeta): Promise<void> {
    const target = metaFileOf(file);
    await writeFile(`${target}.partial`, JSON.stringify(meta));
    await rename(`${target}.partial`, target);
  }
}
