import { createReadStream, type Stats } from 'node:fs';
import { chmod, lstat, mkdir, readdir, realpath, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { FileSystem, FileSystemError, type FtpConnection } from './ftpSrv';
import { isInside, realpathOfNearestExisting, type HostingFiles } from '@server/hostingFiles/fileRoot';
import { hasControlCharacters, NAME_MAX, nameBytes, replaceControlCharacters } from '@server/hostingFiles/fileNames';
import { answered } from './ftpErrors';
import { meteredFile } from './meteredFile';

export const OUTSIDE_HOME = 'Caminho inválido: ele sai da pasta deste usuário de FTP.';
export const NAME_REFUSED = 'Nome inválido: use um nome sem caracteres de controle (como quebras de linha) e com até 255 bytes.';

/** A name in a listing line: a CR/LF in it would forge another line (another file) in the client's listing. */
export const listedName = (name: string) => replaceControlCharacters(name, '?');

/** A name a client may create: no control characters, at most 255 bytes. */
function assertCreatable(clientPath: string): void {
  const name = path.posix.basename(clientPath);
  if (hasControlCharacters(name) || nameBytes(name) > NAME_MAX) throw new FileSystemError(NAME_REFUSED);
}

/** The client's path after `cwd`, with `..` stopping at `/`: the home is this user's whole world. */
export function clientPathOf(cwd: string, requested = '.'): string {
  const typed = requested.replaceAll('\\', '/');
  return path.posix.normalize(path.posix.join('/', typed.startsWith('/') ? '' : cwd, typed));
}

type Named<T> = T & { name: string };
const named = <T extends Stats>(stats: T, name: string): Named<T> => Object.assign(stats, { name });

/**
 * What one FTP user sees: the hosting's file root (main access) or a folder inside it (extra
 * users), as if it were the whole disk. Every path goes through the file root's guard
 * (`HostingFiles.resolve`: no `..` out, no NUL, no symbolic link out of the root) and then through
 * the same real-path check against the home, so a link inside the root that leads out of the home
 * is refused too. ftp-srv's own path handling is never used.
 */
export class ConfinedFileSystem extends FileSystem {
  /** The working directory as the client sees it; ftp-srv's `cwd` is left unused. */
  private current = '/';

  constructor(
    connection: FtpConnection,
    private readonly files: HostingFiles,
    private readonly hostingId: number,
    /** The user's home inside the file root, `/` for the main access. */
    private readonly home: string,
    private readonly homePath: string,
  ) {
    super(connection, { root: homePath, cwd: '/' });
  }

  /** The session's file system, once the home is known to exist inside the root. */
  static async open(connection: FtpConnection, files: HostingFiles, hostingId: number, home: string): Promise<ConfinedFileSystem> {
    const homePath = await files.resolve(hostingId, home);
    await mkdir(homePath, { recursive: true });
    return new ConfinedFileSystem(connection, files, hostingId, home, await realpath(homePath));
  }

  /** The absolute path on disk of what the client named, or a refusal. */
  private async resolve(requested?: string): Promise<{ clientPath: string; fsPath: string }> {
    if (requested?.includes('\0')) throw new FileSystemError(OUTSIDE_HOME);
    const clientPath = clientPathOf(this.current, requested);
    let fsPath: string;
    try {
      fsPath = await this.files.resolve(this.hostingId, path.posix.join(this.home, clientPath));
    } catch {
      throw new FileSystemError(OUTSIDE_HOME);
    }
    if (!isInside(this.homePath, fsPath) || !isInside(this.homePath, await realpathOfNearestExisting(fsPath))) throw new FileSystemError(OUTSIDE_HOME);
    return { clientPath, fsPath };
  }

  /** Never used: every method below resolves through `resolve`; failing closed if one is missed. */
  _resolvePath(): never {
    throw new FileSystemError(OUTSIDE_HOME);
  }

  override currentDirectory(): string {
    return this.current;
  }

  override async get(fileName: string) {
    return answered(async () => {
      const { fsPath } = await this.resolve(fileName);
      return named(await stat(fsPath), fileName);
    });
  }

  override async list(requested = '.') {
    return answered(async () => {
      const { fsPath } = await this.resolve(requested);
      const entries = await readdir(fsPath);
      const listed = await Promise.all(
        entries.map(async (name) => {
          // lstat: a link is listed as itself, never followed out of the home.
          const stats = await lstat(path.join(fsPath, name)).catch(() => null);
          return stats ? named(stats, listedName(name)) : null;
        }),
      );
      return listed.filter((entry) => entry !== null);
    });
  }

  override async chdir(requested = '.') {
    return answered(async () => {
      const { fsPath, clientPath } = await this.resolve(requested);
      if (!(await stat(fsPath)).isDirectory()) throw new FileSystemError('Não é uma pasta.');
      this.current = clientPath;
      return this.current;
    });
  }

  override async write(fileName: string, { append = false, start = undefined }: { append?: boolean; start?: number } = {}) {
    return answered(async () => {
      assertCreatable(clientPathOf(this.current, fileName));
      const { fsPath, clientPath } = await this.resolve(fileName);
      const budget = await this.files.quota.budget(this.hostingId);
      const stream = meteredFile(fsPath, { flags: append ? 'a+' : 'w+', start }, budget.take);
      stream.once('error', () => void unlink(fsPath).catch(() => undefined));
      stream.once('close', () => stream.end());
      return { stream, clientPath };
    });
  }

  override async read(fileName: string, { start = undefined }: { start?: number } = {}) {
    return answered(async () => {
      const { fsPath, clientPath } = await this.resolve(fileName);
      if ((await stat(fsPath)).isDirectory()) throw new FileSystemError('Não é possível ler uma pasta.');
      return { stream: createReadStream(fsPath, { flags: 'r', start }), clientPath };
    });
  }

  override async delete(requested: string) {
    return answered(async () => {
      const { fsPath } = await this.resolve(requested);
      if (fsPath === this.homePath) throw new FileSystemError('A pasta inicial não pode ser excluída.');
      const stats = await lstat(fsPath);
      if (stats.isDirectory()) await rmdir(fsPath);
      else await rm(fsPath);
      this.files.quota.forget(this.hostingId);
    });
  }

  override async mkdir(requested: string) {
    return answered(async () => {
      assertCreatable(clientPathOf(this.current, requested));
      const { clientPath, fsPath } = await this.resolve(requested);
      await mkdir(fsPath, { recursive: true });
      // ftp-srv answers "257 <this>": the client's own path, never the server's.
      return clientPath;
    });
  }

  override async rename(from: string, to: string) {
    return answered(async () => {
      assertCreatable(clientPathOf(this.current, to));
      const source = await this.resolve(from);
      const target = await this.resolve(to);
      if (source.fsPath === this.homePath) throw new FileSystemError('A pasta inicial não pode ser renomeada.');
      await rename(source.fsPath, target.fsPath);
    });
  }

  override async chmod(requested: string, mode: string | number) {
    return answered(async () => {
      const { fsPath } = await this.resolve(requested);
      const bits = typeof mode === 'number' ? mode : Number.parseInt(String(mode), 8);
      if (!Number.isInteger(bits) || bits < 0 || bits > 0o777) throw new FileSystemError('Permissão inválida.');
      await chmod(fsPath, bits);
    });
  }

  override getUniqueName(): string {
    return randomUUID().replaceAll('-', '');
  }
}
