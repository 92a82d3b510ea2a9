import Chat from '@mui/icons-material/ChatOutlined';
import Discount from '@mui/icons-material/DiscountOutlined';
import Help from '@mui/icons-material/HelpOutline';
import Redeem from '@mui/icons-material/RedeemOutlined';
import Tour from '@mui/icons-material/TourOutlined';
import Video from '@mui/icons-material/OndemandVideoOutlined';
import MenuBook from '@mui/icons-material/MenuBookOutlined';
import { Portal, SpeedDial, SpeedDialAction, type OpenReason } from '@mui/material';
import { pagePath, useCurrentUser } from '@core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { startTutorial } from '../ui';
import { useChat, useHelpConfig } from './useChat';
import { openHelpModal, useHelpModal } from './stores';

// Fetched when a modal is first opened: the dashboard draws the buttons, not the dialogs.
const HelpModals = lazy(() => import('./HelpModals').then((m) => ({ default: m.HelpModals })));

/** The help button group (part 1 §2): chat, tutorial videos, help link, and the panel tour and modals. */
export default function HelpButtons() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const config = useHelpConfig();
  const chat = useChat();
  const [open, setOpen] = useState(false);
  // The actions (a button and a tooltip each) are drawn from the first opening on: every page draws the closed dial.
  const [opened, setOpened] = useState(false);
  const openOnClick = (_: unknown, reason: OpenReason) => {
    if (reason !== 'toggle') return;
    setOpened(true);
    setOpen(true);
  };
  const modal = useHelpModal();
  const firstSteps = pagePath('/first-steps');
  const referral = user && !user.isAffiliate && pagePath('/referral');

  const actions = [
    { key: 'chat', icon: <Chat />, run: () => chat.open() },
    { key: 'videos', icon: <Video />, run: () => openHelpModal({ kind: 'videos' }) },
    {
      key: 'helpCenter', icon: <MenuBook />,
      run: () => (config?.helpUrl ? window.open(config.helpUrl, '_blank', 'noopener') : firstSteps && navigate(firstSteps)),
    },
    { key: 'tour', icon: <Tour />, run: startTutorial },
    ...(referral ? [{ key: 'referral', icon: <Redeem />, run: () => openHelpModal({ kind: 'referral' }) }] : []),
    { key: 'discount', icon: <Discount />, run: () => openHelpModal({ kind: 'discount' }) },
  ];
  return (
    <Portal>
      <SpeedDial id="help-buttons" ariaLabel={t('help.group')} icon={<Help />} open={open} onOpen={openOnClick} onClose={() => setOpen(false)}
        FabProps={{ size: 'small', color: 'secondary' }}
        sx={{
          position: 'fixed', right: 16, bottom: { xs: 80, md: 16 }, zIndex: (theme) => theme.zIndex.speedDial,
          // Closed, the actions' menu is not drawn at all: no empty menu for screen readers, nothing to click through.
          '& .MuiSpeedDial-actionsClosed': { display: 'none' },
        }}>
        {opened && actions.map((a) => (
          <SpeedDialAction key={a.key} icon={a.icon} slotProps={{ tooltip: { title: t(`help.actions.${a.key}`) } }}
            onClick={() => { setOpen(false); a.run(); }} />
        ))}
      </SpeedDial>
      {modal && (
        <Suspense fallback={null}>
          <HelpModals videos={config?.videos ?? []} />
        </Suspense>
      )}
    </Portal>
  );
}
