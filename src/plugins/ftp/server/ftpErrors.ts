import { HttpError } from '@server/http/errors';
import { storageFailureOf } from '@server/http/storageFailure';
import { FileSystemError } from './ftpSrv';

/** ftp-srv answers an error with its message: the file system's own (`ENOENT: …, stat '/srv/…'`) would show server paths. */
const TEXTS: Record<string, string> = {
  ENOENT: 'Arquivo ou pasta não encontrado.',
  EEXIST: 'Já existe um arquivo ou pasta com este nome.',
  ENOTEMPTY: 'A pasta não está vazia.',
  ENOTDIR: 'O caminho informado não é uma pasta.',
  EISDIR: 'O caminho informado é uma pasta.',
  EACCES: 'Permissão negada.',
  EPERM: 'Permissão negada.',
  ENAMETOOLONG: 'Nome longo demais: use no máximo 255 bytes.',
};
const FAILED = 'Não foi possível concluir a operação.';

/** The error a client reads: ours as they are, the system's in Portuguese and without paths. */
export function ftpError(error: unknown): Error {
  if (error instanceof FileSystemError) return error;
  if (error instanceof HttpError) return new FileSystemError(error.message);
  const storage = storageFailureOf(error);
  if (storage) return new FileSystemError(storage.message);
  return new FileSystemError(TEXTS[(error as NodeJS.ErrnoException | null)?.code ?? ''] ?? FAILED);
}

/** Runs a file-system step, any failure answered as `ftpError` says. */
export async function answered<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw ftpError(error);
  }
}
