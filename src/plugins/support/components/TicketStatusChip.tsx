import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '../contract';

const COLOUR: Record<TicketStatus, 'info' | 'success' | 'default'> = { open: 'info', answered: 'success', closed: 'default' };

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOUR[status]} label={t(`support.status.${status}`)} />;
}
