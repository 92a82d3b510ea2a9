import { useAccessScope } from './AccessScope';
import { accessDenial, type AccessCondition, type AccessDenial } from './rules';
import { useCurrentUser } from '../session/queries';
import { decide } from '../http/errorCatalogue';

interface AccessJudgement {
  loading: boolean;
  denial: AccessDenial | null;
  /** The user could not be read (server error, no connection): nothing can be judged until it is. */
  failedUser?: ReturnType<typeof useCurrentUser>;
}

/** Judges an access condition for the signed-in user and the hosting in scope. */
export function useAccessDenial(access: AccessCondition | undefined): AccessJudgement {
  const user = useCurrentUser();
  const hosting = useAccessScope();
  if (!access || access.rule === 'anonymous') return { loading: false, denial: null };
  if (user.isPending && user.fetchStatus !== 'idle') return { loading: true, denial: null };
  // Only the answers that sign out (an expired session) mean "no user"; a failed read is not a reason to ask for the password.
  if (user.isError && !user.data && decide(user.error).kind !== 'logout') return { loading: false, denial: null, failedUser: user };
  const current = user.data ? { id: user.data.id, isAffiliate: user.data.isAffiliate } : null;
  return { loading: false, denial: accessDenial(access, { user: current, hosting }) };
}

export function useCanAccess(access: AccessCondition | undefined): boolean {
  const { loading, denial, failedUser } = useAccessDenial(access);
  return !loading && !failedUser && denial === null;
}
