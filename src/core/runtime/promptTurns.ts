import { useEffect, useSyncExternalStore } from 'react';

/**
 * The prompts that ask the customer something unbidden (the surveys' dialogs, the questionnaire's bar) take
 * turns: one at a time. A prompt claims a turn while it has something to ask (or may have: its flags still
 * loading) and keeps it until it lets go; claims made in the same moment go by rank, lowest first.
 */
const claims = new Map<string, number>();
let holder: string | null = null;
let settling = false;
const listeners = new Set<() => void>();

function settle() {
  settling = false;
  if (holder === null || !claims.has(holder)) {
    let next: string | null = null;
    for (const [id, rank] of claims) if (next === null || rank < claims.get(next)!) next = id;
    holder = next;
  }
  for (const listener of listeners) listener();
}

/** Claims made by the effects of one render all count before the turn is given. */
function settleSoon() {
  if (settling) return;
  settling = true;
  queueMicrotask(settle);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the prompt `id` may show now; `wants` claims (true) or gives back (false) its turn. */
export function usePromptTurn(id: string, rank: number, wants: boolean): boolean {
  useEffect(() => {
    if (!wants) return;
    claims.set(id, rank);
    settleSoon();
    return () => {
      claims.delete(id);
      settleSoon();
    };
  }, [id, rank, wants]);
  const turn = useSyncExternalStore(subscribe, () => holder === id);
  return wants && turn;
}
