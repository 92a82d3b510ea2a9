import { Alert, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { PageLoading } from '@core';
import { useTranslation } from 'react-i18next';
import { HISTORY_LIMIT } from '../contract';
import { HistoryTable } from '../components/HistoryTable';
import { PaymentPagesNav } from '../components/PaymentPagesNav';
import { useRechargeHistory } from '../components/useBilling';

/** "Histórico de Recargas": the latest 100 recharges (part 1 §2 "History"). */
export default function HistoryPage() {
  const { t } = useTranslation();
  const history = useRechargeHistory();
  const records = history.data ?? [];
  return (
    <Card>
      <CardHeader title={t('billing.history.title')} slotProps={{ title: { component: 'h1', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <PaymentPagesNav />
        {history.isPending && <PageLoading />}
        {history.isSuccess && records.length === 0 && <Alert severity="info">{t('billing.history.empty')}</Alert>}
        {records.length > 0 && <HistoryTable records={records} />}
        {records.length >= HISTORY_LIMIT && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>{t('billing.history.limited', { count: HISTORY_LIMIT })}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
