import { dayjs, formatDateTime } from '@core';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
const formats = UNITS.map((unit) => new Intl.NumberFormat('pt-BR', { style: 'unit', unit, unitDisplay: unit === 'byte' ? 'long' : 'short', maximumFractionDigits: 1 }));

/** "512 bytes", "1,5 kB", "12,3 MB": pt-BR units, 1024-based. */
export function formatSize(bytes: number): string {
  let value = bytes;
  let index = 0;
  while (value >= 1024 && index < UNITS.length - 1) {
    value /= 1024;
    index += 1;
  }
  if (index === 0) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  return formats[index]!.format(value);
}

export const modifiedRelative = (seconds: number) => dayjs.unix(seconds).fromNow();
export const modifiedExact = (seconds: number) => formatDateTime(seconds * 1000);
