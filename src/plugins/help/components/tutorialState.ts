/** Tutorial state (part 1 §4): step, skipped, finished, running, kept in session storage. */
export interface TutorialState {
  step: number;
  skipped: boolean;
  finished: boolean;
  running: boolean;
}

export type TutorialAction = 'start' | 'next' | 'back' | 'skip';

export const IDLE: TutorialState = { step: 0, skipped: false, finished: false, running: false };

export function advance(state: TutorialState, action: TutorialAction, steps: number): TutorialState {
  switch (action) {
    case 'start': return { step: 0, skipped: false, finished: false, running: true };
    case 'skip': return { ...state, skipped: true, running: false };
    case 'back': return { ...state, step: Math.max(0, state.step - 1) };
    case 'next':
      return state.step + 1 >= steps ? { ...state, finished: true, running: false } : { ...state, step: state.step + 1 };
  }
}

const KEY = 'painel.tutorial';

export function loadTutorial(storage: Storage): TutorialState {
  try {
    const saved = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<TutorialState> | null;
    return saved ? { ...IDLE, ...saved } : IDLE;
  } catch {
    return IDLE;
  }
}

export function saveTutorial(storage: Storage, state: TutorialState): void {
  storage.setItem(KEY, JSON.stringify(state));
}
