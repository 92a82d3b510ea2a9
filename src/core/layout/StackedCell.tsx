import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface StackedDetail {
  label: string;
  value: ReactNode;
}

/**
 * A table row's columns folded into one cell for a phone: the main value, the other columns as
 * "label: value" lines under it, and the row's actions last, wrapping on the screen's width.
 */
export function StackedCell({ primary, details = [], actions }: { primary: ReactNode; details?: StackedDetail[]; actions?: ReactNode }) {
  return (
    <Stack spacing={0.5} sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
      <Box>{primary}</Box>
      {details.map((detail) => (
        <Typography key={detail.label} component="div" variant="body2">
          <Box component="span" sx={{ color: 'text.secondary' }}>{detail.label}: </Box>
          {detail.value}
        </Typography>
      ))}
      {actions && (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
