import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

const PAGES = [
  { to: '/payment/recharge', label: 'billing.menu.autoRecharge' },
  { to: '/payment/billing', label: 'billing.consumption.title' },
  { to: '/payment/cost', label: 'billing.cost.title' },
  { to: '/payment/history', label: 'billing.history.title' },
];

/** Links between the money pages, the current one marked. */
export function PaymentPagesNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack component="nav" aria-label={t('billing.menu.payments')} direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 2 }}>
      {PAGES.map((page) => {
        const current = pathname === page.to;
        return (
          <Button key={page.to} component={Link} to={page.to} size="small" variant={current ? 'contained' : 'text'} aria-current={current ? 'page' : undefined}>
            {t(page.label)}
          </Button>
        );
      })}
    </Stack>
  );
}
