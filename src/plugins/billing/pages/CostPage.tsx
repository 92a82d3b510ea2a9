import { Alert, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { PageLoading } from '@core';
import { useTranslation } from 'react-i18next';
import { SITE_DISCOUNT } from '../contract';
import { CostTable } from '../components/CostTable';
import { PaymentPagesNav } from '../components/PaymentPagesNav';
import { useCostStatement } from '../components/useBilling';

/** "Demonstrativo de Custo": what each hosting costs per month and per hour as it stands (part 1 §2 "Cost"). */
export default function CostPage() {
  const { t } = useTranslation();
  const cost = useCostStatement();
  const items = cost.data?.items ?? [];
  return (
    <Card>
      <CardHeader title={t('billing.cost.title')} slotProps={{ title: { component: 'h1', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <PaymentPagesNav />
        {cost.isPending && <PageLoading />}
        {cost.isSuccess && items.length === 0 && <Alert severity="info">{t('billing.cost.empty')}</Alert>}
        {cost.data && items.length > 0 && (
          <>
            <Alert severity={cost.data.discountPercent > 0 ? 'success' : 'info'} sx={{ mb: 2 }} data-testid="site-discount-note">
              {cost.data.discountPercent > 0
                ? t('billing.cost.discountOn', { count: cost.data.activeSites, percent: cost.data.discountPercent })
                : t('billing.cost.discountOff', { count: cost.data.activeSites, percent: SITE_DISCOUNT.percent, min: SITE_DISCOUNT.minActiveSites })}
            </Alert>
            <CostTable report={cost.data} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>{t('billing.cost.perHourNote')}</Typography>
          </>
        )}
        {items.some((item) => item.isPaused) && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>{t('billing.cost.pausedNote')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
