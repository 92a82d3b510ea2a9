/** Failures of the disk or the database lock, not of the request: answered and logged as such. */
export interface StorageFailure {
  kind: 'full' | 'busy' | 'readonly';
  status: number;
  /** For the user, in pt-BR. */
  message: string;
  /** For the operator's log. */
  log: string;
}

const FAILURES: Record<StorageFailure['kind'], Omit<StorageFailure, 'kind'>> = {
  full: { status: 507, message: 'O servidor está sem espaço em disco. Tente novamente mais tarde; nada do que você enviou foi salvo.', log: 'disk full: the data folder has no space left' },
  busy: { status: 503, message: 'O servidor está ocupado. Tente novamente em instantes.', log: 'database busy: another writer holds the lock' },
  readonly: { status: 503, message: 'O servidor não consegue gravar dados agora. Tente novamente mais tarde.', log: 'data folder is read-only' },
};

const KIND_OF_CODE: Record<string, StorageFailure['kind']> = {
  SQLITE_FULL: 'full',
  ENOSPC: 'full',
  SQLITE_BUSY: 'busy',
  SQLITE_LOCKED: 'busy',
  SQLITE_READONLY: 'readonly',
  EROFS: 'readonly',
  // PostgreSQL (DATABASE_URL): disk full, lock and serialization conflicts, a server not ready or read-only.
  '53100': 'full',
  '40001': 'busy',
  '40P01': 'busy',
  '55P03': 'busy',
  '57P03': 'busy',
  '53300': 'busy',
  '25006': 'readonly',
};

export function storageFailureOf(error: unknown): StorageFailure | null {
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  const kind = KIND_OF_CODE[code] ?? KIND_OF_CODE[code.split('_').slice(0, 2).join('_')];
  return kind ? { kind, ...FAILURES[kind] } : null;
}

/**
 * A write kept for bookkeeping only (a session's or token's last use): when the disk is full or
 * the database busy it is left unwritten, so the request it rides on still gets its answer.
 */
export async function unlessStorageFails(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (!storageFailureOf(error)) throw error;
  }
}
