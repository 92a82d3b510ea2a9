/**
 * FEBRABAN "cobrança bancária" boletos (Carta-Circular BCB 2.926/2000): the 44-digit barcode and
 * the 47-digit linha digitável, with their módulo 11 and módulo 10 check digits.
 */

/** Módulo 10: weights 2, 1, 2, 1… from the right, the digits of each product summed. */
export function mod10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Módulo 11 of the barcode: weights 2 to 9 from the right; remainders giving 0, 10 or 11 become 1. */
export function mod11(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (2 + (i % 8));
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

const FACTOR_BASE = Date.UTC(1997, 9, 7);
const DAY_MS = 86_400_000;

/** Days since 07/10/1997, restarting at 1000 after 9999 (the factor rolled over on 22/02/2025). */
export function dueDateFactor(dueDate: Date): string {
  const days = Math.floor((Date.UTC(dueDate.getUTCFullYear(), dueDate.getUTCMonth(), dueDate.getUTCDate()) - FACTOR_BASE) / DAY_MS);
  const factor = days <= 9999 ? days : ((days - 1000) % 9000) + 1000;
  return String(factor).padStart(4, '0');
}

export interface Boleto {
  /** 44 digits, as the barcode encodes them. */
  barcode: string;
  /** 47 digits, as typed by the payer. */
  line: string;
}

/** bank: 3 digits; freeField: the bank's 25-digit campo livre (agreement, our number…). */
export function buildBoleto({ bank, amountCents, dueDate, freeField }: { bank: string; amountCents: number; dueDate: Date; freeField: string }): Boleto {
  if (!/^\d{3}$/.test(bank) || !/^\d{25}$/.test(freeField)) throw new Error('bank must have 3 digits and the free field 25');
  if (!Number.isInteger(amountCents) || amountCents < 0 || amountCents > 99_999_999_99) throw new Error('amount out of range');
  const head = `${bank}9`;
  const tail = dueDateFactor(dueDate) + String(amountCents).padStart(10, '0');
  const dv = mod11(head + tail + freeField);
  const barcode = `${head}${dv}${tail}${freeField}`;
  const field = (digits: string) => digits + mod10(digits);
  const line = field(head + freeField.slice(0, 5)) + field(freeField.slice(5, 15)) + field(freeField.slice(15, 25)) + dv + tail;
  return { barcode, line };
}

/** The linha digitável as printed: "00190.00009 01149.718601 68524.522114 6 75860000102656". */
export function formatLine(line: string): string {
  return `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line[32]} ${line.slice(33)}`;
}
