import { Alert, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { PageLoading, type FirstQueries } from '@core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingTable } from '../components/BillingTable';
import { CreditForecastPanel } from '../components/CreditForecastPanel';
import { monthBack } from '../components/months';
import { PaymentPagesNav } from '../components/PaymentPagesNav';
import { PeriodSelector } from '../components/PeriodSelector';
import { currentForecastQuery, monthlyBillingQuery, useMonthlyBilling } from '../components/useBilling';

/** This month's consumption and the balance's forecast decide the page's height: it is drawn once they are in. */
export const firstQueries: FirstQueries = () => {
  const period = monthBack(0);
  return [monthlyBillingQuery(period.year, period.month), currentForecastQuery];
};

/** "Consumo de Créditos": what each domain consumed in the chosen month (part 1 §2 "Billing"). */
export default function BillingPage() {
  const { t } = useTranslation();
  const [back, setBack] = useState(0);
  const period = monthBack(back);
  const report = useMonthlyBilling(period.year, period.month);
  return (
    <Card>
      <CardHeader title={t('billing.consumption.title')} slotProps={{ title: { component: 'h1', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <PaymentPagesNav />
        <PeriodSelector back={back} onChange={setBack} />
        <Typography component="h2" variant="subtitle1" sx={{ mb: 1 }}>{t('billing.consumption.tableOf', { month: period.label })}</Typography>
        {report.isPending && <PageLoading />}
        {report.data?.billing.length === 0 && <Alert severity="info">{t('billing.consumption.empty')}</Alert>}
        {report.data && report.data.billing.length > 0 && <BillingTable report={report.data} label={t('billing.consumption.tableOf', { month: period.label })} />}
        <CreditForecastPanel />
      </CardContent>
    </Card>
  );
}
