import { Suspense, useEffect } from 'react';
import { useAccessScope } from '../access/AccessScope';
import { canAccess } from '../access/rules';
import { useCurrentUser } from '../session/queries';
import { PageLoading } from '../layout/PageLoading';
import { PageErrorBoundary } from './PageErrorBoundary';
import { componentsOf, lazyModule, preloadModule } from './registry';

/** Renders, in order, every component the enabled plugins put in a named slot that the user may see. */
export function SlotComponents({ slot, fallback = <PageLoading /> }: { slot: string; fallback?: React.ReactNode }) {
  const user = useCurrentUser();
  const hosting = useAccessScope();
  const current = user.data ? { id: user.data.id, isAffiliate: user.data.isAffiliate } : null;
  const visible = componentsOf(slot).filter((c) => canAccess(c.access, { user: current, hosting }));
  useEffect(() => {
    // Code every signed-in user sees need not wait for the user to be known.
    for (const c of componentsOf(slot)) if (c.access.rule === 'public') void preloadModule(c.key);
  }, [slot]);
  return (
    <>
      {visible.map((c) => {
        const Component = lazyModule(c.key);
        return (
          <PageErrorBoundary key={c.key}>
            <Suspense fallback={fallback}>
              <Component />
            </Suspense>
          </PageErrorBoundary>
        );
      })}
    </>
  );
}
