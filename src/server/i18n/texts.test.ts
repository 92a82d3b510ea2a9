import { describe, expect, it } from 'vitest';
import { serverText } from './texts';

describe('the API’s counted texts', () => {
  it('agree with the number', () => {
    expect([0, 1, 2].map((count) => serverText('creditsEstimate', { count }))).toEqual(['0 dias', '1 dia', '2 dias']);
    expect([1, 15].map((count) => serverText('minutes', { count }))).toEqual(['1 minuto', '15 minutos']);
  });
});
