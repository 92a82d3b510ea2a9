import { describe, expect, it } from 'vitest';
import { TYPE_AHEAD_RESET_MS, TypeAhead } from './typeAhead';

describe('TypeAhead', () => {
  it('joins letters typed together and restarts after a pause', () => {
    const search = new TypeAhead();
    expect(search.type('A', 1000)).toBe('a');
    expect(search.type('r', 1100)).toBe('ar');
    expect(search.type('q', 1100 + TYPE_AHEAD_RESET_MS + 1)).toBe('q');
  });

  it('counts the pause from the answer when the list answered a key late', () => {
    const search = new TypeAhead();
    search.type('a', 1000);
    search.answered(1000 + TYPE_AHEAD_RESET_MS + 400);
    expect(search.type('r', 1000 + TYPE_AHEAD_RESET_MS + 500)).toBe('ar');
    search.answered(1000 + TYPE_AHEAD_RESET_MS + 600);
    expect(search.type('x', 1000 + 2 * TYPE_AHEAD_RESET_MS + 601)).toBe('x');
  });

  it('joins keys that waited in the queue while the list answered an earlier one', () => {
    const search = new TypeAhead();
    search.type('a', 1000);
    search.answered(3000);
    expect(search.type('r', 1050)).toBe('ar');
  });

  it('starts again after clear', () => {
    const search = new TypeAhead();
    search.type('a', 1000);
    search.clear();
    expect(search.type('r', 1010)).toBe('r');
  });
});
