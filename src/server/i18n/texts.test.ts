import { describe, expect, it } from 'vitest';
import { serverText } from './texts';

describe('the API’s counted texts', () => {
  it('agree with the number', () => {
    expect([0, 1, 2].map((count) => serverText('creditsEstimate', { count }))).toEqual(['0 dias', '1 dia', '2 dias']);
    expect(serverText('loginLocked', { count: 1 })).toBe('Muitas tentativas de login sem sucesso. Aguarde 1 minuto e tente novamente.');
    expect(serverText('loginLocked', { count: 15 })).toBe('Muitas tentativas de login sem sucesso. Aguarde 15 minutos e tente novamente.');
  });
});
