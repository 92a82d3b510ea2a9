import { Chip } from '@mui/material';
import type { Domain } from '../contract';

const COLOR: Record<Domain['state'], 'success' | 'warning' | 'error' | 'info'> = {
  pending: 'warning',
  pending_payment: 'warning',
  registering: 'info',
  transferring: 'info',
  registered: 'success',
  expiring: 'warning',
  expired: 'error',
};

export function DomainStatusChip({ domain }: { domain: Domain }) {
  return <Chip size="small" color={COLOR[domain.state] ?? 'success'} label={domain.statusText} />;
}
