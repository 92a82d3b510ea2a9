import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MANIFEST_DIR } from './loadManifests';
import { brandSchema, manifestSchema } from './schema';

/** JSON Schemas for editors, generated from the zod schemas that validate manifests at build time. */
export function jsonSchemas(): Record<string, string> {
  const render = (schema: z.ZodType, title: string) =>
    JSON.stringify({ ...z.toJSONSchema(schema, { io: 'input' }), title }, null, 2) + '\n';
  return {
    'manifest.schema.json': render(manifestSchema, 'Painel plugin manifest'),
    'brand.schema.json': render(brandSchema, 'Painel brand'),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  for (const [name, content] of Object.entries(jsonSchemas())) {
    writeFileSync(path.join(MANIFEST_DIR, 'schema', name), content);
    console.log(`wrote manifests/schema/${name}`);
  }
}
