import { Box } from '@mui/material';
import { useResetErrorBoundaryOnLocationChange } from 'react-admin';
import { ErrorNotice } from '../runtime/PageErrorBoundary';

/** What the signed-in shell shows when its layout itself fails: the page error notice, cleared by going elsewhere. */
export function ShellError({ resetErrorBoundary }: { resetErrorBoundary: (...args: unknown[]) => void }) {
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return (
    <Box component="main" sx={{ p: 2 }}>
      <ErrorNotice />
    </Box>
  );
}
