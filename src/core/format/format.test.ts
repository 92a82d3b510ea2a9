import { describe, expect, it } from 'vitest';
import { formatDate } from './date';
import { formatHourly, formatMoney } from './money';
import { formatSize } from './size';
import { shortenName } from './text';

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatting', () => {
  it('sizes in binary units with pt-BR decimals', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(16 * 1024)).toBe('16 KB');
    expect(formatSize(1.25 * 1024 ** 3)).toBe('1,3 GB');
  });

  it('writes money as R$ with dot thousands and comma decimals', () => {
    expect(plain(formatMoney(150))).toBe('R$ 150,00');
    expect(plain(formatMoney(1234567.891))).toBe('R$ 1.234.567,89');
    expect(plain(formatHourly(72))).toBe('R$ 0,1000');
  });

  it('writes dates as DD/MM/YYYY', () => {
    expect(formatDate('2026-03-05T12:00:00')).toBe('05/03/2026');
  });

  it('shortens names above 20 characters to 18 and an ellipsis', () => {
    expect(shortenName('Ana Beatriz Cliente')).toBe('Ana Beatriz Cliente');
    expect(shortenName('12345678901234567890')).toBe('12345678901234567890');
    expect(shortenName('Paulo Parceiro Afiliado')).toBe('Paulo Parceiro Afi...');
  });
});
