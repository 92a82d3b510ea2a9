const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const brlHourly = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 4,
  maximumFractionDigits: 4,
});

/** R$ with dot thousands and comma decimals (part 1 §9). */
export function formatMoney(value: number): string {
  return brl.format(value);
}

/** Hourly prices carry 4 decimals: monthly / 720. */
export function formatHourly(monthly: number): string {
  return brlHourly.format(monthly / 720);
}
