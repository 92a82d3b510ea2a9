import { Chip } from '@mui/material';
import type { Domain } from '../contract';

const COLOR: Record<Domain['state'], 'success' | 'warning' | 'error'> = {
  pending: 'warning',
  pending_payment: 'warning',
  registering: 'warning',
  transferring: 'warning',
  registered: 'success',
  expiring: 'warning',
  expired: 'error',
};

export function DomainStatusChip({ domain }: { domain: Domain }) {
  return <Chip size="small" color={COLOR[domain.state] ?? 'success'} label={domain.statusText} />;
}
