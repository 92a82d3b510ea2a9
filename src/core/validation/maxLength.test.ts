import { describe, expect, it } from 'vitest';
import { maxLengthOf, maxLengthsOf } from './maxLength';
import { z } from './zod';

describe('maxLengthOf', () => {
  it('reads the maximum a text schema enforces, through wrappers and on the input side of a pipe', () => {
    expect(maxLengthOf(z.string().trim().max(40))).toBe(40);
    expect(maxLengthOf(z.string().max(9).optional())).toBe(9);
    expect(maxLengthOf(z.string().trim().max(255).default(''))).toBe(255);
    expect(maxLengthOf(z.string().max(20).transform((v) => v.replace(/\D/g, '')))).toBe(20);
    expect(maxLengthOf(z.string().max(100).pipe(z.string().min(3)))).toBe(100);
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthOf(z.number().max(5))).toBeUndefined();
  });

  it('gives every field of an object schema, refined or transformed', () => {
    const schema = z
      .object({ name: z.string().max(100), note: z.string().optional(), count: z.number() })
      .refine(() => true)
      .transform((value) => value);
    expect(maxLengthsOf(schema)).toEqual({ name: 100, note: undefined, count: undefined });
  });
});
