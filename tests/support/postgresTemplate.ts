import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/server/app';
import { adminQuery, databaseUrl, dropAllCopies } from './postgresDatabases';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

/** Vitest global setup for TEST_DATABASE=postgres: one migrated template per run, dropped at the end. */
export default async function setup(project: TestProject) {
  const template = `painel_test_${process.pid}`;
  await adminQuery(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE "${template}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C'`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'painel-template-'));
  const app = await buildApp({ dataDir, databaseUrl: databaseUrl(template), demo: false });
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  project.provide('postgresTemplate', template);
  return () => dropAllCopies(template);
}
