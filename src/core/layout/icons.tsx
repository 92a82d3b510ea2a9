import AccountCircle from '@mui/icons-material/AccountCircle';
import Dashboard from '@mui/icons-material/Dashboard';
import Dns from '@mui/icons-material/Dns';
import Language from '@mui/icons-material/Language';
import Notifications from '@mui/icons-material/Notifications';
import Payments from '@mui/icons-material/Payments';
import Share from '@mui/icons-material/Share';
import Storage from '@mui/icons-material/Storage';
import SupportAgent from '@mui/icons-material/SupportAgent';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import Handshake from '@mui/icons-material/Handshake';
import type { SvgIconComponent } from '@mui/icons-material';

/** The icons a manifest may name; a small fixed set keeps the shell light. */
const ICONS: Record<string, SvgIconComponent> = {
  account: AccountCircle,
  dashboard: Dashboard,
  dns: Dns,
  domain: Language,
  notifications: Notifications,
  payment: Payments,
  share: Share,
  hosting: Storage,
  support: SupportAgent,
  migration: SwapHoriz,
  wordpress: Language,
  gift: CardGiftcard,
  affiliate: Handshake,
};

export const ICON_NAMES = Object.keys(ICONS);

export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && ICONS[name]) || Dashboard;
  return <Icon fontSize="small" />;
}
