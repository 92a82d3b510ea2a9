import IMask, { type FactoryOpts } from 'imask';

/** The input masks of part 1 §5 (and the card fields), applied through the mask library. */
export const MASKS = {
  cpfCnpj: { mask: [{ mask: '000.000.000-00' }, { mask: '00.000.000/0000-00' }] },
  phone: { mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }] },
  zip: { mask: '00000-000' },
  cardNumber: { mask: '0000 0000 0000 0000' },
  cardExpiration: { mask: '00/00' },
  cardCode: { mask: '0000' },
} satisfies Record<string, FactoryOpts>;

export type MaskName = keyof typeof MASKS;

/** A value as the mask would show it, e.g. for text that did not come through a masked field. */
export function applyMask(value: string, mask: MaskName): string {
  return IMask.pipe(value, MASKS[mask] as Parameters<typeof IMask.pipe>[1]);
}
