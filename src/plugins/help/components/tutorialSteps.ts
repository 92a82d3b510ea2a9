/** The panel tour: each step points at a part of the shell, or sits in the middle when that part is not on screen. */
export interface TutorialStep {
  key: string;
  anchor: string | null;
}

export const TUTORIAL_STEPS: TutorialStep[] = [
  { key: 'welcome', anchor: null },
  { key: 'credits', anchor: '[data-testid="credit-balance"]' },
  { key: 'quickAccess', anchor: 'nav[aria-label="Acesso rápido"]' },
  { key: 'help', anchor: '#help-buttons' },
];

