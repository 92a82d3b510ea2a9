import { useEffect } from 'react';
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

/** Records what this session has seen at `pathname`. */
export function recordFirstAccessVisit(user: FirstAccessUser, pathname: string, storage: Storage): void {
  if (user.registerDomain && pathname === `/domain/${user.registerDomain.toLowerCase()}/register`) storage.setItem(KEYS.registerShown, '1');
  if (!user.isFirstAccess) return;
  if (pathname === HOSTING_CREATE_PATH) storage.setItem(KEYS.createViewed, '1');
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
  useEffect(() => {
    if (!user) return;
    const target = firstAccessTarget(user, pathname, window.sessionStorage);
    recordFirstAccessVisit(user, target ?? pathname, window.sessionStorage);
    if (target) navigate(target, { replace: true });
  }, [user, pathname, navigate]);
  return { reduced: isReducedShell(user, window.sessionStorage) };
}
