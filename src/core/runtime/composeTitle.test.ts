import { describe, expect, it } from 'vitest';
import { composeTitle } from './usePageTitle';

describe('document title', () => {
  it('is product, page title, then resource', () => {
    expect(composeTitle('Painel', 'Editor de DNS', 'loja.com.br')).toBe('Painel | Editor de DNS | loja.com.br');
    expect(composeTitle('Painel', 'Meus Domínios', undefined)).toBe('Painel | Meus Domínios');
    expect(composeTitle('Painel', undefined, undefined)).toBe('Painel');
  });

  it('substitutes {resource} instead of repeating it', () => {
    expect(composeTitle('Painel', 'Plano de {resource}', 'loja.com.br')).toBe('Painel | Plano de loja.com.br');
  });
});
