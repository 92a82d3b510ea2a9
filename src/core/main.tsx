import { sessionMark } from './auth/tokenCookie';
import { sendEarly } from './http/earlyRequests';
import { firstReadsFor } from './shell/firstReads';
import { signedOutStart, warmSignedOutPage } from './shell/signedOutRoutes';

/**
 * A visit without a session to a signed-out page (sign-in, sign-up, reset, verification) loads the light
 * signed-out shell, with no react-admin; everything else loads the full app with react-admin. This entry
 * only chooses: React and everything else load after, all at once.
 */
function loadShell() {
  const signedOut = signedOutStart(window.location.pathname);
  if (signedOut === null) {
    const mark = sessionMark();
    if (mark) sendEarly(mark, firstReadsFor(window.location.pathname));
    // The page preloads the app's code and its first page's when the browser has a session (src/server/http/signedInPages.ts).
    return import('./mountApp');
  }
  warmSignedOutPage(signedOut);
  return import('./shell/mountSignedOut');
}

void loadShell().then(({ mount }) => mount(document.getElementById('root')!));
