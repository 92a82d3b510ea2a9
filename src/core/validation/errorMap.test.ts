import { describe, expect, it } from 'vitest';
import { z } from './zod';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('validation messages', () => {
  it('speak pt-BR for every kind of problem a form can meet', () => {
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('Campo obrigatório.');
    expect(messageOf(z.string().min(1), '')).toBe('Campo obrigatório.');
    expect(messageOf(z.string().min(8), 'abc')).toBe('Use pelo menos 8 caracteres.');
    expect(messageOf(z.string().max(3), 'abcd')).toBe('Use no máximo 3 caracteres.');
    expect(messageOf(z.string().max(1), 'ab')).toBe('Use no máximo 1 caractere.');
    expect(messageOf(z.string().max(1000), 'a'.repeat(1001))).toBe('Use no máximo 1.000 caracteres.');
    expect(messageOf(z.number(), 'x')).toBe('Informe um número.');
    expect(messageOf(z.number().int(), 1.5)).toBe('Informe um número inteiro.');
    expect(messageOf(z.number().min(10), 5)).toBe('Informe um valor a partir de 10.');
    expect(messageOf(z.number().max(100_000), 200_000)).toBe('Informe um valor de até 100.000.');
    expect(messageOf(z.email(), 'nope')).toBe('Informe um e-mail válido.');
    expect(messageOf(z.url(), 'nope')).toBe('Informe um endereço válido, como https://exemplo.com.br.');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Escolha uma das opções.');
    expect(messageOf(z.literal([1, 2, 3]), 4)).toBe('Escolha uma das opções.');
    expect(messageOf(z.array(z.string()).min(2), ['a'])).toBe('Informe pelo menos 2 itens.');
    expect(messageOf(z.string().refine(() => false), 'a')).toBe('Valor inválido.');
  });

  it('leave the texts a schema gives itself alone', () => {
    expect(messageOf(z.string().max(3, 'O nome é longo demais.'), 'abcd')).toBe('O nome é longo demais.');
  });

  it('never fall back to English, whatever the problem', () => {
    const schemas: [z.ZodType, unknown][] = [
      [z.union([z.literal(1), z.literal(2)]), 3],
      [z.object({ a: z.string() }).strict(), { a: 'x', b: 1 }],
      [z.number().multipleOf(5), 3],
      [z.date(), 'x'],
      [z.boolean(), 'x'],
    ];
    for (const [schema, value] of schemas) {
      const issues = schema.safeParse(value).error!.issues;
      const nested = issues.flatMap((issue) => ('errors' in issue ? (issue.errors as z.core.$ZodIssue[][]).flat() : []));
      for (const { message } of [...issues, ...nested]) expect(message).not.toMatch(/Invalid|expected|Expected|received|Unrecognized/);
    }
  });
});
