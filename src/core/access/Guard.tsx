import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { hasSession } from '../auth/tokenCookie';
import { loginPathFor } from '../routing/loginPath';
import { LoadingOrFailed } from '../layout/LoadingOrFailed';
import { PageLoading } from '../layout/PageLoading';
import type { AccessCondition } from './rules';
import { isHostingScoped } from './rules';
import { useAccessDenial } from './useAccess';

/**
 * Wraps every contributed page: signed-out visitors go to login, the refused go back, and when the
 * user cannot be read the page says so with a way to try again.
 */
export function Guard({ access, children }: { access: AccessCondition; children: ReactNode }) {
  const location = useLocation();
  const params = useParams();
  const { loading, denial, failedUser } = useAccessDenial(access);
  if (access.rule === 'anonymous') return <>{children}</>;
  if (!hasSession() || denial === 'unauthenticated') {
    return <Navigate to={loginPathFor(location.pathname, location.search)} replace />;
  }
  if (loading) return <PageLoading />;
  if (failedUser) return <LoadingOrFailed query={failedUser} />;
  // A suspended hosting's tab leads to its summary, which shows the suspension and the way to recharge.
  if (denial === 'forbidden' || denial === 'needsRecharge') {
    const back = isHostingScoped(access) && params.resource ? `/hosting/${params.resource}` : '/';
    return <Navigate to={location.pathname === back ? '/' : back} replace />;
  }
  return <>{children}</>;
}
