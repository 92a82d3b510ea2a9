import { useTheme } from '@mui/material';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import { DANGER_FROM } from '../contract';

/** The band from the danger level to 100 % behind the line, as the usage charts draw it (part 1 §9). */
export function DangerArea({ label }: { label: string }) {
  const { left, width } = useDrawingArea();
  const y = useYScale();
  const theme = useTheme();
  const top = y(100) ?? 0;
  const bottom = y(DANGER_FROM) ?? 0;
  return (
    <rect x={left} y={top} width={width} height={Math.max(0, bottom - top)} fill={theme.palette.error.main} fillOpacity={0.12} data-testid="danger-area">
      <title>{label}</title>
    </rect>
  );
}
