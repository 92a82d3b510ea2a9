const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Sizes in binary units with pt-BR decimals: "16 KB", "1,2 GB". */
export function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${UNITS[unit]}`;
}
