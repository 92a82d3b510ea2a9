import { createReadStream, createWriteStream } from 'node:fs';
import { lstat, mkdir, readdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar';
import * as yauzl from 'yauzl';
import * as yazl from 'yazl';
import { HttpError } from '@server/http/errors';

export const ARCHIVE_MESSAGES = {
  slip: 'O arquivo compactado contém caminhos que sairiam da pasta de destino e não foi extraído.',
  link: 'O arquivo compactado contém um link simbólico que aponta para fora da pasta de destino e não foi extraído.',
  unknown: 'Formato não suportado: extraia arquivos .zip, .tar.gz, .tgz ou .gz.',
  broken: 'Não foi possível ler o arquivo compactado: ele está corrompido ou incompleto.',
} as const;

const refuse = (message: string) => new HttpError(422, message, { file: message });

export type ArchiveKind = 'zip' | 'tar.gz' | 'gz';

export function archiveKindOf(name: string): ArchiveKind | null {
  const lower = name.toLowerCase();
  if (lower.endsWith('.zip')) return 'zip';
  if (lower.endsWith('.tar.gz') || lower.endsWith('.tgz')) return 'tar.gz';
  if (lower.endsWith('.gz')) return 'gz';
  return null;
}

/** The name a .gz unpacks to: "site.sql.gz" -> "site.sql". */
export const gunzippedName = (name: string) => name.replace(/\.gz$/i, '') || 'arquivo';

/** An entry stays inside the destination: relative, no ".." that climbs out, no NUL. */
export function entryStaysInside(name: string): boolean {
  if (name.includes('\0') || name.startsWith('/') || name.startsWith('\\') || /^[a-z]:/i.test(name)) return false;
  const normal = path.posix.normalize(name.replaceAll('\\', '/'));
  return normal !== '..' && !normal.startsWith('../');
}

/**
 * A link's target stays inside the destination: relative, and without "..", since ".." after
 * another link (a -> s/.., s -> .) climbs from where that link leads, not from where it is.
 */
export function linkStaysInside(entryName: string, target: string): boolean {
  const clean = target.replaceAll('\\', '/');
  if (path.posix.isAbsolute(clean) || clean.split('/').includes('..')) return false;
  return entryStaysInside(path.posix.join(path.posix.dirname(entryName.replaceAll('\\', '/')), clean));
}

/** Every regular file, folder (and in-root link) under `names`, relative to `baseDir`. */
async function walk(baseDir: string, names: string[]): Promise<{ name: string; dir: boolean; link: boolean }[]> {
  const found: { name: string; dir: boolean; link: boolean }[] = [];
  const visit = async (relative: string) => {
    const stats = await lstat(path.join(baseDir, relative));
    if (stats.isSymbolicLink()) found.push({ name: relative, dir: false, link: true });
    else if (stats.isDirectory()) {
      found.push({ name: relative, dir: true, link: false });
      for (const child of await readdir(path.join(baseDir, relative))) await visit(path.posix.join(relative, child));
    } else if (stats.isFile()) found.push({ name: relative, dir: false, link: false });
  };
  for (const name of names) await visit(name);
  return found;
}

/** Writes a zip of `names` (relative to `baseDir`) to `target`. Links are left out: a zip carries no safe form of them. */
export async function createZip(baseDir: string, names: string[], target: string): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const entry of await walk(baseDir, names)) {
    if (entry.link) continue;
    const stats = await lstat(path.join(baseDir, entry.name));
    if (entry.dir) zip.addEmptyDirectory(entry.name, { mtime: stats.mtime, mode: stats.mode });
    else zip.addFile(path.join(baseDir, entry.name), entry.name, { mtime: stats.mtime, mode: stats.mode });
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(target, { flags: 'wx' }));
}

export async function createTarGz(baseDir: string, names: string[], target: string): Promise<void> {
  await pipeline(tar.create({ gzip: true, cwd: baseDir, portable: true }, names), createWriteStream(target, { flags: 'wx' }));
}

export async function createGz(source: string, target: string): Promise<void> {
  await pipeline(createReadStream(source), createGzip(), createWriteStream(target, { flags: 'wx' }));
}

