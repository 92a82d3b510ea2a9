import { useParams } from 'react-router-dom';
import { useAccessScope } from '../access/AccessScope';
import { canAccess } from '../access/rules';
import { useCurrentUser } from '../session/queries';
import { fillPath, tabsOf, type RegisteredTab } from './registry';

export interface VisibleTab extends RegisteredTab {
  to: string;
}

/** For each slot, the tabs the user may open here, in order, with their paths filled in. */
export function useTabsOfSlots(slotIds: readonly string[]): Map<string, VisibleTab[]> {
  const params = useParams();
  const user = useCurrentUser();
  const hosting = useAccessScope();
  const current = user.data ? { id: user.data.id, isAffiliate: user.data.isAffiliate } : null;
  return new Map(
    slotIds.map((slot) => [
      slot,
      tabsOf(slot)
        .filter((tab) => canAccess(tab.target.access, { user: current, hosting }))
        .map((tab) => ({ ...tab, to: fillPath(tab.target.path, params) })),
    ]),
  );
}

export function useSlotTabs(slot: string): VisibleTab[] {
  return useTabsOfSlots([slot]).get(slot) ?? [];
}
