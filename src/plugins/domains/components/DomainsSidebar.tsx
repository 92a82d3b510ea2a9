import { pagePath, SidebarLink, SidebarNote, SidebarSection } from '@core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LINKED_PAGES } from './linkedPages';
import { useDomains } from './useDomains';

/** "Domínios" in the sidebar (part 1 §2 "Layout"). */
export default function DomainsSidebar() {
  const { t } = useTranslation();
  const location = useLocation();
  const domains = useDomains();
  const rows = domains.data ?? [];
  const register = pagePath(LINKED_PAGES.register);
  return (
    <SidebarSection id="domains" title={t('domains.sidebar.title')} add={register ? { to: register, label: t('domains.sidebar.add') } : undefined}>
      {rows.map((d) => {
        const to = `/domain/${d.domain}`;
        return <SidebarLink key={d.domain} to={to} indent text={d.domain} selected={location.pathname.startsWith(to)} />;
      })}
      {domains.isSuccess && rows.length === 0 && <SidebarNote text={t('domains.sidebar.empty')} />}
    </SidebarSection>
  );
}