const isLinkMode = (attributes: number) => ((attributes >>> 16) & 0o170000) === 0o120000;

async function openZip(file: string): Promise<yauzl.ZipFile> {
  try {
    // Names are checked by us, with our own message, instead of yauzl's English error.
    return await yauzl.openPromise(file, { lazyEntries: true, decodeStrings: true, strictFileNames: false, validateEntrySizes: true });
  } catch {
    throw new HttpError(422, ARCHIVE_MESSAGES.broken, { file: ARCHIVE_MESSAGES.broken });
  }
}

/** Reads every entry of a zip in order; `visit` may read the entry's stream. */
async function eachZipEntry(file: string, visit: (zip: yauzl.ZipFile, entry: yauzl.Entry) => Promise<void>): Promise<void> {
  const zip = await openZip(file);
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', (error: Error) => reject(error instanceof HttpError ? error : refuse(/absolute path|relative path|invalid characters/i.test(error.message) ? ARCHIVE_MESSAGES.slip : ARCHIVE_MESSAGES.broken)));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        visit(zip, entry).then(() => zip.readEntry(), reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

async function readAll(stream: NodeJS.ReadableStream, max = 4096): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) throw new HttpError(422, ARCHIVE_MESSAGES.link, { file: ARCHIVE_MESSAGES.link });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}


/**
 * Refuses, before anything is written, an archive with an entry that would land outside the
 * destination (zip-slip: "../", absolute paths) or a link pointing outside it.
 */
export async function checkArchive(kind: ArchiveKind, file: string): Promise<void> {
  if (kind === 'gz') return;
  if (kind === 'zip') {
    await eachZipEntry(file, async (zip, entry) => {
      if (!entryStaysInside(entry.fileName)) throw refuse(ARCHIVE_MESSAGES.slip);
      if (isLinkMode(entry.externalFileAttributes)) {
        const target = await readAll(await zip.openReadStreamPromise(entry));
        if (!linkStaysInside(entry.fileName, target)) throw refuse(ARCHIVE_MESSAGES.link);
      }
    });
    return;
  }
  let problem: string | null = null;
  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        if (problem) return;
        if (!entryStaysInside(entry.path)) problem = ARCHIVE_MESSAGES.slip;
        else if ((entry.type === 'SymbolicLink' || entry.type === 'Link') && !(entry.type === 'Link' ? entryStaysInside(entry.linkpath ?? '') : linkStaysInside(entry.path, entry.linkpath ?? ''))) problem = ARCHIVE_MESSAGES.link;
      },
    });
  } catch {
    throw refuse(ARCHIVE_MESSAGES.broken);
  }
  if (problem) throw refuse(problem);
}

/**
 * Extracts into `destination`; `guard(relativeName)` is the hosting's path guard and answers the
 * absolute path of each entry, refusing any that would leave the root (links already on disk included).
 */
export async function extractArchive(kind: ArchiveKind, file: string, destination: string, guard: (relative: string) => Promise<string>): Promise<void> {
  await checkArchive(kind, file);
  await mkdir(destination, { recursive: true });
  if (kind === 'gz') {
    const target = await guard(gunzippedName(path.basename(file)));
    await pipeline(createReadStream(file), createGunzip(), createWriteStream(target));
    return;
  }
  if (kind === 'tar.gz') {
    await tar.extract({ file, cwd: destination, strict: true, preserveOwner: false });
    return;
  }
  await eachZipEntry(file, async (zip, entry) => {
    const target = await guard(entry.fileName);
    if (entry.fileName.endsWith('/')) {
      await mkdir(target, { recursive: true });
      return;
    }
    await mkdir(path.dirname(target), { recursive: true });
    const stream = await zip.openReadStreamPromise(entry);
    if (isLinkMode(entry.externalFileAttributes)) {
      await symlink(await readAll(stream), target);
      return;
    }
    const mode = (entry.externalFileAttributes >>> 16) & 0o777;
    await pipeline(stream, createWriteStream(target, { mode: mode || 0o644 }));
  });
}

