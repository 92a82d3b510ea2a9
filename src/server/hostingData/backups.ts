import { copyFile, mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { HostingData, HostingRef } from './holders';

export interface RestorePoint {
  /** When it was taken (ISO 8601). */
  takenAt: string;
  /** Its calendar day, YYYY-MM-DD, as the restore payload names it. */
  date: string;
  size: number;
  file: string;
}

const ARCHIVE = /^(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z\.tar\.gz$/;

const fileNameOf = (at: Date) => at.toISOString().replace(/[:.]/g, '') + '.tar.gz';

function takenAtOf(name: string): string | null {
  const match = ARCHIVE.exec(name);
  if (!match) return null;
  const [, day, h, m, s, ms] = match;
  return `${day}T${h}:${m}:${s}.${ms}Z`;
}

/**
 * Restore points: one gzipped tar per backup under `<dataDir>/backups/<hosting id>/`, holding a
 * folder per data holder (files, databases, emails, ...). They outlive the hosting, so a removed
 * hosting can be restored from its last one.
 */
export class Backups {
  constructor(
    private readonly dataDir: string,
    private readonly data: HostingData,
  ) {}

  private folderOf(hostingId: number) {
    return path.join(this.dataDir, 'backups', String(hostingId));
  }

  /** Saves every holder's data into a new archive, written under a temporary name and renamed when whole. */
  async take(hosting: HostingRef, at: Date = new Date()): Promise<RestorePoint> {
    const staging = await mkdtemp(path.join(os.tmpdir(), 'painel-backup-'));
    try {
      for (const holder of this.data.holders) {
        const folder = path.join(staging, holder.id);
        await mkdir(folder, { recursive: true });
        await holder.save(hosting, folder);
      }
      const folder = this.folderOf(hosting.id);
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, fileNameOf(at));
      const partial = `${file}.partial`;
      try {
        await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, await readdir(staging));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      const { size } = await stat(file);
      return { takenAt: at.toISOString(), date: at.toISOString().slice(0, 10), size, file };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
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
    return { takenAt: at.toISOString(), date: at.toISOString().slice(0, 10), size: point.size, file };
  }

  /** The hosting's restore points, newest first. */
  async list(hostingId: number): Promise<RestorePoint[]> {
    const folder = this.folderOf(hostingId);
    const names = await readdir(folder).catch(() => [] as string[]);
    const points: RestorePoint[] = [];
    for (const name of names) {
      const takenAt = takenAtOf(name);
      if (!takenAt) continue;
      const file = path.join(folder, name);
      points.push({ takenAt, date: takenAt.slice(0, 10), size: (await stat(file)).size, file });
    }
    return points.sort((a, b) => b.takenAt.localeCompare(a.takenAt));
  }

  /** The newest restore point of a calendar day (YYYY-MM-DD), if any. */
  async onDate(hostingId: number, date: string): Promise<RestorePoint | undefined> {
    return (await this.list(hostingId)).find((point) => point.date === date);
  }

  /**
   * Gives the chosen holders (by id: files, databases, emails, ...) their data back from a restore
   * point. Entries are extracted by node-tar, which refuses absolute paths and `..`.
   */
  async restore(hosting: HostingRef, point: RestorePoint, options: readonly string[]): Promise<void> {
    const staging = await mkdtemp(path.join(os.tmpdir(), 'painel-restore-'));
    try {
      await tar.extract({ file: point.file, cwd: staging, strict: true });
      for (const holder of this.data.holders) {
        if (!options.includes(holder.id)) continue;
        const folder = path.join(staging, holder.id);
        await mkdir(folder, { recursive: true });
        await holder.restore(hosting, folder);
      }
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  /** Forgets every restore point of a hosting (never called by removal: restores need them). */
  async purge(hostingId: number): Promise<void> {
    await rm(this.folderOf(hostingId), { recursive: true, force: true });
  }
}
