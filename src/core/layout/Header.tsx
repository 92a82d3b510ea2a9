import AddCard from '@mui/icons-material/AddCard';
import MenuIconGlyph from '@mui/icons-material/Menu';
import { AppBar, Avatar, Box, Button, Chip, IconButton, ListItemIcon, MenuItem, Toolbar, Typography } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatMoney } from '../format/money';
import { shortenName } from '../format/text';
import { componentsOf, pagePath } from '../runtime/registry';
import { SlotComponents } from '../runtime/SlotComponents';
import { useCredits, useCurrentUser } from '../session/queries';
import { MenuIcon } from './icons';
import { LogoImage } from './LogoImage';
import { useMenu } from './MenuLinks';
import { usePhone, useWideScreen } from './screenWidth';
import { SHELL_SLOTS } from '../runtime/coreSlots';
import { LazyTooltip } from './LazyTooltip';
import { MenuOnceOpened } from './MenuOnceOpened';

const ESTIMATE_BADGE_DAYS = 7;

/** On a phone the same controls, folded: the estimate under the balance, "Adicionar créditos" as an icon. */
function CreditBalance() {
  const { t } = useTranslation();
  const credits = useCredits();
  const phone = usePhone();
  if (!credits.data) return null;
  const { total, estimate } = credits.data;
  const showEstimate = estimate !== null && estimate <= ESTIMATE_BADGE_DAYS;
  const estimateText = t('shell.header.estimate', { count: estimate ?? 0 });
  // A brand without the billing or recharge plugin has no such page: the balance stays, the links go.
  const billingPage = pagePath('/payment/billing');
  const rechargePage = pagePath('/payment/manual-recharge');
  const balanceLabel = `${t('shell.header.credits')}: ${formatMoney(total)}${showEstimate && phone ? ` (${t('shell.header.estimateTitle')}: ${estimateText})` : ''}`;
  const balance = (
    <>
      <Typography component="span" fontWeight={700} data-testid="credit-balance">
        {formatMoney(total)}
      </Typography>
      {showEstimate && phone && (
        <Typography component="span" variant="caption" title={t('shell.header.estimateTitle')} sx={{ textTransform: 'none', color: 'warning.light' }}>
          {estimateText}
        </Typography>
      )}
    </>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
      {showEstimate && !phone && (
        <LazyTooltip title={t('shell.header.estimateTitle')}>
          <Chip size="small" color="warning" label={estimateText} />
        </LazyTooltip>
      )}
      {billingPage ? (
        <Button component={Link} to={billingPage} color="inherit" aria-label={balanceLabel} sx={phone ? { flexDirection: 'column', lineHeight: 1.2, minWidth: 0, px: 0.5, whiteSpace: 'nowrap' } : undefined}>
          {balance}
        </Button>
      ) : (
        <Box component="span" aria-label={balanceLabel} sx={{ display: 'inline-flex', flexDirection: phone ? 'column' : 'row', lineHeight: 1.2, px: 1 }}>
          {balance}
        </Box>
      )}
      {!rechargePage ? null : phone ? (
        <LazyTooltip title={t('shell.header.addCredits')}>
          <IconButton component={Link} to={rechargePage} aria-label={t('shell.header.addCredits')}
            sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', '&:hover': { bgcolor: 'secondary.dark' } }}>
            <AddCard fontSize="small" />
          </IconButton>
        </LazyTooltip>
      ) : (
        <Button component={Link} to={rechargePage} variant="contained" color="secondary" size="small">
          {t('shell.header.addCredits')}
        </Button>
      )}
    </Box>
  );
}

function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const entries = useMenu('userMenu');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user.data) return null;
  const name = user.data.name;
  return (
    <>
      <Button color="inherit" onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu" aria-label={t('shell.header.userMenu')}
        sx={{ minWidth: 0, flexShrink: 0, '& .MuiButton-endIcon': { ml: { xs: 0, sm: 1 }, mr: { xs: 0, sm: -0.5 } } }}
        endIcon={<Avatar alt="" src={user.data.photo ?? undefined} sx={{ width: 32, height: 32 }}>{name.charAt(0).toUpperCase()}</Avatar>}>
        <Typography component="span" sx={{ display: { xs: 'none', sm: 'inline' }, textTransform: 'none' }} title={name} data-testid="user-name">
          {shortenName(name)}
        </Typography>
      </Button>
      <MenuOnceOpened anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {entries.map((entry) => (
          <MenuItem key={entry.to} component={Link} to={entry.to} onClick={() => setAnchor(null)}>
            <ListItemIcon><MenuIcon name={entry.icon} /></ListItemIcon>
            {entry.text}
          </MenuItem>
        ))}
        <MenuItem component={Link} to="/logout" onClick={() => setAnchor(null)}>
          {t('shell.header.logout')}
        </MenuItem>
      </MenuOnceOpened>
    </>
  );
}

function HeaderActions() {
  const entries = useMenu('headerActions');
  if (!useWideScreen()) return null;
  return (
    <>
      {entries.map((entry) => (
        <Button key={entry.to} component={Link} to={entry.to} color="inherit" startIcon={<MenuIcon name={entry.icon} />}>
          {entry.text}
        </Button>
      ))}
    </>
  );
}

/** Opens the navigation drawer, which only a screen narrower than "md" has (wider, the sidebar is always there). */
function OpenNavigationButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  if (useWideScreen()) return null;
  return (
    <IconButton color="inherit" edge="start" onClick={onClick} aria-label={t('shell.header.openMenu')}>
      <MenuIconGlyph />
    </IconButton>
  );
}

/** A plugin in the `shell.logo` slot may put another logo in its place once the user is known. */
function PanelLogo() {
  const user = useCurrentUser();
  if (user.data && componentsOf(SHELL_SLOTS.logo).length > 0) return <SlotComponents slot={SHELL_SLOTS.logo} fallback={<LogoImage />} />;
  return <LogoImage />;
}

/**
 * Memoised: the layout draws again as the page and its announcements arrive, three or four times on a
 * first load, and the header would be drawn again each time for nothing (its parts read their own data).
 */
export const Header = memo(function Header({ onOpenNavigation, reduced }: { onOpenNavigation: () => void; reduced: boolean }) {
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <OpenNavigationButton onClick={onOpenNavigation} />
        <Box component={Link} to="/" sx={{ display: 'flex', alignItems: 'center', color: 'inherit', textDecoration: 'none', minWidth: 0, flex: '0 1 auto' }}>
          <PanelLogo />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {!reduced && <SlotComponents slot={SHELL_SLOTS.header} fallback={null} />}
        {!reduced && <HeaderActions />}
        {!reduced && <CreditBalance />}
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
});
