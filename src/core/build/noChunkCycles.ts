import type { Plugin } from 'vite';
import { bundleCheck, type Chunk, type CheckContext, type ChunkGraph } from './chunkGraph';

/** The chunks that import each other statically, in a ring: each ring as its files, in import order. */
export function chunkCycles(chunks: readonly Chunk[]): string[][] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  const visit = (file: string, path: string[]) => {
    state.set(file, 'open');
    for (const next of byFile.get(file)?.imports ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next) && byFile.has(next)) visit(next, [...path, next]);
    }
    state.set(file, 'done');
  };
  for (const chunk of chunks) if (!state.has(chunk.fileName)) visit(chunk.fileName, [chunk.fileName]);
  return cycles;
}

/**
 * Fails the build when chunks import each other in a ring. The first page's chunks are grouped by the
 * build (firstPageChunks.ts); grouped wrongly, a module of one chunk ran before a module of the other
 * that it needed, and "/" drew nothing. Never times.
 */
export function noChunkCycles(): Plugin {
  return bundleCheck('painel-no-chunk-cycles', (context: CheckContext, { chunks }: ChunkGraph) => {
    const cycles = chunkCycles(chunks);
    if (cycles.length) context.error(`Chunks that import each other (src/core/build/noChunkCycles.ts):\n${cycles.map((ring) => ring.join(' -> ')).join('\n')}`);
  });
}
