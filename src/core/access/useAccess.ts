import { useAccessScope } from './AccessScope';
import { accessDenial, type AccessCondition, type AccessDenial } from './rules';
import { useCurrentUser } from '../session/queries';

/** Judges an access condition for the signed-in user and the hosting in scope. */
export function useAccessDenial(access: AccessCondition | undefined): { loading: boolean; denial: AccessDenial | null } {
  const user = useCurrentUser();
  const hosting = useAccessScope();
  if (!access || access.rule === 'anonymous') return { loading: false, denial: null };
  if (user.isPending && user.fetchStatus !== 'idle') return { loading: true, denial: null };
  const current = user.data ? { id: user.data.id, isAffiliate: user.data.isAffiliate } : null;
  return { loading: false, denial: accessDenial(access, { user: current, hosting }) };
}

export function useCanAccess(access: AccessCondition | undefined): boolean {
  const { loading, denial } = useAccessDenial(access);
  return !loading && denial === null;
}
