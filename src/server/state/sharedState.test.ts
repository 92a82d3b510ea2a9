import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../../tests/support/apiApp';
import { SharedState } from './sharedState';

const app = withTestApp({ demo: false });

describe('shared state', () => {
  it('keeps a value until it expires, and gives a taken value to one taker only', async () => {
    let now = 1_000_000;
    const state = new SharedState(app.context.db, () => now);
    await state.put('download:a', { file: '/x' }, 1000);
    expect(await state.get('download:a')).toEqual({ file: '/x' });
    const taken = await Promise.all([state.take('download:a'), state.take('download:a'), state.take('download:a')]);
    expect(taken.filter(Boolean)).toEqual([{ file: '/x' }]);
    await state.put('download:b', 1, 1000);
    now += 1000;
    expect(await state.get('download:b')).toBeNull();
  });

  it('counts concurrent hits in one window, restarts it once past, and extends a lock while hits go on', async () => {
    let now = 5_000_000;
    const state = new SharedState(app.context.db, () => now);
    const hits = await Promise.all(Array.from({ length: 8 }, () => state.hit('rate:x', 60_000)));
    expect(hits.map((h) => h.hits).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(hits.map((h) => h.expiresAt))).toEqual(new Set([now + 60_000]));
    now += 60_000;
    expect(await state.hit('rate:x', 60_000)).toEqual({ hits: 1, expiresAt: now + 60_000 });
    await state.hit('lock:y', 60_000, 2);
    now += 30_000;
    expect(await state.hit('lock:y', 60_000, 2)).toEqual({ hits: 2, expiresAt: now + 60_000 });
    expect(await state.peek('lock:y')).toEqual({ hits: 2, expiresAt: now + 60_000 });
    await state.remove('lock:y');
    expect(await state.peek('lock:y')).toBeNull();
  });
});
