import { Box, CircularProgress } from '@mui/material';

export function PageLoading({ label = 'Carregando...' }: { label?: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
