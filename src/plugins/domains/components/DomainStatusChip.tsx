import { Chip } from '@mui/material';
import type { Domain } from '../contract';

export function DomainStatusChip({ domain }: { domain: Domain }) {
  return <Chip size="small" color={domain.isPending || domain.isPendingPayment ? 'warning' : 'success'} label={domain.statusText} />;
}
