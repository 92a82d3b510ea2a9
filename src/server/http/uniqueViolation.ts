import SQLite from 'better-sqlite3';
import { HttpError, MESSAGES } from './errors';

/** The field error a route answers when a write breaks one of its table's UNIQUE constraints. */
export interface UniqueField {
  field: string;
  message: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Keyed by the constrained columns as SQLite names them ("users.email",
     * "email_accounts.hosting_id, email_accounts.username"). Routes check first; this answers
     * the request that lost a race to the same name with the same 422.
     */
    unique?: Record<string, UniqueField>;
  }
}

const UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
const PREFIX = 'UNIQUE constraint failed: ';

/** PostgreSQL's unique_violation, with the table and "Key (a, b)=(…) already exists." */
const POSTGRES_UNIQUE = '23505';

/** "users.email" of a UNIQUE violation (named as SQLite does, on PostgreSQL too), or null for any other error. */
export function violatedColumns(error: unknown): string | null {
  const postgres = error as { code?: unknown; table?: unknown; detail?: unknown } | null;
  if (postgres?.code === POSTGRES_UNIQUE && typeof postgres.table === 'string') {
    const columns = /^Key \(([^)]*)\)=/.exec(String(postgres.detail ?? ''))?.[1];
    return columns ? columns.split(', ').map((column) => `${postgres.table as string}.${column.replace(/"/g, '')}`).join(', ') : `${postgres.table}.?`;
  }
  if (!(error instanceof SQLite.SqliteError) || !UNIQUE_CODES.has(error.code) || !error.message.startsWith(PREFIX)) return null;
  return error.message.slice(PREFIX.length);
}

/** A UNIQUE violation as an answer: 422 under the route's field when known, else 409; null for other errors. */
export function uniqueViolationAnswer(error: unknown, known: Record<string, UniqueField> | undefined): HttpError | null {
  const columns = violatedColumns(error);
  if (columns === null) return null;
  const field = known?.[columns];
  if (field) return new HttpError(422, field.message, { [field.field]: field.message });
  return new HttpError(409, MESSAGES.conflict);
}
