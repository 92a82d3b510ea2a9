import { describe, expect, it } from 'vitest';
import type { z } from '../../src/core/validation/zod';

/** Every string (and list) a client can send through a shared contract has a maximum length. */

const modules = {
  ...import.meta.glob<Record<string, unknown>>('../../src/plugins/*/contract.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../../src/plugins/*/schemas.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../../src/core/**/*Contract.ts', { eager: true }),
};

type Def = { type: string; checks?: { _zod: { def: { check: string } } }[]; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType; options?: z.ZodType[]; left?: z.ZodType; right?: z.ZodType };

const isSchema = (value: unknown): value is z.ZodType => !!value && typeof value === 'object' && '_zod' in value;
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const hasMaximum = (schema: z.ZodType) => (schema._zod.def.checks ?? []).some((check) => check._zod.def.check === 'max_length');

/** Paths, under `path`, of strings and lists that take any length on the way in. */
function unbounded(schema: z.ZodType, path: string): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return hasMaximum(schema) ? [] : [path];
    case 'array':
      return [...(hasMaximum(schema) ? [] : [`${path}[]`]), ...unbounded(def.element!, `${path}[]`)];
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, value]) => unbounded(value, path ? `${path}.${key}` : key));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return unbounded(def.innerType!, path);
    case 'pipe':
      // What arrives is checked by the input side, unless that side is a preprocessing function.
      return defOf(def.in!).type === 'transform' ? unbounded(def.out!, path) : unbounded(def.in!, path);
    case 'union':
      return def.options!.flatMap((option) => unbounded(option, path));
    case 'intersection':
      return [...unbounded(def.left!, path), ...unbounded(def.right!, path)];
    case 'record':
    case 'map':
    case 'set':
    case 'any':
    case 'unknown':
      return [`${path} (${def.type})`];
    default:
      return [];
  }
}

describe('contract schemas', () => {
  it('are found', () => {
    const count = Object.values(modules).flatMap((module) => Object.values(module).filter(isSchema)).length;
    expect(count).toBeGreaterThan(20);
  });

  it('give every string a client sends a maximum length', () => {
    const found = Object.entries(modules).flatMap(([file, module]) =>
      Object.entries(module)
        .filter(([, value]) => isSchema(value))
        .flatMap(([name, schema]) => unbounded(schema as z.ZodType, '').map((path) => `${file.replace('../../', '')} ${name}${path ? `.${path}` : ''}`)),
    );
    expect(found).toEqual([]);
  });
});
