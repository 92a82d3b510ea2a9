import { describe, expect, it } from 'vitest';
import { advance, IDLE, loadTutorial, saveTutorial } from './tutorialState';

describe('tutorial state', () => {
  it('runs step by step to finished, or stops when skipped', () => {
    let s = advance(IDLE, 'start', 3);
    expect(s).toEqual({ step: 0, skipped: false, finished: false, running: true });
    s = advance(advance(s, 'next', 3), 'next', 3);
    expect(s.step).toBe(2);
    expect(advance(s, 'back', 3).step).toBe(1);
    expect(advance(s, 'next', 3)).toEqual({ step: 2, skipped: false, finished: true, running: false });
    expect(advance(advance(IDLE, 'start', 3), 'skip', 3)).toEqual({ step: 0, skipped: true, finished: false, running: false });
    expect(advance(IDLE, 'back', 3).step).toBe(0);
  });

  it('is kept in session storage and survives a bad value', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) } as Storage;
    saveTutorial(storage, { step: 2, skipped: false, finished: false, running: true });
    expect(loadTutorial(storage)).toEqual({ step: 2, skipped: false, finished: false, running: true });
    store.set('painel.tutorial', '{');
    expect(loadTutorial(storage)).toEqual(IDLE);
  });
});
