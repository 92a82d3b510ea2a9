import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The parts of a built chunk the budgets read (rolldown's OutputChunk). */
export interface Chunk {
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
  code: string;
  isEntry: boolean;
}

export const withoutExtension = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '');

/** The chunks of a bundle, and the chunk that holds a source module (named with or without its extension). */
export function chunkGraph(bundle: Record<string, { type: string }>) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk') as unknown as Chunk[];
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byModule = new Map(chunks.flatMap((c) => c.moduleIds.map((id) => [withoutExtension(id), c] as const)));
  return {
    chunks,
    entry: chunks.find((c) => c.isEntry),
    /** The chunk written to this file ("assets/x-hash.js"). */
    chunkAt: (fileName: string) => byFile.get(fileName),
    chunkOf: (file: string) => byModule.get(withoutExtension(path.resolve(file))),
    /** The chunks loaded with these: they and everything they import statically. */
    closure(roots: Chunk[]): Chunk[] {
      const seen = new Map<string, Chunk>();
      const queue = [...roots];
      while (queue.length) {
        const chunk = queue.pop()!;
        if (seen.has(chunk.fileName)) continue;
        seen.set(chunk.fileName, chunk);
        for (const file of chunk.imports) {
          const next = byFile.get(file);
          if (next) queue.push(next);
        }
      }
      return [...seen.values()];
    },
  };
}

export const gzipBytes = (chunks: Chunk[]) => chunks.reduce((sum, c) => sum + gzipSync(c.code).length, 0);

export type ChunkGraph = ReturnType<typeof chunkGraph>;

/** What a check may do with the build: stop it, or say a figure. */
export interface CheckContext {
  error(message: string): never;
  info?(message: string): void;
}

/**
 * A check of the production bundle's chunk graph. Weights are a production build's only: a build under
 * NODE_ENV=test (vitest) carries React's development code.
 */
export function bundleCheck(name: string, check: (context: CheckContext, graph: ChunkGraph) => void): Plugin {
  let production = true;
  return {
    name,
    apply: 'build',
    configResolved(config) {
      production = config.isProduction;
    },
    // After every plugin's generateBundle: Vite writes each chunk's list of what a dynamic import
    // preloads (__vite__mapDeps) into its code then, 6 KB of the dashboard's first load.
    writeBundle(_options, bundle) {
      if (production) check(this as unknown as CheckContext, chunkGraph(bundle));
    },
  };
}
