import type { z } from './zod';

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

type Def = z.core.$ZodTypeDef & { innerType?: z.core.$ZodType; in?: z.core.$ZodType; out?: z.core.$ZodType; shape?: Record<string, z.core.$ZodType> };

const defOf = (schema: z.core.$ZodType) => schema._zod.def as Def;

/** The schema that checks what arrives: inside optional/default wrappers, the input side of a pipe. */
function incoming(schema: z.core.$ZodType): z.core.$ZodType {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return incoming(def.innerType!);
  if (def.type === 'pipe') return incoming(defOf(def.in!).type === 'transform' ? def.out! : def.in!);
  return schema;
}

/** The most characters a text schema takes, for an input's maxLength; undefined when it sets no maximum. */
export function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  const maxima = (incoming(schema)._zod.def.checks ?? [])
    .map((check) => check._zod.def as { check: string; maximum?: number })
    .filter((check) => check.check === 'max_length')
    .map((check) => check.maximum!);
  return maxima.length > 0 ? Math.min(...maxima) : undefined;
}

/** maxLengthOf for every field of an object schema, so a form shows the limits its contract enforces. */
export function maxLengthsOf<T extends z.core.$ZodType>(schema: T): Record<keyof z.input<T> & string, number | undefined> {
  const shape = defOf(incoming(schema)).shape ?? {};
  return Object.fromEntries(Object.entries(shape).map(([field, fieldSchema]) => [field, maxLengthOf(fieldSchema)])) as Record<keyof z.input<T> & string, number | undefined>;
}
