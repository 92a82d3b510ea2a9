import { pagePath, SidebarLink, SidebarNote, SidebarSection } from '@core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Hosting } from '../contract';
import { LINKED_PAGES } from './linkedPages';
import { useHostings } from './useHostings';

function HostingLinks({ hostings }: { hostings: Hosting[] }) {
  const location = useLocation();
  return (
    <>
      {hostings.map((h) => {
        const to = `/hosting/${h.domain}`;
        return <SidebarLink key={h.domain} to={to} indent text={h.domain} selected={location.pathname === to || location.pathname.startsWith(`${to}/`)} />;
      })}
    </>
  );
}

/** "Hospedagens" in the sidebar, with guest hostings under "Compartilhado" (part 1 §2). */
export default function HostingsSidebar() {
  const { t } = useTranslation();
  const hostings = useHostings();
  const all = hostings.data ?? [];
  const owned = all.filter((h) => !h.isGuest);
  const shared = all.filter((h) => h.isGuest);
  const create = pagePath(LINKED_PAGES.create);
  return (
    <>
      <SidebarSection id="hostings" title={t('hosting.sidebar.title')} add={create ? { to: create, label: t('hosting.sidebar.add') } : undefined}>
        <HostingLinks hostings={owned} />
        {hostings.isSuccess && owned.length === 0 && <SidebarNote text={t('hosting.sidebar.empty')} />}
      </SidebarSection>
      {shared.length > 0 && (
        <SidebarSection id="shared" title={t('hosting.sidebar.shared')}>
          <HostingLinks hostings={shared} />
        </SidebarSection>
      )}
    </>
  );
}
