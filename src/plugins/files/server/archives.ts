import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { cp, lstat, mkdir, readdir, rename, rm, stat, symlink } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar';
import * as yauzl from 'yauzl';
import * as yazl from 'yazl';
import { planDiskText } from '@server/hostingFiles/diskQuota';
import { HttpError } from '@server/http/errors';
import { hasControlCharacters, NAME_MAX, nameBytes } from '@server/hostingFiles/fileNames';

export const ARCHIVE_MESSAGES = {
  slip: 'O arquivo compactado contém caminhos que sairiam da pasta de destino e não foi extraído.',
  link: 'O arquivo compactado contém um link simbólico que aponta para fora da pasta de destino e não foi extraído.',
  unknown: 'Formato não suportado: extraia arquivos .zip, .tar.gz, .tgz ou .gz.',
  broken: 'Não foi possível ler o arquivo compactado: ele está corrompido ou incompleto.',
  control: 'O arquivo compactado contém nomes com caracteres de controle (como quebras de linha) e não foi extraído.',
  longName: 'O arquivo compactado contém nomes com mais de 255 bytes e não foi extraído.',
  conflict: 'O arquivo compactado tem um arquivo onde a pasta de destino já tem uma pasta com o mesmo nome (ou o contrário), e não foi extraído.',
  sameName: 'O arquivo compactado tem um arquivo e uma pasta com o mesmo nome e não foi extraído.',
  tooManyEntries: 'O arquivo compactado tem mais de 100.000 itens e não foi extraído. Divida-o em arquivos menores ou extraia-o por SSH.',
} as const;

/** The most entries one extraction creates: a bomb of empty files fills no disk but would exhaust the node's inodes. */
export const MAX_ARCHIVE_ENTRIES = 100_000;

/** The extraction passed the plan's disk: stopped, and everything it had written removed. */
export const extractionTooLarge = (limitBytes: number) =>
  `A extração foi interrompida porque o conteúdo do arquivo compactado passaria do espaço em disco do plano desta hospedagem (${planDiskText(limitBytes)}). Nada foi extraído: libere espaço ou mude para um plano com mais disco.`;

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

/** An entry's name problem other than leaving the destination: control characters, a part over 255 bytes. */
export function entryNameProblem(name: string): string | null {
  if (hasControlCharacters(name)) return ARCHIVE_MESSAGES.control;
  if (name.replaceAll('\\', '/').split('/').some((part) => nameBytes(part) > NAME_MAX)) return ARCHIVE_MESSAGES.longName;
  return null;
}

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

/**
 * Writes a zip of `names` (relative to `baseDir`) to `target`. Links are left out: a zip carries no
 * safe form of them. `signal` stops the writing (the caller removes what was written). A file that
 * cannot be read (gone since it was listed) fails the zip instead of the process, and every file
 * opened for it is closed however it ends.
 */
export async function createZip(baseDir: string, names: string[], target: string, meter: Transform = new PassThrough(), signal?: AbortSignal): Promise<void> {
  const zip = new yazl.ZipFile();
  const opened = new Set<ReadStream>();
  const fail = (error: Error) => (zip.outputStream as Readable).destroy(error);
  zip.on('error', fail);
  for (const entry of await walk(baseDir, names)) {
    if (entry.link) continue;
    const source = path.join(baseDir, entry.name);
    const stats = await lstat(source);
    if (entry.dir) {
      zip.addEmptyDirectory(entry.name, { mtime: stats.mtime, mode: stats.mode });
      continue;
    }
    zip.addReadStreamLazy(entry.name, { mtime: stats.mtime, mode: stats.mode }, (opening) => {
      const stream = createReadStream(source);
      opened.add(stream);
      stream.on('error', fail).on('close', () => opened.delete(stream));
      opening(null, stream);
    });
  }
  zip.end();
  try {
    await pipeline(zip.outputStream, meter, createWriteStream(target, { flags: 'wx' }), { signal });
  } finally {
    for (const stream of opened) stream.destroy();
  }
}

export async function createTarGz(baseDir: string, names: string[], target: string, meter: Transform = new PassThrough()): Promise<void> {
  await pipeline(tar.create({ gzip: true, cwd: baseDir, portable: true }, names), meter, createWriteStream(target, { flags: 'wx' }));
}

