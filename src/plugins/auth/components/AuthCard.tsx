import { Box, Paper, Stack, Typography } from '@mui/material';
import { brand } from '@core/signed-out';
import type { ReactNode } from 'react';

/** The signed-out pages' frame: the brand's logo and a titled card, with an optional side panel. */
export function AuthCard({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'grey.100' }}>
      <Box sx={{ display: 'grid', gap: 3, width: '100%', maxWidth: aside ? 960 : 480, gridTemplateColumns: { xs: '1fr', md: aside ? '1fr 1fr' : '1fr' } }}>
        {/* A Card padded as its CardContent would (32 px, 24 below), drawn from Paper: Card and CardContent are chunks of their own. */}
        <Paper sx={{ overflow: 'hidden', p: 4, pb: 3 }}>
          <Stack spacing={2}>
            <img src={brand.logoUrl} alt={brand.productName} height={40} style={{ alignSelf: 'flex-start' }} />
            <Typography variant="h5" component="h1">{title}</Typography>
            {children}
          </Stack>
        </Paper>
        {aside}
      </Box>
    </Box>
  );
}
