import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useSlotTabs } from './useSlotTabs';

/** A row of tabs, one per accessible contribution to the slot; the current path picks the active one. */
export function SlotTabs({ slot, label }: { slot: string; label: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const tabs = useSlotTabs(slot);
  if (tabs.length === 0) return null;
  const active = tabs.find((tab) => location.pathname === tab.to)?.to ?? false;
  return (
    <Tabs value={active} aria-label={label} variant="scrollable" scrollButtons="auto" sx={{ mb: 2 }}>
      {tabs.map((tab) => (
        <Tab key={`${tab.plugin}:${tab.route}`} value={tab.to} label={t(tab.label)} component={Link} to={tab.to} />
      ))}
    </Tabs>
  );
}