export async function createGz(source: string, target: string, meter: Transform = new PassThrough()): Promise<void> {
  await pipeline(createReadStream(source), createGzip(), meter, createWriteStream(target, { flags: 'wx' }));
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
export async function checkArchive(kind: ArchiveKind, file: string, maxEntries = MAX_ARCHIVE_ENTRIES): Promise<void> {
  if (kind === 'gz') return;
  let entries = 0;
  if (kind === 'zip') {
    await eachZipEntry(file, async (zip, entry) => {
      if (++entries > maxEntries) throw refuse(ARCHIVE_MESSAGES.tooManyEntries);
      if (!entryStaysInside(entry.fileName)) throw refuse(ARCHIVE_MESSAGES.slip);
      const nameProblem = entryNameProblem(entry.fileName);
      if (nameProblem) throw refuse(nameProblem);
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
        if (++entries > maxEntries) problem = ARCHIVE_MESSAGES.tooManyEntries;
        else if (!entryStaysInside(entry.path)) problem = ARCHIVE_MESSAGES.slip;
        else if (entryNameProblem(entry.path)) problem = entryNameProblem(entry.path);
        else if ((entry.type === 'SymbolicLink' || entry.type === 'Link') && !(entry.type === 'Link' ? entryStaysInside(entry.linkpath ?? '') : linkStaysInside(entry.path, entry.linkpath ?? ''))) problem = ARCHIVE_MESSAGES.link;
      },
    });
  } catch {
    throw refuse(ARCHIVE_MESSAGES.broken);
  }
  if (problem) throw refuse(problem);
}

/**
 * Extracts into `staging`, a fresh folder outside the hosting, every byte through `meter()` (the
 * hosting's disk budget): a bomb stops at the plan's disk with only the staging folder to remove.
 */
export async function extractArchive(kind: ArchiveKind, file: string, staging: string, meter: () => Transform): Promise<void> {
  await checkArchive(kind, file);
  await mkdir(staging, { recursive: true });
  if (kind === 'gz') {
    await pipeline(createReadStream(file), createGunzip(), meter(), createWriteStream(path.join(staging, gunzippedName(path.basename(file)))));
    return;
  }
  if (kind === 'tar.gz') {
    await untar(file, staging, meter);
    return;
  }
  await eachZipEntry(file, async (zip, entry) => {
    const target = path.join(staging, ...entry.fileName.replaceAll('\\', '/').split('/'));
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
    await pipeline(stream, meter(), createWriteStream(target, { mode: mode || 0o644 }));
  });
}

/** tar's own unpacker, each file's bytes through the meter; the first failure stops it at once. */
async function untar(file: string, staging: string, meter: () => Transform): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    let failure: unknown = null;
    const source = createReadStream(file);
    // tar pipes each file's entry through `transform` (typed as its own minipass streams; a Node Transform serves).
    const unpack = new tar.Unpack({ cwd: staging, strict: true, preserveOwner: false, transform: (() => meter()) as never, filter: () => failure === null });
    const fail = (error: unknown) => {
      if (failure !== null) return;
      failure = error;
      source.destroy();
      unpack.abort(error instanceof Error ? error : new Error(String(error)));
      reject(error instanceof HttpError ? error : refuse(ARCHIVE_MESSAGES.broken));
    };
    source.on('error', fail);
    unpack.on('error', fail);
    unpack.on('close', () => (failure === null ? resolve() : undefined));
    source.pipe(unpack);
  });
}

/**
 * Moves what was extracted into the destination: folders merge, files replace files of the same
 * name. Checked whole before anything moves: where a file meets a folder the extraction is refused
 * and the destination left as it was. `place(relative)` is the hosting's path guard.
 */
export async function mergeInto(staging: string, place: (relative: string) => Promise<string>): Promise<void> {
  const moves: [string, string][] = [];
  const plan = async (relative: string) => {
    for (const name of await readdir(path.join(staging, relative))) {
      const inner = relative ? path.posix.join(relative, name) : name;
      const source = path.join(staging, inner);
      const target = await place(inner);
      const sourceIsFolder = (await lstat(source)).isDirectory();
      const existing = await stat(target).catch(() => null);
      if (existing && sourceIsFolder !== existing.isDirectory()) throw refuse(ARCHIVE_MESSAGES.conflict);
      if (sourceIsFolder && existing) await plan(inner);
      else moves.push([source, target]);
    }
  };
  await plan('');
  for (const [source, target] of moves) {
    await mkdir(path.dirname(target), { recursive: true });
    await rm(target, { force: true });
    await moveTree(source, target);
  }
}

/** rename, or across file systems a copy (links kept as links) and removal. */
async function moveTree(source: string, target: string): Promise<void> {
  try {
    await rename(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(source, target, { recursive: true, verbatimSymlinks: true });
    await rm(source, { recursive: true, force: true });
  }
}
