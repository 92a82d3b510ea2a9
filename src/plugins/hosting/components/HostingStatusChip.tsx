import { Chip } from '@mui/material';
import type { HostingStatus } from '@core';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<HostingStatus, 'success' | 'warning' | 'error' | 'default' | 'info'> = {
  Active: 'success',
  Pending: 'info',
  Paused: 'warning',
  Suspended: 'error',
  Restoring: 'info',
};

export function HostingStatusChip({ status }: { status: HostingStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOUR[status]} label={t(`hosting.status.${status.toLowerCase()}`)} />;
}
