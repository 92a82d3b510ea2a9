import { Box } from '@mui/material';
import { ErrorNotice } from '../runtime/PageErrorBoundary';

/** What the signed-in app shows when its layout itself fails: the page error notice, cleared by going elsewhere. */
export function ShellError() {
  return (
    <Box component="main" sx={{ p: 2 }}>
      <ErrorNotice />
    </Box>
  );
}
