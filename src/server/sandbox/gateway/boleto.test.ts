import { isValidBoleto } from '@brazilian-utils/brazilian-utils';
import boletoUtils from '@mrmgomes/boleto-utils';
import { describe, expect, it } from 'vitest';
import { buildBoleto, dueDateFactor, formatLine, mod10, mod11 } from './boleto';

/** Banco do Brasil's published example (also the one @brazilian-utils documents). */
const PUBLISHED = { line: '00190000090114971860168524522114675860000102656', barcode: '00196758600001026560000001149718606852452211' };

describe('FEBRABAN boleto check digits', () => {
  it('gives the published example its check digits back', () => {
    const { line, barcode } = PUBLISHED;
    expect(mod11(barcode.slice(0, 4) + barcode.slice(5))).toBe(Number(barcode[4]));
    expect(mod10(line.slice(0, 9))).toBe(Number(line[9]));
    expect(mod10(line.slice(10, 20))).toBe(Number(line[20]));
    expect(mod10(line.slice(21, 31))).toBe(Number(line[31]));
    const rebuilt = buildBoleto({ bank: '001', amountCents: 102656, dueDate: new Date(Date.UTC(2018, 6, 15)), freeField: barcode.slice(19) });
    expect(rebuilt).toEqual(PUBLISHED);
    expect(formatLine(line)).toBe('00190.00009 01149.718601 68524.522114 6 75860000102656');
  });

  it('makes módulo 11 remainders of 0, 10 and 11 into 1', () => {
    for (let n = 0; n < 200; n++) expect(mod11(String(n).padStart(43, '7'))).toBeGreaterThanOrEqual(1);
  });

  it('counts the due-date factor from 07/10/1997 and restarts at 1000 on 22/02/2025', () => {
    expect(dueDateFactor(new Date(Date.UTC(2000, 6, 3)))).toBe('1000');
    expect(dueDateFactor(new Date(Date.UTC(2025, 1, 21)))).toBe('9999');
    expect(dueDateFactor(new Date(Date.UTC(2025, 1, 22)))).toBe('1000');
  });

  it('builds boletos that independent validators accept, digit for digit', () => {
    for (const [amountCents, day] of [[2500, 1], [10, 40], [9_999_999_99, 300], [123456, 700]] as const) {
      const dueDate = new Date(Date.UTC(2026, 10, 23) + day * 86_400_000);
      const freeField = String(amountCents * 7919 + day).padStart(25, '3').slice(0, 25);
      const { line, barcode } = buildBoleto({ bank: '341', amountCents, dueDate, freeField });
      expect(line).toHaveLength(47);
      expect(barcode).toHaveLength(44);
      expect(isValidBoleto(line)).toBe(true);
      expect(boletoUtils.validarBoleto(line)).toMatchObject({ sucesso: true, codigoBarras: barcode, linhaDigitavel: line, valor: amountCents / 100 });
      // The barcode is the same number rearranged; isValidBoleto checked its módulo 11 digit (BCB's rule: 0, 10, 11 give 1).
      expect(boletoUtils.linhaDigitavel2CodBarras(line)).toBe(barcode);
      expect(boletoUtils.codBarras2LinhaDigitavel(barcode, false)).toBe(line);
    }
  });

  it('is refused by the validators when one digit changes', () => {
    const { line, barcode } = buildBoleto({ bank: '341', amountCents: 5000, dueDate: new Date(Date.UTC(2026, 11, 1)), freeField: '1'.repeat(25) });
    const bad = line.slice(0, 12) + ((Number(line[12]) + 1) % 10) + line.slice(13);
    expect(isValidBoleto(bad)).toBe(false);
    expect(boletoUtils.validarBoleto(bad).sucesso).toBe(false);
    const badBar = barcode.slice(0, 30) + ((Number(barcode[30]) + 1) % 10) + barcode.slice(31);
    expect(isValidBoleto(boletoUtils.codBarras2LinhaDigitavel(badBar, false))).toBe(false);
  });
});
