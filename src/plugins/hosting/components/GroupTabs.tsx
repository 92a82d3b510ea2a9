import { Tab, Tabs } from '@mui/material';
import type { VisibleTab } from '@core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

/** The tabs inside one top-card group (e.g. Domínio: Status, Editor de DNS, …); the path picks the active one. */
export function GroupTabs({ tabs, label }: { tabs: VisibleTab[]; label: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const active = tabs.find((tab) => location.pathname === tab.to)?.to ?? false;
  return (
    <Tabs value={active} aria-label={label} variant="scrollable" scrollButtons="auto">
      {tabs.map((tab) => (
        <Tab key={`${tab.plugin}:${tab.route}`} value={tab.to} label={t(tab.label)} component={Link} to={tab.to} />
      ))}
    </Tabs>
  );
}
