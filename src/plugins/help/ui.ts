/** What other plugins may use: open the help modals, the live chat, and start the panel tour. */
export { openHelpModal } from './components/stores';
export { useChat } from './components/useChat';
import { tutorialAction } from './components/stores';
import { TUTORIAL_STEPS } from './components/tutorialSteps';

export const startTutorial = () => tutorialAction('start', TUTORIAL_STEPS.length);
