import { describe, expect, it } from 'vitest';
import { applyMask } from './masks';

describe('masks', () => {
  it('formats phones, CPF/CNPJ and zip codes as the user types', () => {
    expect(applyMask('1133334444', 'phone')).toBe('(11) 3333-4444');
    expect(applyMask('11987654321', 'phone')).toBe('(11) 98765-4321');
    expect(applyMask('52998224725', 'cpfCnpj')).toBe('529.982.247-25');
    expect(applyMask('11444777000161', 'cpfCnpj')).toBe('11.444.777/0001-61');
    expect(applyMask('01310100', 'zip')).toBe('01310-100');
  });
});
