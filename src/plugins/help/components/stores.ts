import { useSyncExternalStore } from 'react';
import type { TutorialVideo } from '../contract';
import { advance, loadTutorial, saveTutorial, type TutorialAction, type TutorialState } from './tutorialState';

/** A tiny shared value any component (the help buttons, the first-steps page) can read and change. */
function store<T>(initial: () => T) {
  let value: T | undefined;
  const listeners = new Set<() => void>();
  const get = () => (value ??= initial());
  return {
    get,
    set(next: T) {
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type HelpModal = { kind: 'referral' } | { kind: 'discount' } | { kind: 'videos' } | { kind: 'video'; video: TutorialVideo } | null;

const modal = store<HelpModal>(() => null);
export const openHelpModal = (next: HelpModal) => modal.set(next);
export const useHelpModal = () => useSyncExternalStore(modal.subscribe, modal.get);

const tutorial = store<TutorialState>(() => loadTutorial(window.sessionStorage));
export function tutorialAction(action: TutorialAction, steps: number) {
  const next = advance(tutorial.get(), action, steps);
  saveTutorial(window.sessionStorage, next);
  tutorial.set(next);
}
export const useTutorial = () => useSyncExternalStore(tutorial.subscribe, tutorial.get);
