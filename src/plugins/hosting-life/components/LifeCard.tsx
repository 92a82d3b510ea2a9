import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactNode } from 'react';

/** The frame of each page of this plugin: a titled card; h2 under the hosting page's h1, h1 on an account page. */
export function LifeCard({ title, level = 'h2', children }: { title: string; level?: 'h1' | 'h2'; children: ReactNode }) {
  return (
    <Card component="section">
      <CardHeader title={title} slotProps={{ title: { component: level, variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}
