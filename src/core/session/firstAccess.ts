import { useEffect, useReducer } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pagePath } from '../runtime/registry';
import { useCurrentUser, type CurrentUser } from './queries';

/**
 * First access (part 1 §4): a pending domain registration leads to its register page, a
 * first-access user to /hosting/create, each once per session; until that user leaves the
 * creation page the shell stays reduced (no admin header, no announcements).
 */

export const HOSTING_CREATE_PATH = '/hosting/create';
const DOMAIN_REGISTER_PATTERN = '/domain/:resource/register';
const KEYS = {
  createViewed: 'painel.firstAccess.createViewed',
  registerShown: 'painel.firstAccess.registerShown',
  shellSeen: 'painel.firstAccess.shellSeen',
  /** In a brand without the creation wizard, the page the session began on stands for it. */
  landing: 'painel.firstAccess.landing',
} as const;

type FirstAccessUser = Pick<CurrentUser, 'isFirstAccess' | 'registerDomain'>;

type PageFor = typeof pagePath;

/**
 * Where a first-access visit must go from `pathname`, or null to stay. Pure over the session
 * storage and `pageFor`: a page no enabled plugin draws (in this brand, or not built yet) is skipped.
 */
export function firstAccessTarget(user: FirstAccessUser, pathname: string, storage: Storage, pageFor: PageFor = pagePath): string | null {
  const registerPage = user.registerDomain ? pageFor(DOMAIN_REGISTER_PATTERN, { resource: user.registerDomain.toLowerCase() }) : null;
  if (registerPage && !storage.getItem(KEYS.registerShown)) return pathname === registerPage ? null : registerPage;
  const createPage = pageFor(HOSTING_CREATE_PATH);
  if (createPage && user.isFirstAccess && !storage.getItem(KEYS.createViewed) && pathname !== createPage) return createPage;
  return null;
}

/**
 * Records what this session has seen at `pathname`. The shell stays reduced on the creation page
 * (or, in a brand without it, the page the session began on) and on the pages before it.
 */
export function recordFirstAccessVisit(user: FirstAccessUser, pathname: string, storage: Storage, pageFor: PageFor = pagePath): void {
  if (user.registerDomain && pathname === `/domain/${user.registerDomain.toLowerCase()}/register`) storage.setItem(KEYS.registerShown, '1');
  if (!user.isFirstAccess) return;
  let firstStop = pageFor(HOSTING_CREATE_PATH) ?? storage.getItem(KEYS.landing);
  if (firstStop === null) {
    storage.setItem(KEYS.landing, pathname);
    firstStop = pathname;
  }
  if (pathname === firstStop) storage.setItem(KEYS.createViewed, '1');
  else if (storage.getItem(KEYS.createViewed)) storage.setItem(KEYS.shellSeen, '1');
}

export function isReducedShell(user: FirstAccessUser | undefined, storage: Storage): boolean {
  return user?.isFirstAccess === true && !storage.getItem(KEYS.shellSeen);
}

/** Carries out the first-access redirects; answers whether the shell is reduced. */
export function useFirstAccess(): { reduced: boolean } {
  const user = useCurrentUser().data;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The visit is recorded after rendering; render again so the shell opens on the page that ends it.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!user) return;
    const target = firstAccessTarget(user, pathname, window.sessionStorage);
    const wasReduced = isReducedShell(user, window.sessionStorage);
    recordFirstAccessVisit(user, target ?? pathname, window.sessionStorage);
    if (target) navigate(target, { replace: true });
    else if (wasReduced !== isReducedShell(user, window.sessionStorage)) rerender();
  }, [user, pathname, navigate]);
  return { reduced: isReducedShell(user, window.sessionStorage) };
}
