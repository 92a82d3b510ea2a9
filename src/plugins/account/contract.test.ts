import { describe, expect, it } from 'vitest';
import { profileSchema } from './contract';

describe('profile validation', () => {
  const base = { name: 'Ana Cliente', email: 'ana@exemplo.com.br', phone: '(11) 98765-4321' };
  it('accepts a CPF or CNPJ only with real check digits', () => {
    expect(profileSchema.safeParse({ ...base, cpf: '529.982.247-25' }).success).toBe(true);
    expect(profileSchema.safeParse({ ...base, cpf: '11.444.777/0001-61' }).success).toBe(true);
    expect(profileSchema.safeParse({ ...base, cpf: '529.982.247-24' }).error?.issues[0]?.message).toBe('Informe um CPF ou CNPJ válido.');
    expect(profileSchema.safeParse({ ...base, cpf: '111.111.111-11' }).success).toBe(false);
  });
  it('keeps digits only for phone, document and zip', () => {
    const parsed = profileSchema.parse({ ...base, cpf: '529.982.247-25', addressZip: '01310-100', addressState: 'sp' });
    expect(parsed).toMatchObject({ phone: '11987654321', cpf: '52998224725', addressZip: '01310100', addressState: 'SP' });
  });
});
