import { useTranslation } from 'react-i18next';
import { canAccess } from '../access/rules';
import type { MenuEntry, MenuSlot } from '../manifest/schema';
import { menuOf } from '../runtime/registry';
import { useCurrentUser } from '../session/queries';

/** The entries of a menu slot that the signed-in user may follow, labels translated. */
export function useMenu(slot: MenuSlot): (MenuEntry & { text: string })[] {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const current = user.data ? { id: user.data.id, isAffiliate: user.data.isAffiliate } : null;
  if (!current) return [];
  return menuOf(slot)
    .filter((entry) => canAccess(entry.access, { user: current }))
    .map((entry) => ({ ...entry, text: t(entry.label) }));
}
