import { describe, expect, it } from 'vitest';
import type { Chunk } from './chunkGraph';
import { chunkCycles } from './noChunkCycles';

const chunk = (fileName: string, imports: string[] = []): Chunk => ({ fileName, imports, moduleIds: [], code: '', facadeModuleId: null, isEntry: false });

describe('chunkCycles', () => {
  it('finds chunks that import each other, directly or round a ring', () => {
    expect(chunkCycles([chunk('a.js', ['b.js']), chunk('b.js', ['a.js'])])).toEqual([['a.js', 'b.js', 'a.js']]);
    expect(chunkCycles([chunk('entry.js', ['a.js']), chunk('a.js', ['b.js']), chunk('b.js', ['c.js']), chunk('c.js', ['a.js'])])).toEqual([['a.js', 'b.js', 'c.js', 'a.js']]);
  });

  it('finds none where imports only go one way, shared chunks included', () => {
    expect(chunkCycles([chunk('entry.js', ['a.js', 'b.js']), chunk('a.js', ['shared.js']), chunk('b.js', ['shared.js']), chunk('shared.js')])).toEqual([]);
  });
});
