import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';

/** The frame of each page of this plugin: a titled card. */
export function LifeCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section">
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}
