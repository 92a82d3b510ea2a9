import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAccessScope } from '../access/AccessScope';
import { canAccess } from '../access/rules';
import { useCurrentUser } from '../session/queries';
import { PageLoading } from '../layout/PageLoading';
import { useFirstQueriesAnswered } from './firstQueries';
import { PageErrorBoundary } from './PageErrorBoundary';
import { componentsOf, lazyModule, loadsWithPage, preloadModule, type RegisteredComponent } from './registry';
import { useModulesLoaded } from './useModulesLoaded';
import { whenIdle } from './whenIdle';

type SlotProps = {
  slot: string;
  /** Drawn while a component's code loads, each in its own place. */
  fallback?: React.ReactNode;
  /**
   * No boundary of their own: what the components suspend on (their first data) holds the caller's,
   * so that they appear at once with what it holds, and one that fails is left out. The caller draws
   * them once their code and first reads are in (useSlotReady); until then each draws nothing.
   */
  together?: boolean;
};

function useVisibleComponents(slots: string | readonly string[]): RegisteredComponent[] {
  const user = useCurrentUser();
  const hosting = useAccessScope();
  const current = user.data ? { id: user.data.id, isAffiliate: user.data.isAffiliate } : null;
  return [slots].flat().flatMap((slot) => componentsOf(slot).filter((c) => canAccess(c.access, { user: current, hosting })));
}

/** True once the browser is first idle after the caller mounted: when floating components start loading. */
function useIdleAfterMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 2000), []);
  return idle;
}

/**
 * For content drawn below slots' components: true once the code of every component the user may see has
 * loaded (see useModulesLoaded) and their first reads have answered (see FirstQueries), and from then on
 * for these slots, so the content, once drawn, is never swapped back for a spinner. Never before the user
 * is known, while which components they may see is not.
 */
export function useSlotReady(slots: string | readonly string[]): boolean {
  // Not pending: a signed-out visit (no query) is about to be sent to the login page by the page's guard.
  const userKnown = !useCurrentUser().isLoading;
  // Floating components move nothing when they appear: the content below never waits for them.
  const keys = useVisibleComponents(slots).filter((c) => !c.floating).map((c) => c.key);
  const loaded = useModulesLoaded(keys) && userKnown;
  const ready = useFirstQueriesAnswered(keys, loaded);
  const slotsKey = [slots].flat().join(' ');
  const [readyFor, setReadyFor] = useState(ready ? slotsKey : null);
  if (ready && readyFor !== slotsKey) setReadyFor(slotsKey);
  return ready || readyFor === slotsKey;
}

/**
 * Renders, in order, every component the enabled plugins put in a named slot that the user may see;
 * the floating ones once the browser is idle after the slot is drawn, each behind its own boundaries,
 * so that their loading and their first data hold nothing else.
 */
export function SlotComponents({ slot, fallback = <PageLoading />, together = false }: SlotProps) {
  const visible = useVisibleComponents(slot);
  const idle = useIdleAfterMount();
  // A left-out announcement is tried again on the next page: a passing failure should not hide it for good.
  const { pathname } = useLocation();
  useEffect(() => {
    // Code every signed-in user sees need not wait for the user to be known.
    for (const c of componentsOf(slot)) if (loadsWithPage(c)) void preloadModule(c.key);
  }, [slot]);
  return (
    <>
      {visible.map((c) => {
        if (c.floating) {
          return (
            <PageErrorBoundary key={c.key} fallback={null} resetKey={pathname}>
              <Suspense fallback={null}>{idle && <WhenLoaded moduleKey={c.key} fallback={null} />}</Suspense>
            </PageErrorBoundary>
          );
        }
        const drawn = <WhenLoaded moduleKey={c.key} fallback={together ? null : fallback} />;
        return (
          <PageErrorBoundary key={c.key} fallback={together ? null : undefined} resetKey={together ? pathname : undefined}>
            {together ? drawn : <Suspense fallback={fallback}>{drawn}</Suspense>}
          </PageErrorBoundary>
        );
      })}
    </>
  );
}

/** A slot component drawn as itself once its code is in, its fallback until then (see useModulesLoaded). */
function WhenLoaded({ moduleKey, fallback }: { moduleKey: string; fallback: React.ReactNode }) {
  const loaded = useModulesLoaded([moduleKey]);
  if (!loaded) return fallback;
  const Component = lazyModule(moduleKey);
  return <Component />;
}
