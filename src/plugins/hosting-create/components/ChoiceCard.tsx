import { Card, CardActionArea, CardContent } from '@mui/material';
import type { ReactNode } from 'react';

/** A card picked like a toggle button: the product and the fixed plan cards. */
export function ChoiceCard({ selected, onSelect, label, children }: { selected: boolean; onSelect: () => void; label: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderColor: selected ? 'primary.main' : undefined, borderWidth: 2 }}>
      <CardActionArea onClick={onSelect} aria-pressed={selected} aria-label={label} sx={{ height: '100%' }}>
        <CardContent>{children}</CardContent>
      </CardActionArea>
    </Card>
  );
}
