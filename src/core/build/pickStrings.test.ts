import { describe, expect, it } from 'vitest';
import { namesStrings, pickStrings } from './pickStrings';

const billing = {
  menu: { title: 'Consumo', help: 'Ajuda' },
  discount: { title: 'Desconto', rule: { short: 'curta', long: 'longa' } },
  days_one: '{{count}} dia',
  days_other: '{{count}} dias',
  daysLeft: 'restam',
  emergency: 'Crédito emergencial',
};

describe('pickStrings', () => {
  it('copies a string, a whole subtree and a string with its plural forms, nothing else', () => {
    expect(pickStrings(billing, 'billing', ['billing.menu.title', 'billing.discount', 'billing.days'])).toEqual({
      menu: { title: 'Consumo' },
      discount: { title: 'Desconto', rule: { short: 'curta', long: 'longa' } },
      days_one: '{{count}} dia',
      days_other: '{{count}} dias',
    });
  });

  it("takes all of a plugin's strings when named by its id alone", () => {
    expect(pickStrings(billing, 'billing', ['billing'])).toEqual(billing);
    expect(pickStrings(billing, 'billing', ['hosting'])).toEqual({});
  });

  it("leaves keys under another plugin's id, and keys that name nothing, out", () => {
    expect(pickStrings(billing, 'billing', ['hosting.menu.title', 'billing.menu.missing', 'billing.nothing.here', 'billing.emergency.deeper'])).toEqual({});
  });

  it('says whether a key names anything', () => {
    expect(namesStrings(billing, 'billing', 'billing.discount.rule')).toBe(true);
    expect(namesStrings(billing, 'billing', 'billing.days')).toBe(true);
    expect(namesStrings(billing, 'billing', 'billing.day')).toBe(false);
    expect(namesStrings(billing, 'billing', 'billing.discount.subtitle')).toBe(false);
  });
});
