import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Runs a client tool (mysqldump, pg_dump, mysql, psql); its stdout, or null when the tool is not installed. */
export function runTool(command: string, args: string[], env: Record<string, string>, stdinFile?: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: [stdinFile ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? resolve(null) : reject(error)));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`${command} exited with ${code}: ${Buffer.concat(err).toString('utf8').slice(0, 500)}`));
    });
    if (stdinFile && child.stdin) createReadStream(stdinFile).pipe(child.stdin);
  });
}

/** The admin URL's parts the client tools take as arguments and environment. */
export function adminUrlParts(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: parsed.port,
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
  };
}

/** Writes SQL to a temporary file for a client tool's stdin and removes it after. */
export async function withSqlFile<T>(sql: string, withFile: (file: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'painel-sql-'));
  try {
    const file = path.join(folder, 'dump.sql');
    await writeFile(file, sql);
    return await withFile(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
