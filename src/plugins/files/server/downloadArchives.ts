import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { DiskQuotaExceeded, planDiskText } from '@server/hostingFiles/diskQuota';
import { createZip } from './archives';

/** The zip made for a download would pass what the hosting may keep: nothing was kept. */
export const downloadArchiveTooLarge = (limitBytes: number) =>
  `O arquivo compactado para download passaria do espaço em disco do plano desta hospedagem (${planDiskText(limitBytes)}) e não foi criado. Baixe menos arquivos de cada vez ou use o FTP.`;

const ARCHIVE_NAME = /^download-(\d+)-[\w-]+\.zip$/;

/**
 * The temporary zips a download makes (a folder, or several files), kept in the panel's scratch
 * folder until the link is followed or expires. They fill the panel's disk, not the hosting's, so
 * each hosting's archives together may hold at most its plan's disk: a zip that would pass it stops
 * there (507, its text under the field). A zip that fails, or whose request is abandoned, is removed
 * at once; what a stopped process left behind is removed by `sweep` at the next start.
 */
export class DownloadArchives {
  constructor(
    private readonly scratch: string,
    private readonly limitOf: (hostingId: number) => Promise<number | null>,
  ) {}

  async make(hostingId: number, baseDir: string, names: string[], field: string, signal?: AbortSignal): Promise<string> {
    await mkdir(this.scratch, { recursive: true });
    const limitBytes = await this.limitOf(hostingId);
    const room = limitBytes === null ? Infinity : limitBytes - (await this.bytesHeldBy(hostingId));
    const temporary = path.join(this.scratch, `download-${hostingId}-${randomUUID()}.zip`);
    try {
      await createZip(baseDir, names, temporary, limitTo(room, () => new DiskQuotaExceeded(limitBytes ?? 0, field, downloadArchiveTooLarge(limitBytes ?? 0))), signal);
      return temporary;
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /** Removes the download archives older than `maxAgeMs` (their links have expired). */
  async sweep(maxAgeMs: number): Promise<void> {
    const names = await readdir(this.scratch).catch(() => [] as string[]);
    for (const name of names.filter((candidate) => candidate.startsWith('download-') && candidate.endsWith('.zip'))) {
      const file = path.join(this.scratch, name);
      const stats = await stat(file).catch(() => null);
      if (stats && Date.now() - stats.mtimeMs > maxAgeMs) await rm(file, { force: true });
    }
  }

  /** Bytes of the hosting's download archives on disk now, those still being written included. */
  private async bytesHeldBy(hostingId: number): Promise<number> {
    let total = 0;
    for (const name of await readdir(this.scratch)) {
      if (ARCHIVE_NAME.exec(name)?.[1] !== String(hostingId)) continue;
      total += (await stat(path.join(this.scratch, name)).catch(() => null))?.size ?? 0;
    }
    return total;
  }
}

/** A pass-through that fails with `refusal()` the moment more than `room` bytes went through. */
function limitTo(room: number, refusal: () => Error): Transform {
  let passed = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      passed += chunk.length;
      if (passed > room) done(refusal());
      else done(null, chunk);
    },
  });
}
